import type { RouteObject } from 'react-router';
import { PlaceholderPage } from '../../components/placeholder-page.tsx';

/** Sign-in, sign-up, reset, profile and dashboard. */
export const accountRoutes: RouteObject[] = [
  { path: '/login', element: <PlaceholderPage title="Login" /> },
  { path: '/signup', element: <PlaceholderPage title="Sign Up" /> },
  { path: '/reset-password', element: <PlaceholderPage title="Reset Password" /> },
  { path: '/profile-info', element: <PlaceholderPage title="Complete Your Profile" /> },
  { path: '/Dashboard', element: <PlaceholderPage title="Dashboard" /> },
  { path: '/Profile', element: <PlaceholderPage title="Profile" /> },
];
