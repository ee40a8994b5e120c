import type { TOrder, TPaymentStart } from '@app/shared';
import type { TRefundReason, TRefundStatus } from '../../db/schema/index.ts';
import type { Tx } from '../../db/transaction.ts';

/**
 * The one door between orders and payments (no import cycle): orders never imports the payments
 * module; app.ts hands the orders service a `PaymentsPort` that modules/payments builds
 * (`createPaymentsPort`). In the other direction payments uses only `orders-for-payments.ts`.
 */

/** A payment that must go back to the customer, and why. */
export type RefundIntent = {
  orderId: string;
  /** The provider's payment id; one refund per payment, however many callers ask. */
  paymentId: string;
  amountPaise: number;
  reason: TRefundReason;
  /** An admin's refund: their reason and id (modules/admin/admin-orders.service.ts). */
  note?: string;
  requestedBy?: string;
};

export type PaymentsPort = {
  mode: TPaymentStart['mode'];
  keyId: string | null;
  /** Opens a provider order for this amount (Razorpay's order id, or a test one); our order id is the receipt. */
  createProviderOrder(amountPaise: number, receipt: string): Promise<string>;
  /**
   * Records a refund we owe, inside the caller's transaction (so it commits with the status move
   * that made it owed). Returns the refund's id, or null when that payment already has one.
   * Never calls the provider: do that after the commit with `settleRefund`.
   */
  recordRefund(tx: Tx, intent: RefundIntent): Promise<string | null>;
  /**
   * After the commit: asks the provider for the refund (with its idempotency key, so asking twice
   * refunds once) and records the outcome. Never throws: a refund it could not finish stays
   * `pending` and the periodic finisher (`finishPendingRefunds`) completes it.
   */
  settleRefund(refundId: string): Promise<TRefundStatus>;
};

/** What the payment sheet is opened with, for an order placed earlier or just now. */
export function paymentStartFor(
  port: Pick<PaymentsPort, 'mode' | 'keyId'>,
  order: { providerOrderId: string | null; totalPaise: number; deliveryInfo: TOrder['deliveryInfo'] },
  email: string,
): TPaymentStart {
  return {
    mode: port.mode,
    keyId: port.keyId,
    providerOrderId: order.providerOrderId ?? '',
    amount: order.totalPaise,
    currency: 'INR',
    prefill: { name: order.deliveryInfo.name, contact: order.deliveryInfo.phone, email },
  };
}
