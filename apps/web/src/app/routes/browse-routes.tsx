import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { prefetchHome } from '../../features/home/api/home-queries.ts';
import HomePage from '../../features/home/pages/home-page.tsx';
import { prefetchRestaurantPage } from '../../features/restaurants/api/prefetch-restaurant-page.ts';
import HomeSearch from '../../features/search/components/home-search.tsx';
import { queryClient } from '../../lib/query-client.ts';

// Home is where most visits start, so it ships in the entry file: one download instead of a lazy
// chunk and its two dozen small shared chunks, each a round trip on a phone (decision 010). The search
// feature is composed into it here (features do not import each other).
const Home = () => <HomePage search={<HomeSearch />} />;
const ViewRestaurantPage = lazy(() => import('../../features/restaurants/pages/view-restaurant-page.tsx'));
const AllRestaurantsPage = lazy(() => import('../../features/restaurants/pages/all-restaurants-page.tsx'));
const FavoritesPage = lazy(() => import('../../features/favorites/pages/favorites-page.tsx'));
const AboutPage = lazy(() => import('../../features/info/pages/about-page.tsx'));
const ContactPage = lazy(() => import('../../features/info/pages/contact-page.tsx'));
const PrivacyPage = lazy(() => import('../../features/info/pages/privacy-page.tsx'));
const TermsPage = lazy(() => import('../../features/info/pages/terms-page.tsx'));
const AboutRestaurantPage = lazy(() => import('../../features/info/pages/about-restaurant-page.tsx'));

/** Customer browsing and the information pages. Loaders start a page's reads before its code runs. */
export const browseRoutes: RouteObject[] = [
  { path: '/', element: <Home />, loader: () => prefetchHome(queryClient) },
  {
    path: '/view-restaurant/:id',
    element: <ViewRestaurantPage />,
    loader: ({ params }) => prefetchRestaurantPage(queryClient, params.id ?? ''),
  },
  { path: '/all-restaurants', element: <AllRestaurantsPage /> },
  { path: '/favorites', element: <FavoritesPage /> },
  { path: '/about', element: <AboutPage /> },
  { path: '/contact', element: <ContactPage /> },
  { path: '/privacy', element: <PrivacyPage /> },
  { path: '/terms', element: <TermsPage /> },
  { path: '/about-restaurant', element: <AboutRestaurantPage /> },
];
