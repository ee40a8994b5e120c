import { RESTAURANT_MANAGER_ROLES, WORKSPACE_HOME } from '@app/shared';
import type { RouteObject } from 'react-router';
import { lazyPage } from '../../lib/lazy-page.ts';
import { ownerRestaurantsQuery } from '../../queries/owner-restaurants.ts';
import { pageRoute } from '../page-route.ts';
import { WorkspaceGate, workspaceLoader } from '../workspace-gate.tsx';

/** A screen's first reads, from the owner workspace's one small chunk of them (decision 059). */
const ownerReads = (name: keyof typeof import('../../features/owner/screen-reads.ts')) => () =>
  import('../../features/owner/screen-reads.ts').then((m) => m[name]);

const OwnerLayout = lazyPage(() => import('../layouts/owner-layout.tsx'));
const Dashboard = lazyPage(() => import('../../features/owner/pages/dashboard-page.tsx'));
const AddFoodItem = lazyPage(() => import('../../features/owner/pages/food-item-form-page.tsx'));
const EditFoodItem = lazyPage(() =>
  import('../../features/owner/pages/food-item-form-page.tsx').then((m) => ({ default: m.EditFoodItemPage })),
);
const FoodItems = lazyPage(() => import('../../features/owner/pages/food-items-page.tsx'));
const Orders = lazyPage(() => import('../../features/owner/pages/orders-board-page.tsx'));
const Settings = lazyPage(() => import('../../features/owner/pages/restaurant-settings-page.tsx'));
const Feedback = lazyPage(() => import('../../features/owner/pages/feedback-page.tsx'));
const Customers = lazyPage(() => import('../../features/owner/pages/customers-page.tsx'));
const Analytics = lazyPage(() => import('../../features/owner/pages/analytics-page.tsx'));
const Reports = lazyPage(() => import('../../features/owner/pages/reports-page.tsx'));
const Statements = lazyPage(() => import('../../features/owner/pages/statements-page.tsx'));
const HelpDesk = lazyPage(() => import('../../features/owner/pages/help-desk-page.tsx'));
// The ticket shares the board's chunk (it is printed from there): no new chunk list on `/`.
const KitchenTicket = lazyPage(() =>
  import('../../features/owner/pages/orders-board-page.tsx').then((m) => ({ default: m.KitchenTicketPage })),
);

// The coupons page shares it too: a new chunk would lengthen the entry's list of them.
const Coupons = lazyPage(() =>
  import('../../features/owner/pages/orders-board-page.tsx').then((m) => ({ default: m.OwnerCouponsPage })),
);

const OWNER = RESTAURANT_MANAGER_ROLES;

/**
 * The restaurant owner's workspace: every route inside the owner's shell, each a lazy chunk loaded
 * with the shell's and the session (workspaceLoader).
 */
export const ownerRoutes: RouteObject = {
  element: (
    <WorkspaceGate roles={OWNER}>
      <OwnerLayout />
    </WorkspaceGate>
  ),
  // Every owner screen starts from the owner's restaurants (the picker, the selected one).
  loader: workspaceLoader(OwnerLayout, (client) => client.prefetchQuery(ownerRestaurantsQuery)),
  children: [
    pageRoute(WORKSPACE_HOME.restaurantOwner, Dashboard, { reads: ownerReads('dashboardReads') }),
    pageRoute('/restaurant/view', Settings, {
      element: <Settings title="My Restaurant" />,
      reads: ownerReads('settingsReads'),
    }),
    pageRoute('/food-items', FoodItems),
    pageRoute('/food-items/:id/edit', EditFoodItem),
    pageRoute('/add-food-item', AddFoodItem),
    pageRoute('/restaurant-customers', Customers),
    pageRoute('/restaurant-orders', Orders),
    pageRoute('/restaurant-feedback', Feedback),
    pageRoute('/restaurant-helpdesk', HelpDesk, { reads: ownerReads('helpDeskReads') }),
    pageRoute('/restaurant-analytics', Analytics, { reads: ownerReads('analyticsReads') }),
    pageRoute('/restaurant-reports', Reports),
    pageRoute('/restaurant-statements', Statements),
    pageRoute('/restaurant-coupons', Coupons),
    pageRoute('/restaurant-settings', Settings, {
      element: <Settings title="Settings" />,
      reads: ownerReads('settingsReads'),
    }),
    // Drawn without the shell by OwnerLayout (it is what prints).
    pageRoute('/kitchen-ticket/:orderId', KitchenTicket),
  ],
};
