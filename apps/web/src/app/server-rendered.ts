import type { QueryClient } from '@tanstack/react-query';
import { type LoaderFunction, matchRoutes, type Params, type RouteObject } from 'react-router';
import { queryClient } from '../lib/query-client.ts';
import { clientConfigQuery } from '../queries/client-config.ts';
import { publicSettingsQuery } from '../queries/site-settings.ts';

/** The reads a page's first screen shows, started (browser) or awaited (server) on this client. */
export type PageReads = (client: QueryClient, params: Params) => Promise<unknown>;

/**
 * What the customer layout shows above every page (the demo notice, an admin's announcement):
 * drawn by the server too, or it would push the page down when it arrives (layout shift).
 */
export function readLayout(client: QueryClient): Promise<unknown> {
  return Promise.all([client.prefetchQuery(clientConfigQuery), client.prefetchQuery(publicSettingsQuery)]);
}

/** A route's `handle` when the server renders its page (decision 031). */
export type ServerRenderedHandle = {
  serverRendered: true;
  reads?: PageReads;
  /** Fetches a lazily loaded page's code (lazyPage), before rendering and before hydrating. */
  code?: () => Promise<void>;
};

const isServerRendered = (handle: unknown): handle is ServerRenderedHandle =>
  typeof handle === 'object' && handle !== null && 'serverRendered' in handle;

/**
 * A page the server renders: in the browser its loader starts the reads before the page's code
 * runs (the page shows its own loading state meanwhile); on the server they are awaited, and the
 * HTML carries the page drawn with their answers (apps/web/src/entry-server.tsx).
 */
export function serverRendered({ reads, code }: Omit<ServerRenderedHandle, 'serverRendered'> = {}): {
  handle: ServerRenderedHandle;
  loader?: LoaderFunction;
} {
  const handle: ServerRenderedHandle = {
    serverRendered: true,
    ...(reads ? { reads } : {}),
    ...(code ? { code } : {}),
  };
  if (!reads) return { handle };
  return {
    handle,
    loader: ({ params }) => {
      void reads(queryClient, params);
      return null;
    },
  };
}

/** The server-rendered page at this path: its handle and params, or null (app/routes.tsx decides). */
export function serverRenderedPage(
  routes: RouteObject[],
  pathname: string,
): { handle: ServerRenderedHandle; params: Params } | null {
  return serverRenderedMatch(matchRoutes(routes, pathname) ?? []);
}

/**
 * The same, from routes already matched (the browser's router has matched the page it starts on:
 * matching again would rank every route a second time while the page waits for its code).
 */
export function serverRenderedMatch(
  matches: readonly { route: { handle?: unknown }; params: Params }[],
): { handle: ServerRenderedHandle; params: Params } | null {
  const match = matches.at(-1);
  const handle = match?.route.handle;
  return match && isServerRendered(handle) ? { handle, params: match.params } : null;
}
