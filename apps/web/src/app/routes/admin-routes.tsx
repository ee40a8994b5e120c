import { ADMIN_ROLES, WORKSPACE_HOME } from '@app/shared';
import type { RouteObject } from 'react-router';
import { lazyPage } from '../../lib/lazy-page.ts';
import { pageRoute } from '../page-route.ts';
import { WorkspaceGate, workspaceLoader } from '../workspace-gate.tsx';

/** A screen's first reads, from the admin workspace's one small chunk of them (decision 059). */
const adminReads = (name: keyof typeof import('../../features/admin/screen-reads.ts')) => () =>
  import('../../features/admin/screen-reads.ts').then((m) => m[name]);

const AdminLayout = lazyPage(() => import('../layouts/admin-layout.tsx'));
const AdminDashboardPage = lazyPage(() => import('../../features/admin/pages/admin-dashboard-page.tsx'));
const AddRestaurantPage = lazyPage(() => import('../../features/admin/pages/add-restaurant-page.tsx'));
const ViewRestaurantsPage = lazyPage(() => import('../../features/admin/pages/view-restaurants-page.tsx'));
const AddUserPage = lazyPage(() => import('../../features/admin/pages/add-user-page.tsx'));
const ViewUsersPage = lazyPage(() => import('../../features/admin/pages/view-users-page.tsx'));
const AuditLogPage = lazyPage(() => import('../../features/admin/pages/audit-log-page.tsx'));
const AdminAnalyticsPage = lazyPage(() => import('../../features/admin/pages/analytics-page.tsx'));
const AdminReportsPage = lazyPage(() => import('../../features/admin/pages/reports-page.tsx'));
const AdminSettingsPage = lazyPage(() => import('../../features/admin/pages/settings-page.tsx'));
const AdminCouponsPage = lazyPage(() => import('../../features/admin/pages/coupons-page.tsx'));
const AdminRiderCashPage = lazyPage(() => import('../../features/admin/pages/rider-cash-page.tsx'));
const AdminPayoutsPage = lazyPage(() => import('../../features/admin/pages/payouts-page.tsx'));
const AdminOrdersPage = lazyPage(() => import('../../features/admin/pages/orders-page.tsx'));
const AdminOrderDetailPage = lazyPage(() => import('../../features/admin/pages/order-detail-page.tsx'));
const AdminDeliveriesPage = lazyPage(() => import('../../features/admin/pages/deliveries-page.tsx'));
const AdminFeedbackPage = lazyPage(() => import('../../features/admin/pages/feedback-page.tsx'));
const AdminHelpDeskPage = lazyPage(() => import('../../features/admin/pages/help-desk-page.tsx'));

const ADMIN = ADMIN_ROLES;

/** The admin workspace: every route inside the admin's shell, each screen its own chunk (workspaceLoader). */
export const adminRoutes: RouteObject = {
  element: (
    <WorkspaceGate roles={ADMIN}>
      <AdminLayout />
    </WorkspaceGate>
  ),
  loader: workspaceLoader(AdminLayout),
  children: [
    pageRoute(WORKSPACE_HOME.admin, AdminDashboardPage, { reads: adminReads('dashboardReads') }),
    pageRoute('/add-restaurant', AddRestaurantPage),
    pageRoute('/view-restaurants', ViewRestaurantsPage, { reads: adminReads('restaurantsReads') }),
    pageRoute('/add-users', AddUserPage),
    pageRoute('/view-users', ViewUsersPage, { reads: adminReads('usersReads') }),
    pageRoute('/admin/audit-log', AuditLogPage, { reads: adminReads('auditLogReads') }),
    pageRoute('/admin/orders', AdminOrdersPage),
    pageRoute('/admin/orders/:id', AdminOrderDetailPage),
    pageRoute('/admin/deliveries', AdminDeliveriesPage),
    pageRoute('/admin/feedback', AdminFeedbackPage),
    pageRoute('/admin/help-desk', AdminHelpDeskPage),
    pageRoute('/admin/analytics', AdminAnalyticsPage),
    pageRoute('/admin/reports', AdminReportsPage),
    pageRoute('/admin/settings', AdminSettingsPage),
    pageRoute('/admin/coupons', AdminCouponsPage),
    pageRoute('/admin/rider-cash', AdminRiderCashPage),
    pageRoute('/admin/payouts', AdminPayoutsPage),
  ],
};
