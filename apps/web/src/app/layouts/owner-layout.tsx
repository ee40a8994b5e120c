import { WORKSPACE_HOME } from '@app/shared';
import {
  IconBuildingStore,
  IconChartBar,
  IconClipboardList,
  IconDiscount,
  IconFileSpreadsheet,
  IconHeadset,
  IconLayoutDashboard,
  IconMessageStar,
  IconPlus,
  IconReceipt,
  IconSettings,
  IconToolsKitchen2,
  IconUsers,
} from '@tabler/icons-react';
import { Outlet, useMatch } from 'react-router';
import { type WorkspaceNavItem, WorkspaceShell } from '../../components/workspace/workspace-shell.tsx';
import { RestaurantPicker } from '../../features/owner/components/restaurant-picker.tsx';

/** The kitchen ticket's print page (features/owner/pages/kitchen-ticket-page.tsx). */
export const KITCHEN_TICKET_PATH = '/kitchen-ticket/:orderId';

/** The spec's restaurant-owner sidebar (section 2), in its order; Logout is the shell's. */
export const OWNER_NAV: readonly WorkspaceNavItem[] = [
  { label: 'Dashboard', to: WORKSPACE_HOME.restaurantOwner, icon: IconLayoutDashboard },
  { label: 'My Restaurant', to: '/restaurant/view', icon: IconBuildingStore },
  { label: 'Menu Management', to: '/food-items', icon: IconToolsKitchen2 },
  { label: 'Add Food Items', to: '/add-food-item', icon: IconPlus },
  { label: 'Customers', to: '/restaurant-customers', icon: IconUsers },
  { label: 'Orders', to: '/restaurant-orders', icon: IconClipboardList },
  { label: 'Feedback', to: '/restaurant-feedback', icon: IconMessageStar },
  { label: 'Help Desk', to: '/restaurant-helpdesk', icon: IconHeadset },
  { label: 'Analytics', to: '/restaurant-analytics', icon: IconChartBar },
  { label: 'Reports', to: '/restaurant-reports', icon: IconFileSpreadsheet },
  { label: 'Statements', to: '/restaurant-statements', icon: IconReceipt },
  { label: 'Coupons', to: '/restaurant-coupons', icon: IconDiscount },
  { label: 'Settings', to: '/restaurant-settings', icon: IconSettings },
];

/** The restaurant owner's workspace: the shared shell with the owner's sidebar. */
export default function OwnerLayout() {
  // The kitchen ticket is what prints: no shell around it.
  if (useMatch(KITCHEN_TICKET_PATH)) return <Outlet />;
  return (
    <WorkspaceShell
      title="Restaurant Admin"
      shortTitle="Owner"
      homeTo="/restaurant-admin"
      items={OWNER_NAV}
      header={<RestaurantPicker />}
    >
      <Outlet />
    </WorkspaceShell>
  );
}
