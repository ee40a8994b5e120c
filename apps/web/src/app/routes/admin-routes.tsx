import type { TRole } from '@app/shared';
import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { PlaceholderPage } from '../../components/placeholder-page.tsx';
import { WorkspaceGate } from '../workspace-gate.tsx';

const AdminLayout = lazy(() => import('../layouts/admin-layout.tsx'));
const AdminDashboardPage = lazy(() => import('../../features/admin/pages/admin-dashboard-page.tsx'));
const AddRestaurantPage = lazy(() => import('../../features/admin/pages/add-restaurant-page.tsx'));
const ViewRestaurantsPage = lazy(() => import('../../features/admin/pages/view-restaurants-page.tsx'));
const AddUserPage = lazy(() => import('../../features/admin/pages/add-user-page.tsx'));
const ViewUsersPage = lazy(() => import('../../features/admin/pages/view-users-page.tsx'));
const AuditLogPage = lazy(() => import('../../features/admin/pages/audit-log-page.tsx'));
const AdminFeedbackPage = lazy(() => import('../../features/admin/pages/feedback-page.tsx'));
const AdminHelpDeskPage = lazy(() => import('../../features/admin/pages/help-desk-page.tsx'));

const ADMIN: TRole[] = ['admin'];

/** The admin workspace (issue 12): every route inside the admin's shell, each screen its own chunk. */
export const adminRoutes: RouteObject = {
  element: (
    <WorkspaceGate roles={ADMIN}>
      <AdminLayout />
    </WorkspaceGate>
  ),
  children: [
    { path: '/admin', element: <AdminDashboardPage /> },
    { path: '/add-restaurant', element: <AddRestaurantPage /> },
    { path: '/view-restaurants', element: <ViewRestaurantsPage /> },
    { path: '/add-users', element: <AddUserPage /> },
    { path: '/view-users', element: <ViewUsersPage /> },
    { path: '/admin/audit-log', element: <AuditLogPage /> },
    { path: '/admin/feedback', element: <AdminFeedbackPage /> },
    { path: '/admin/help-desk', element: <AdminHelpDeskPage /> },
    { path: '/admin/analytics', element: <PlaceholderPage title="Business Analytics" /> },
    { path: '/admin/reports', element: <PlaceholderPage title="Sales Reports" /> },
    { path: '/admin/settings', element: <PlaceholderPage title="System Settings" /> },
  ],
};
