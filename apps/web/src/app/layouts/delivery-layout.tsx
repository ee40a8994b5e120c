import { WORKSPACE_HOME } from '@app/shared';
import { IconMotorbike } from '@tabler/icons-react';
import { Outlet } from 'react-router';
import { type WorkspaceNavItem, WorkspaceShell } from '../../components/workspace/workspace-shell.tsx';

export const DELIVERY_NAV: readonly WorkspaceNavItem[] = [
  { label: 'Deliveries', to: WORKSPACE_HOME.deliveryPartner, icon: IconMotorbike },
];

/** The delivery partner's workspace: the shared shell, phone first. */
export default function DeliveryLayout() {
  return (
    <WorkspaceShell title="Chennai Eats Rider" homeTo="/delivery" items={DELIVERY_NAV}>
      <Outlet />
    </WorkspaceShell>
  );
}
