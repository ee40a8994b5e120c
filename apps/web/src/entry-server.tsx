import type { TServerRenderedPage, TServerRenderer } from '@app/shared';
import { dehydrate } from '@tanstack/react-query';
import { prerender } from 'react-dom/static';
import {
  createStaticHandler,
  createStaticRouter,
  type RouteObject,
  StaticRouterProvider,
} from 'react-router';
import { AppProviders } from './app/app-providers.tsx';
import { appRoutes } from './app/routes.tsx';
import { serverRenderDataElement } from './app/server-render-data.ts';
import { readLayout, serverRenderedPage } from './app/server-rendered.ts';
import { setApiTransport } from './lib/api-client.ts';
import { createQueryClient } from './lib/query-client.ts';

/**
 * The server's renderer (decision 031): the public pages (route handle `serverRendered`) drawn
 * with their data, for the browser to hydrate. Built with `vite build --ssr` into dist-ssr.
 */

// Loaders start reads in the browser's own query client; here the reads are awaited per request
// instead (below), and a loader answering null keeps the browser's router from running them again.
const routes = withNullLoaders(appRoutes);
const handler = createStaticHandler(routes);

async function renderPage(url: string): Promise<TServerRenderedPage | null> {
  const location = new URL(url, 'http://localhost');
  const page = serverRenderedPage(routes, location.pathname);
  if (!page) return null;
  const { handle, params } = page;

  const client = createQueryClient({ retry: false });
  // The page's code loaded first, as the browser does before hydrating (lazyPage): both render it
  // without a Suspense turn, so their trees are the same.
  await Promise.all([readLayout(client), handle.reads?.(client, params), handle.code?.()]);
  // A read that failed (an unknown restaurant, a database hiccup): the browser renders the page.
  if (
    client
      .getQueryCache()
      .getAll()
      .some((q) => q.state.status !== 'success')
  )
    return null;

  const context = await handler.query(new Request(location));
  if (context instanceof Response) return null;
  const router = createStaticRouter(handler.dataRoutes, context);
  let failed = false;
  // Waits for every lazy page and Suspense boundary: one complete document, with none of the inline
  // scripts streaming needs (the CSP would refuse them), which the server then caches.
  const { prelude } = await prerender(
    <AppProviders client={client}>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </AppProviders>,
    {
      // No part of the page is sent apart to be swapped in by a script: it all arrives in place.
      progressiveChunkSize: Number.MAX_SAFE_INTEGER,
      onError: () => {
        failed = true;
      },
    },
  );
  const root = await new Response(prelude).text();
  if (failed) return null;
  const { loaderData, actionData, errors } = context;
  return {
    root,
    after: serverRenderDataElement({
      path: location.pathname,
      queries: dehydrate(client),
      router: { loaderData, actionData, errors },
    }),
  };
}

function withNullLoaders(list: RouteObject[]): RouteObject[] {
  return list.map((route) => {
    const copy = { ...route } as RouteObject;
    if (route.loader) copy.loader = () => null;
    if (route.children) copy.children = withNullLoaders(route.children);
    return copy;
  });
}

const rendersPage = (pathname: string) => serverRenderedPage(routes, pathname) !== null;

export const serverRenderer: TServerRenderer<Response> = { rendersPage, renderPage, setApiTransport };
