import './app/first-screen-styles.css';
import { hydrate } from '@tanstack/react-query';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppProviders } from './app/app-providers.tsx';
import { routerReady } from './app/page-route.ts';
import { createAppRouter } from './app/router.ts';
import { readServerRenderData } from './app/server-render-data.ts';
import { serverRenderedMatch } from './app/server-rendered.ts';
import { queryClient } from './lib/query-client.ts';
import { registerServiceWorker } from './lib/register-service-worker.ts';

const root = document.getElementById('root');
if (!root) throw new Error('#root missing from index.html');

// A page the server rendered (decision 031) is hydrated from the data it was drawn with; any other
// is rendered here (createRoot replaces whatever the element holds).
const rendered = readServerRenderData();
if (rendered) hydrate(queryClient, rendered.queries);
const router = createAppRouter(rendered?.router);
const app = (
  <AppProviders client={queryClient}>
    <RouterProvider router={router} />
  </AppProviders>
);

// A transition lets React work in short slices, yielding to the browser between them, instead of
// one long task that keeps a phone from answering taps (Total Blocking Time). A rendered page's
// code (preloaded with it) is loaded first, so that it hydrates in one go and a tap on it is never
// lost to a part still waiting for its code.
// A page drawn here waits for its route's loaders too (its code, and the session for a signed-in
// page: decision 058), or it could stay blank (routerReady).
const code = rendered ? serverRenderedMatch(router.state.matches)?.handle.code : undefined;
void (rendered ? Promise.resolve(code?.()) : routerReady(router)).then(() =>
  startTransition(() => {
    if (rendered) hydrateRoot(root, app);
    else createRoot(root).render(app);
  }),
);

// Development serves changing files: a worker that keeps them would get in the way.
if (import.meta.env.PROD) registerServiceWorker();
