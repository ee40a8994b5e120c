import { RESTAURANT_MANAGER_ROLES, WORKSPACE_HOME } from '@app/shared';
import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { WorkspaceGate } from '../workspace-gate.tsx';

const OwnerLayout = lazy(() => import('../layouts/owner-layout.tsx'));
const Dashboard = lazy(() => import('../../features/owner/pages/dashboard-page.tsx'));
const AddFoodItem = lazy(() => import('../../features/owner/pages/food-item-form-page.tsx'));
const EditFoodItem = lazy(() =>
  import('../../features/owner/pages/food-item-form-page.tsx').then((m) => ({ default: m.EditFoodItemPage })),
);
const FoodItems = lazy(() => import('../../features/owner/pages/food-items-page.tsx'));
const Orders = lazy(() => import('../../features/owner/pages/orders-board-page.tsx'));
const Settings = lazy(() => import('../../features/owner/pages/restaurant-settings-page.tsx'));
const Feedback = lazy(() => import('../../features/owner/pages/feedback-page.tsx'));
const Customers = lazy(() => import('../../features/owner/pages/customers-page.tsx'));
const Analytics = lazy(() => import('../../features/owner/pages/analytics-page.tsx'));
const Reports = lazy(() => import('../../features/owner/pages/reports-page.tsx'));
const Statements = lazy(() => import('../../features/owner/pages/statements-page.tsx'));
const HelpDesk = lazy(() => import('../../features/owner/pages/help-desk-page.tsx'));
// The ticket shares the board's chunk (it is printed from there): no new chunk list on `/`.
const KitchenTicket = lazy(() =>
  import('../../features/owner/pages/orders-board-page.tsx').then((m) => ({ default: m.KitchenTicketPage })),
);

// The coupons page shares it too: a new chunk would lengthen the entry's list of them.
const Coupons = lazy(() =>
  import('../../features/owner/pages/orders-board-page.tsx').then((m) => ({ default: m.OwnerCouponsPage })),
);

const OWNER = RESTAURANT_MANAGER_ROLES;

/** The restaurant owner's workspace: every route inside the owner's shell, each a lazy chunk. */
export const ownerRoutes: RouteObject = {
  element: (
    <WorkspaceGate roles={OWNER}>
      <OwnerLayout />
    </WorkspaceGate>
  ),
  children: [
    { path: WORKSPACE_HOME.restaurantOwner, element: <Dashboard /> },
    { path: '/restaurant/view', element: <Settings title="My Restaurant" /> },
    { path: '/food-items', element: <FoodItems /> },
    { path: '/food-items/:id/edit', element: <EditFoodItem /> },
    { path: '/add-food-item', element: <AddFoodItem /> },
    { path: '/restaurant-customers', element: <Customers /> },
    { path: '/restaurant-orders', element: <Orders /> },
    { path: '/restaurant-feedback', element: <Feedback /> },
    { path: '/restaurant-helpdesk', element: <HelpDesk /> },
    { path: '/restaurant-analytics', element: <Analytics /> },
    { path: '/restaurant-reports', element: <Reports /> },
    { path: '/restaurant-statements', element: <Statements /> },
    { path: '/restaurant-coupons', element: <Coupons /> },
    { path: '/restaurant-settings', element: <Settings title="Settings" /> },
    // Drawn without the shell by OwnerLayout (it is what prints).
    { path: '/kitchen-ticket/:orderId', element: <KitchenTicket /> },
  ],
};
