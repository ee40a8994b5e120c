import { MAX_TIP_RUPEES } from '../orders/bill.ts';

/** A tip for the rider after delivery (decision 045): what the customer is told when it cannot be given. */
export const TIP_MESSAGES = {
  notDelivered: 'You can tip your rider once the order is delivered.',
  alreadyGiven: 'You have already tipped your rider for this order. Thank you!',
  overLimit: `Tips on one order can be at most ₹${MAX_TIP_RUPEES} in all.`,
} as const;
