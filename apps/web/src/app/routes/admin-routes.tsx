import { ADMIN_ROLES, WORKSPACE_HOME } from '@app/shared';
import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { WorkspaceGate } from '../workspace-gate.tsx';

const AdminLayout = lazy(() => import('../layouts/admin-layout.tsx'));
const AdminDashboardPage = lazy(() => import('../../features/admin/pages/admin-dashboard-page.tsx'));
const AddRestaurantPage = lazy(() => import('../../features/admin/pages/add-restaurant-page.tsx'));
const ViewRestaurantsPage = lazy(() => import('../../features/admin/pages/view-restaurants-page.tsx'));
const AddUserPage = lazy(() => import('../../features/admin/pages/add-user-page.tsx'));
const ViewUsersPage = lazy(() => import('../../features/admin/pages/view-users-page.tsx'));
const AuditLogPage = lazy(() => import('../../features/admin/pages/audit-log-page.tsx'));
const AdminAnalyticsPage = lazy(() => import('../../features/admin/pages/analytics-page.tsx'));
const AdminReportsPage = lazy(() => import('../../features/admin/pages/reports-page.tsx'));
const AdminSettingsPage = lazy(() => import('../../features/admin/pages/settings-page.tsx'));
const AdminCouponsPage = lazy(() => import('../../features/admin/pages/coupons-page.tsx'));
const AdminRiderCashPage = lazy(() => import('../../features/admin/pages/rider-cash-page.tsx'));
const AdminPayoutsPage = lazy(() => import('../../features/admin/pages/payouts-page.tsx'));
const AdminOrdersPage = lazy(() => import('../../features/admin/pages/orders-page.tsx'));
const AdminOrderDetailPage = lazy(() => import('../../features/admin/pages/order-detail-page.tsx'));
const AdminDeliveriesPage = lazy(() => import('../../features/admin/pages/deliveries-page.tsx'));
const AdminFeedbackPage = lazy(() => import('../../features/admin/pages/feedback-page.tsx'));
const AdminHelpDeskPage = lazy(() => import('../../features/admin/pages/help-desk-page.tsx'));

const ADMIN = ADMIN_ROLES;

/** The admin workspace: every route inside the admin's shell, each screen its own chunk. */
export const adminRoutes: RouteObject = {
  element: (
    <WorkspaceGate roles={ADMIN}>
      <AdminLayout />
    </WorkspaceGate>
  ),
  children: [
    { path: WORKSPACE_HOME.admin, element: <AdminDashboardPage /> },
    { path: '/add-restaurant', element: <AddRestaurantPage /> },
    { path: '/view-restaurants', element: <ViewRestaurantsPage /> },
    { path: '/add-users', element: <AddUserPage /> },
    { path: '/view-users', element: <ViewUsersPage /> },
    { path: '/admin/audit-log', element: <AuditLogPage /> },
    { path: '/admin/orders', element: <AdminOrdersPage /> },
    { path: '/admin/orders/:id', element: <AdminOrderDetailPage /> },
    { path: '/admin/deliveries', element: <AdminDeliveriesPage /> },
    { path: '/admin/feedback', element: <AdminFeedbackPage /> },
    { path: '/admin/help-desk', element: <AdminHelpDeskPage /> },
    { path: '/admin/analytics', element: <AdminAnalyticsPage /> },
    { path: '/admin/reports', element: <AdminReportsPage /> },
    { path: '/admin/settings', element: <AdminSettingsPage /> },
    { path: '/admin/coupons', element: <AdminCouponsPage /> },
    { path: '/admin/rider-cash', element: <AdminRiderCashPage /> },
    { path: '/admin/payouts', element: <AdminPayoutsPage /> },
  ],
};
