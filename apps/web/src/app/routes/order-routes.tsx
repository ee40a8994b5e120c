import { lazy, Suspense } from 'react';
import type { RouteObject } from 'react-router';
import type { PayNowSlot } from '../../features/orders/order-types.ts';
import { RequireRole } from '../require-role.tsx';

const CartPage = lazy(() => import('../../features/cart/pages/cart-page.tsx'));
const OrdersPage = lazy(() => import('../../features/orders/pages/orders-page.tsx'));
const OrderPage = lazy(() => import('../../features/orders/pages/order-page.tsx'));
const ReviewPage = lazy(() => import('../../features/review/pages/review-page.tsx'));
// Checkout's payment sheet, composed into My Orders for "Pay now"; it loads on the first tap.
const ResumePayment = lazy(() => import('../../features/cart/components/resume-payment.tsx'));

const payNow: PayNowSlot = ({ order, tip, onDone }) => (
  <Suspense fallback={null}>
    <ResumePayment order={order} onDone={onDone} {...(tip === undefined ? {} : { tip })} />
  </Suspense>
);

/** Cart, checkout, my orders, tracking and reviews. */
export const orderRoutes: RouteObject[] = [
  { path: '/cart', element: <CartPage /> },
  {
    path: '/orders',
    element: (
      <RequireRole>
        <OrdersPage payNow={payNow} />
      </RequireRole>
    ),
  },
  {
    path: '/orders/:orderId',
    element: (
      <RequireRole>
        <OrderPage payNow={payNow} />
      </RequireRole>
    ),
  },
  {
    path: '/review/:orderId',
    element: (
      <RequireRole>
        <ReviewPage />
      </RequireRole>
    ),
  },
];
