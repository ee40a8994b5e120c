import type { TPlaceOrderResponse } from '@app/shared';
import { api } from '../../../lib/api-client.ts';

/** GET /api/orders/:id/payment: the payment to open for an order placed earlier, on any device. */
export const getOrderPayment = (orderId: string) =>
  api.get<TPlaceOrderResponse>(`/orders/${encodeURIComponent(orderId)}/payment`);

/** POST /api/orders/:id/tip: the payment to open for a tip to the rider after delivery. */
export const startTip = (orderId: string, tip: number) =>
  api.send<TPlaceOrderResponse>('POST', `/orders/${encodeURIComponent(orderId)}/tip`, { tip });
