import { lazy, Suspense } from 'react';
import type { RouteObject } from 'react-router';
import type { PayNowSlot } from '../../features/orders/order-types.ts';
import { lazyPage } from '../../lib/lazy-page.ts';
import { pageRoute } from '../page-route.ts';

const CartPage = lazyPage(() => import('../../features/cart/pages/cart-page.tsx'));
const OrdersPage = lazyPage(() => import('../../features/orders/pages/orders-page.tsx'));
const OrderPage = lazyPage(() => import('../../features/orders/pages/order-page.tsx'));
const ReviewPage = lazyPage(() => import('../../features/review/pages/review-page.tsx'));
// Checkout's payment sheet, composed into My Orders for "Pay now"; it loads on the first tap.
const ResumePayment = lazy(() => import('../../features/cart/components/resume-payment.tsx'));

const payNow: PayNowSlot = ({ order, tip, onDone }) => (
  <Suspense fallback={null}>
    <ResumePayment order={order} onDone={onDone} {...(tip === undefined ? {} : { tip })} />
  </Suspense>
);

/** Cart, checkout, my orders, tracking and reviews. */
export const orderRoutes: RouteObject[] = [
  pageRoute('/cart', CartPage),
  pageRoute('/orders', OrdersPage, { signedIn: true, element: <OrdersPage payNow={payNow} /> }),
  pageRoute('/orders/:orderId', OrderPage, { signedIn: true, element: <OrderPage payNow={payNow} /> }),
  pageRoute('/review/:orderId', ReviewPage, { signedIn: true }),
];
