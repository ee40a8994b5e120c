import type { RouteObject } from 'react-router';
import { PlaceholderPage } from '../../components/placeholder-page.tsx';

/** Cart, checkout, my orders, tracking and reviews. */
export const orderRoutes: RouteObject[] = [
  { path: '/cart', element: <PlaceholderPage title="Cart" /> },
  { path: '/orders', element: <PlaceholderPage title="My Orders" /> },
  { path: '/review/:orderId', element: <PlaceholderPage title="Review Your Order" /> },
];
