import { lazy } from 'react';
import { createBrowserRouter, Navigate } from 'react-router';
import { PlaceholderPage } from '../components/placeholder-page.tsx';
import { RootLayout } from './root-layout.tsx';

// Each screen is its own chunk: a customer on `/` never downloads the admin or owner code.
const HomePage = lazy(() => import('../features/home/pages/home-page.tsx'));
const ViewRestaurantPage = lazy(() => import('../features/restaurants/pages/view-restaurant-page.tsx'));

/** Screens that later issues build; each route exists now so links and deep links work. */
const PLACEHOLDERS: [path: string, title: string][] = [
  ['/all-restaurants', 'Browse Restaurants'],
  ['/orders', 'My Orders'],
  ['/about', 'About Us'],
  ['/contact', 'Contact Us'],
  ['/login', 'Login'],
  ['/signup', 'Sign Up'],
  ['/reset-password', 'Reset Password'],
  ['/profile-info', 'Complete Your Profile'],
  ['/Dashboard', 'Dashboard'],
  ['/Profile', 'Profile'],
  ['/favorites', 'Favourites'],
  ['/cart', 'Cart'],
  ['/about-restaurant', 'About the Restaurant'],
  ['/review/:orderId', 'Review Your Order'],
  ['/privacy', 'Privacy Policy'],
  ['/terms', 'Terms of Service'],
  ['/admin', 'Admin Dashboard'],
  ['/add-restaurant', 'Add Restaurant'],
  ['/view-restaurants', 'View Restaurants'],
  ['/add-users', 'Add User'],
  ['/view-users', 'View Users'],
  ['/restaurant-admin', 'Restaurant Dashboard'],
  ['/add-food-item', 'Add Food Item'],
  ['/food-items', 'Food Items'],
];

export const router = createBrowserRouter([
  {
    element: <RootLayout />,
    children: [
      { path: '/', element: <HomePage /> },
      { path: '/view-restaurant/:id', element: <ViewRestaurantPage /> },
      ...PLACEHOLDERS.map(([path, title]) => ({ path, element: <PlaceholderPage title={title} /> })),
      // Spec 2: any unknown path redirects to /.
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
]);
