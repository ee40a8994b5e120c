import { DELIVERY_ROLES, WORKSPACE_HOME } from '@app/shared';
import type { RouteObject } from 'react-router';
import { lazyPage } from '../../lib/lazy-page.ts';
import { pageRoute } from '../page-route.ts';
import { WorkspaceGate, workspaceLoader } from '../workspace-gate.tsx';

const DeliveryLayout = lazyPage(() => import('../layouts/delivery-layout.tsx'));
const DeliveryPage = lazyPage(() => import('../../features/delivery/pages/delivery-page.tsx'));

const RIDER = DELIVERY_ROLES;

/** The delivery partner's workspace: where a rider lands after signing in. */
export const deliveryRoutes: RouteObject = {
  element: (
    <WorkspaceGate roles={RIDER}>
      <DeliveryLayout />
    </WorkspaceGate>
  ),
  loader: workspaceLoader(DeliveryLayout),
  children: [pageRoute(WORKSPACE_HOME.deliveryPartner, DeliveryPage)],
};
