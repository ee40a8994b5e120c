import { lazy } from 'react';
import type { RouteObject } from 'react-router';

// The search feature is composed into the home page here (features do not import each other). Both
// chunks load side by side, so the page appears whole: no second round trip, no jump when the box lands.
const HomePage = lazy(async () => {
  const [{ default: Page }, { default: HomeSearch }] = await Promise.all([
    import('../../features/home/pages/home-page.tsx'),
    import('../../features/search/components/home-search.tsx'),
  ]);
  return { default: () => <Page search={<HomeSearch />} /> };
});
const ViewRestaurantPage = lazy(() => import('../../features/restaurants/pages/view-restaurant-page.tsx'));
const AllRestaurantsPage = lazy(() => import('../../features/restaurants/pages/all-restaurants-page.tsx'));
const FavoritesPage = lazy(() => import('../../features/favorites/pages/favorites-page.tsx'));
const AboutPage = lazy(() => import('../../features/info/pages/about-page.tsx'));
const ContactPage = lazy(() => import('../../features/info/pages/contact-page.tsx'));
const PrivacyPage = lazy(() => import('../../features/info/pages/privacy-page.tsx'));
const TermsPage = lazy(() => import('../../features/info/pages/terms-page.tsx'));
const AboutRestaurantPage = lazy(() => import('../../features/info/pages/about-restaurant-page.tsx'));

/** Customer browsing and the information pages. */
export const browseRoutes: RouteObject[] = [
  { path: '/', element: <HomePage /> },
  { path: '/view-restaurant/:id', element: <ViewRestaurantPage /> },
  { path: '/all-restaurants', element: <AllRestaurantsPage /> },
  { path: '/favorites', element: <FavoritesPage /> },
  { path: '/about', element: <AboutPage /> },
  { path: '/contact', element: <ContactPage /> },
  { path: '/privacy', element: <PrivacyPage /> },
  { path: '/terms', element: <TermsPage /> },
  { path: '/about-restaurant', element: <AboutRestaurantPage /> },
];
