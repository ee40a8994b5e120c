import { createElement, type ReactElement } from 'react';
import type { DataRouter, LoaderFunction, RouteObject } from 'react-router';
import type { LazyPage } from '../lib/lazy-page.ts';
import { loadOtherStyles } from '../lib/other-styles.ts';
import { queryClient } from '../lib/query-client.ts';
import type { ScreenReads } from '../queries/screen-reads.ts';
import { sessionQuery } from '../state/session.ts';
import { RequireRole } from './require-role.tsx';

/**
 * The loader of a route the browser draws (decision 058): its code arrives before it renders, in
 * parallel with its parent routes' (a workspace's shell) and, with `session`, with the session's
 * read. Suspending instead would fetch them one after another (guard, shell, page), and React keeps
 * a loader it has shown for at least 300 ms, so a page whose code came 20 ms later still waited.
 * Mantine's styles beyond the first screen's come with the code (decision 060).
 * A session that cannot be read is left to the page's guard (RequireRole), as before. `reads` start
 * the first reads the screens need at the same moment (a workspace's list of restaurants).
 */
export function codeFirst(
  pages: readonly LazyPage[],
  { session = false, reads }: { session?: boolean; reads?: ScreenReads } = {},
): LoaderFunction {
  return async (route) => {
    // Started, not awaited: the page shows its own loading state if they are not back yet.
    void reads?.(queryClient, route).catch(() => undefined);
    await Promise.all([
      ...pages.map((page) => page.preload()),
      loadOtherStyles(),
      session ? queryClient.ensureQueryData(sessionQuery).catch(() => null) : null,
    ]);
    return null;
  };
}

/**
 * A route the browser draws: `Page` at `path` (or `element`, when it needs props), its code loaded
 * first (`codeFirst`). `signedIn` puts it behind the sign-in guard (RequireRole) and reads the
 * session alongside the code, so the guard has its answer when the page renders. `reads` loads, in
 * a small chunk of its own, what starts the screen's first reads: they are under way while the
 * page's code arrives, instead of starting once it has rendered (decision 059).
 */
export function pageRoute(
  path: string,
  Page: LazyPage,
  {
    element = createElement(Page),
    signedIn = false,
    reads,
  }: { element?: ReactElement; signedIn?: boolean; reads?: () => Promise<ScreenReads> } = {},
): RouteObject {
  return {
    path,
    element: signedIn ? createElement(RequireRole, null, element) : element,
    loader: codeFirst([Page], {
      session: signedIn,
      reads: reads && ((client, route) => reads().then((start) => start(client, route))),
    }),
  };
}

/**
 * Resolves once the router has run the loaders of the page it starts on. RouterProvider reads the
 * router's state when it renders and listens only once it has committed: a loader finishing in
 * between (React yields while rendering in a transition) is never heard of, and the page stays
 * blank. So a page drawn in the browser is rendered after this (main.tsx).
 */
export function routerReady(router: Pick<DataRouter, 'state' | 'subscribe'>): Promise<void> {
  return new Promise((resolve) => {
    if (router.state.initialized) return resolve();
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}
