import type { TOrder, TPaymentVerifyInput } from '@app/shared';
import { api } from '../../../lib/api-client.ts';
import type { PaymentPurpose } from '../payment/pay-outcome.ts';

/**
 * The server checks the signature; the order becomes Processing, or the tip after delivery is the
 * rider's (once, however often asked).
 */
export const verifyPayment = (orderId: string, result: TPaymentVerifyInput, purpose: PaymentPurpose) =>
  api.send<TOrder>('POST', `/orders/${encodeURIComponent(orderId)}/${purpose}/verify`, result);
