import { z } from 'zod';
import { isWholePaise } from '../money.ts';
import { COD_MAX_ORDER_MAX_RUPEES, COD_MAX_ORDER_MIN_RUPEES } from '../orders/payment-methods.ts';

/** Cash on delivery as the admin sets it (decision 049), rupees: off by default, capped by the bill's total. */
export const ZCashOnDeliverySettings = z.object({
  enabled: z.boolean({ error: 'must be true or false' }),
  maxOrderAmount: z
    .number({ error: 'must be an amount in rupees' })
    .min(COD_MAX_ORDER_MIN_RUPEES, `must be at least ₹${COD_MAX_ORDER_MIN_RUPEES}`)
    .max(COD_MAX_ORDER_MAX_RUPEES, `must be at most ₹${COD_MAX_ORDER_MAX_RUPEES}`)
    .refine(isWholePaise, 'must be in rupees and paise (two decimals at most)'),
});
export type TCashOnDeliverySettings = z.infer<typeof ZCashOnDeliverySettings>;

export const CASH_DEPOSIT_REFERENCE_MAX = 200;

/** An admin records cash a rider handed over: rupees, at most the rider's cash in hand. */
export const ZCashDepositInput = z.object({
  amount: z
    .number({ error: 'must be an amount in rupees' })
    .positive('must be more than ₹0')
    .refine(isWholePaise, 'must be in rupees and paise (two decimals at most)'),
  reference: z
    .string({ error: 'is required' })
    .trim()
    .min(1, 'is required')
    .max(CASH_DEPOSIT_REFERENCE_MAX, `must be at most ${CASH_DEPOSIT_REFERENCE_MAX} characters`),
});
export type TCashDepositInput = z.infer<typeof ZCashDepositInput>;

/** One rider's cash, rupees: collected at doors, deposited, and what they still hold. */
export const ZRiderCash = z.object({
  riderId: z.string(),
  name: z.string(),
  email: z.string(),
  collected: z.number(),
  deposited: z.number(),
  cashInHand: z.number(),
});
export type TRiderCash = z.infer<typeof ZRiderCash>;

export const ZCashDeposit = z.object({
  _id: z.string(),
  riderId: z.string(),
  riderName: z.string(),
  amount: z.number(),
  reference: z.string(),
  recordedBy: z.string(),
  createdAt: z.string(),
});
export type TCashDeposit = z.infer<typeof ZCashDeposit>;

/** The admin's Rider cash screen: every rider who ever held cash, and the latest deposits. */
export const ZRiderCashOverview = z.object({
  riders: z.array(ZRiderCash),
  deposits: z.array(ZCashDeposit),
});
export type TRiderCashOverview = z.infer<typeof ZRiderCashOverview>;
