import { createBrowserRouter, type HydrationState } from 'react-router';
import { followNavigationTitles } from '../lib/document-title.ts';
import { appRoutes } from './routes.tsx';

/**
 * The browser's router. On a page the server rendered it starts from the server's state (decision
 * 031): the route loaders are not run again for that first page.
 */
export function createAppRouter(hydrationData: HydrationState | undefined) {
  const router = createBrowserRouter(appRoutes, hydrationData ? { hydrationData } : {});
  // The tab's title changes with the page, as the server's head says for the same path.
  followNavigationTitles(router);
  return router;
}
