import { pageTitleFor, SITE_NAME } from '@app/shared';
import { useEffect } from 'react';

/**
 * The tab's title follows client-side navigation with the words the server writes into the HTML
 * for the same path (@app/shared page-head, decision 022). A page that knows better (a
 * restaurant's name) sets its own with usePageTitle.
 */
export function followNavigationTitles(router: {
  state: { location: { pathname: string } };
  subscribe(fn: (state: { location: { pathname: string } }) => void): () => void;
}): () => void {
  let last = router.state.location.pathname;
  return router.subscribe((state) => {
    const { pathname } = state.location;
    if (pathname === last) return;
    last = pathname;
    document.title = pageTitleFor(pathname);
  });
}

/** Sets the tab's title while a page shows (null: leave it). */
export function usePageTitle(title: string | null): void {
  useEffect(() => {
    if (title !== null) document.title = title;
  }, [title]);
}

export const notFoundTitle = (what: string) => `${what} · ${SITE_NAME}`;
