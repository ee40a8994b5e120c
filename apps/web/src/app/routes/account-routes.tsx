import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { RequireRole } from '../require-role.tsx';

const AuthPage = lazy(() => import('../../features/auth/pages/auth-page.tsx'));
const ProfileInfoPage = lazy(() => import('../../features/account/pages/profile-info-page.tsx'));
const ProfilePage = lazy(() => import('../../features/account/pages/profile-page.tsx'));
const DashboardPage = lazy(() => import('../../features/account/pages/dashboard-page.tsx'));
const LogoutPage = lazy(() => import('../../features/account/pages/logout-page.tsx'));

/** Sign-in, sign-up, reset, profile and dashboard. */
export const accountRoutes: RouteObject[] = [
  { path: '/login', element: <AuthPage mode="login" /> },
  { path: '/signup', element: <AuthPage mode="signup" /> },
  { path: '/reset-password', element: <AuthPage mode="reset" /> },
  { path: '/logout', element: <LogoutPage /> },
  {
    path: '/profile-info',
    element: (
      <RequireRole>
        <ProfileInfoPage />
      </RequireRole>
    ),
  },
  {
    path: '/Dashboard',
    element: (
      <RequireRole>
        <DashboardPage />
      </RequireRole>
    ),
  },
  // /Profile has its own spec'd behaviour for missing details ('Loading user details...', then /login).
  { path: '/Profile', element: <ProfilePage /> },
];
