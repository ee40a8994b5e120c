import type { RouteObject } from 'react-router';
import { PlaceholderPage } from '../../components/placeholder-page.tsx';
import { RequireRole } from '../require-role.tsx';

/** Cart, checkout, my orders, tracking and reviews. */
export const orderRoutes: RouteObject[] = [
  { path: '/cart', element: <PlaceholderPage title="Cart" /> },
  {
    path: '/orders',
    element: (
      <RequireRole>
        <PlaceholderPage title="My Orders" />
      </RequireRole>
    ),
  },
  {
    path: '/review/:orderId',
    element: (
      <RequireRole>
        <PlaceholderPage title="Review Your Order" />
      </RequireRole>
    ),
  },
];
