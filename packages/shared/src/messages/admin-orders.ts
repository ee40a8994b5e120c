/** The admin's Orders screen, rider assignments and header search: our words (the spec names none). */
export const ADMIN_ORDER_MESSAGES = {
  orderNotFound: 'Order not found',
  notPaid: 'Only a paid order can be refunded.',
  paidInCash:
    'This order was paid in cash at the door, so it cannot be refunded online: give the money back by hand.',
  alreadyRefunded: 'This order has already been refunded.',
  refundReasonRequired: 'Give a reason for the refund.',
  refundRequested: 'Refund recorded. The payment provider has been asked to return the money.',
  refundDone: 'Order refunded.',
  statusChanged: (status: string) => `Order moved to ${status}.`,
  noOrdersFound: 'No orders found matching your search',
  noOrders: 'No orders yet',
  unassigned: 'Rider unassigned.',
  noDeliveries: 'No deliveries in progress.',
  searchNothing: 'Nothing found.',
} as const;

/** What the customer reads on My Orders about an order's refund (a cancellation's or an admin's). */
export const CUSTOMER_REFUND_MESSAGES = {
  processed: 'Refunded: your payment has been returned in full.',
  pending: 'Refund on its way: we have asked the payment provider to return your payment.',
  failed:
    'We could not refund this payment automatically. Our support team has been alerted and will refund it.',
} as const;

/** How a refund's state reads in a badge. */
export const REFUND_STATE_LABELS = {
  pending: 'Refund pending',
  processed: 'Refunded',
  failed: 'Refund failed',
} as const;
