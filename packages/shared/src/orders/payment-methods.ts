/**
 * How an order is paid, and the bounds of the cash-on-delivery cap: online (Razorpay, or the test sheet), or cash at the door (decision 049).
 * On its own so the order contract needs none of cash on delivery's rules to name them.
 */
export const PAYMENT_METHODS = ['online', 'cod'] as const;
export type TPaymentMethod = (typeof PAYMENT_METHODS)[number];

/** The cap the platform ships with, rupees: COD is off until an admin switches it on. */
export const COD_DEFAULT_MAX_ORDER_RUPEES = 1000;
export const COD_MAX_ORDER_MIN_RUPEES = 1;
export const COD_MAX_ORDER_MAX_RUPEES = 100_000;
