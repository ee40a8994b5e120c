import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { PlaceholderPage } from '../../components/placeholder-page.tsx';

const HomePage = lazy(() => import('../../features/home/pages/home-page.tsx'));
const ViewRestaurantPage = lazy(() => import('../../features/restaurants/pages/view-restaurant-page.tsx'));

/** Customer browsing and the information pages. */
export const browseRoutes: RouteObject[] = [
  { path: '/', element: <HomePage /> },
  { path: '/view-restaurant/:id', element: <ViewRestaurantPage /> },
  { path: '/all-restaurants', element: <PlaceholderPage title="Browse Restaurants" /> },
  { path: '/favorites', element: <PlaceholderPage title="Favourites" /> },
  { path: '/about', element: <PlaceholderPage title="About Us" /> },
  { path: '/contact', element: <PlaceholderPage title="Contact Us" /> },
  { path: '/privacy', element: <PlaceholderPage title="Privacy Policy" /> },
  { path: '/terms', element: <PlaceholderPage title="Terms of Service" /> },
  { path: '/about-restaurant', element: <PlaceholderPage title="About the Restaurant" /> },
];
