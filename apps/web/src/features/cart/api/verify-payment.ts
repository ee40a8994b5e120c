import type { TOrder, TPaymentVerifyInput } from '@app/shared';
import { api } from '../../../lib/api-client.ts';

/** The server checks the signature; the order becomes Processing (once, however often asked). */
export const verifyPayment = (orderId: string, result: TPaymentVerifyInput) =>
  api.send<TOrder>('POST', `/orders/${encodeURIComponent(orderId)}/payment/verify`, result);
