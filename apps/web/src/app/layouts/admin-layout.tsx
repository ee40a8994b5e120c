import { WORKSPACE_HOME } from '@app/shared';
import {
  IconBuildingStore,
  IconCash,
  IconChartBar,
  IconDiscount,
  IconFileSpreadsheet,
  IconHeadset,
  IconLayoutDashboard,
  IconListCheck,
  IconMessageStar,
  IconMotorbike,
  IconPlus,
  IconReceipt,
  IconSettings,
  IconUserPlus,
  IconUsers,
} from '@tabler/icons-react';
import { Outlet } from 'react-router';
import { type WorkspaceNavItem, WorkspaceShell } from '../../components/workspace/workspace-shell.tsx';
import { AdminHeaderSearch } from '../../features/admin/components/admin-header-search.tsx';
import { AttentionBadge } from '../../features/admin/components/attention-badge.tsx';

/** The spec's admin sidebar (section 2), in its order, plus orders, riders and the audit log; Logout is the shell's. */
export const ADMIN_NAV: readonly WorkspaceNavItem[] = [
  { label: 'Dashboard', to: WORKSPACE_HOME.admin, icon: IconLayoutDashboard },
  { label: 'Add Restaurant', to: '/add-restaurant', icon: IconPlus },
  { label: 'View Restaurants', to: '/view-restaurants', icon: IconBuildingStore },
  { label: 'AddUser', to: '/add-users', icon: IconUserPlus },
  { label: 'View Users', to: '/view-users', icon: IconUsers },
  { label: 'Orders', to: '/admin/orders', icon: IconReceipt },
  { label: 'Rider Assignments', to: '/admin/deliveries', icon: IconMotorbike },
  { label: 'Rider Cash', to: '/admin/rider-cash', icon: IconCash },
  { label: 'Customer Feedback', to: '/admin/feedback', icon: IconMessageStar },
  { label: 'Help Desk', to: '/admin/help-desk', icon: IconHeadset },
  { label: 'Business Analytics', to: '/admin/analytics', icon: IconChartBar },
  { label: 'Sales Reports', to: '/admin/reports', icon: IconFileSpreadsheet },
  { label: 'Coupons', to: '/admin/coupons', icon: IconDiscount },
  { label: 'Payouts', to: '/admin/payouts', icon: IconCash },
  { label: 'System Settings', to: '/admin/settings', icon: IconSettings },
  { label: 'Audit Log', to: '/admin/audit-log', icon: IconListCheck },
];

/** The admin workspace: the shared shell with the admin's sidebar, header search and notification badge. */
export default function AdminLayout() {
  return (
    <WorkspaceShell
      title="Admin"
      homeTo={WORKSPACE_HOME.admin}
      items={ADMIN_NAV}
      search={<AdminHeaderSearch />}
      header={<AttentionBadge />}
    >
      <Outlet />
    </WorkspaceShell>
  );
}
