import type { RouteObject } from 'react-router';
import { lazyPage } from '../../lib/lazy-page.ts';
import { pageRoute } from '../page-route.ts';

const AuthPage = lazyPage(() => import('../../features/auth/pages/auth-page.tsx'));
const ProfileInfoPage = lazyPage(() => import('../../features/account/pages/profile-info-page.tsx'));
const ProfilePage = lazyPage(() => import('../../features/account/pages/profile-page.tsx'));
const DashboardPage = lazyPage(() => import('../../features/account/pages/dashboard-page.tsx'));
const LogoutPage = lazyPage(() => import('../../features/account/pages/logout-page.tsx'));

/** Sign-in, sign-up, reset, profile and dashboard. */
export const accountRoutes: RouteObject[] = [
  pageRoute('/login', AuthPage, { element: <AuthPage mode="login" /> }),
  pageRoute('/signup', AuthPage, { element: <AuthPage mode="signup" /> }),
  pageRoute('/reset-password', AuthPage, { element: <AuthPage mode="reset" /> }),
  pageRoute('/logout', LogoutPage),
  pageRoute('/profile-info', ProfileInfoPage, { signedIn: true }),
  pageRoute('/Dashboard', DashboardPage, { signedIn: true }),
  // /Profile has its own spec'd behaviour for missing details ('Loading user details...', then /login).
  pageRoute('/Profile', ProfilePage),
];
