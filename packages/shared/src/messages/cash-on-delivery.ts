import { formatRupees, paiseToRupees } from '../money.ts';

const rupees = (paise: number) => formatRupees(paiseToRupees(paise));

/** What a customer, a rider and an admin read about cash on delivery (decision 049). */
export const COD_MESSAGES = {
  off: 'Cash on delivery is not available right now. Please pay online.',
  aboveCap: (maxPaise: number) =>
    `Cash on delivery is available for orders up to ${rupees(maxPaise)}. Please pay online.`,
  payOnline: 'Pay online',
  cashOnDelivery: 'Cash on delivery',
  /** The checkout's button under "Cash on delivery", rupees: nothing is paid now (fits a 360 px phone). */
  placeCodOrder: (totalRupees: number) => `Place order · ${formatRupees(totalRupees)}`,
  payAtDoor: (paise: number) => `Cash on delivery: pay ${rupees(paise)} at the door`,
  collectCash: (paise: number) => `Collect ${rupees(paise)} in cash`,
  confirmCashLabel: (paise: number) => `I have collected ${rupees(paise)} in cash`,
  cashNotConfirmed: (paise: number) =>
    `Confirm that you collected ${rupees(paise)} in cash before marking this order delivered.`,
  cashInHand: (paise: number) => `Cash in hand: ${rupees(paise)}`,
  depositAboveCashInHand: (paise: number) =>
    `The deposit cannot be more than the rider's cash in hand (${rupees(paise)}).`,
  depositRecorded: 'Deposit recorded.',
  paidAtTheDoor: 'This order is paid in cash at the door: there is nothing to pay online.',
  riderNotFound: 'Delivery partner not found.',
  maxOrderAmountRequired: 'is required when cash on delivery is on',
} as const;
