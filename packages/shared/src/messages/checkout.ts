import { UNPAID_ORDER_EXPIRY_MINUTES } from '../constants.ts';

const expired = `This order was cancelled because it was not paid within ${UNPAID_ORDER_EXPIRY_MINUTES} minutes.`;

/** Placing, paying and refunding: our words where the spec names none (ORDER_MESSAGES has the rest). */
export const CHECKOUT_MESSAGES = {
  idempotencyKeyReused:
    'This Idempotency-Key was already used for a different order. Start a new checkout to place this one.',
  orderChangedMeanwhile: 'This order changed meanwhile. Refresh and try again.',
  alreadyPaid: 'This order is already paid.',
  testPaymentsOff: 'Test payments are off on this server.',
  webhookNotConfigured: 'Webhooks are not configured.',
  webhookSignatureInvalid: 'Invalid webhook signature.',
  /** The provider has not confirmed the refund yet; the server keeps asking until it does. */
  latePaymentRefundPending: `${expired} Your payment will be refunded: we have asked the payment provider and will keep asking until it is done.`,
  duplicatePaymentRefunded: 'This order was already paid, so this second payment has been refunded.',
  duplicatePaymentRefundPending:
    'This order was already paid, so this second payment will be refunded: we have asked the payment provider and will keep asking until it is done.',
  /** The provider refused the refund for good: a person has to finish it (the server logged it). */
  refundNeedsSupport:
    'We could not refund this payment automatically. Our support team has been alerted and will refund it.',
  /** Checkout replayed an order the server had already cancelled (its payment window closed). */
  replayedOrderCancelled: `${expired} Your cart is still here: press Pay to place it again.`,
} as const;
