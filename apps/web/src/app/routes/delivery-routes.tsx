import { DELIVERY_ROLES, WORKSPACE_HOME } from '@app/shared';
import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { WorkspaceGate } from '../workspace-gate.tsx';

const DeliveryLayout = lazy(() => import('../layouts/delivery-layout.tsx'));
const DeliveryPage = lazy(() => import('../../features/delivery/pages/delivery-page.tsx'));

const RIDER = DELIVERY_ROLES;

/** The delivery partner's workspace: where a rider lands after signing in. */
export const deliveryRoutes: RouteObject = {
  element: (
    <WorkspaceGate roles={RIDER}>
      <DeliveryLayout />
    </WorkspaceGate>
  ),
  children: [{ path: WORKSPACE_HOME.deliveryPartner, element: <DeliveryPage /> }],
};
