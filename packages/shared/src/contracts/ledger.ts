import { z } from 'zod';
import { LEDGER_MESSAGES } from '../messages/ledger.ts';
import { PAYOUT_PARTY_KINDS, UTR_PATTERN } from '../orders/ledger.ts';
import { ZId } from './common.ts';

/** A week, named by its Monday (India), `YYYY-MM-DD`; none: this week. */
export const ZWeek = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, LEDGER_MESSAGES.weekNotMonday)
  .refine((d) => new Date(`${d}T00:00:00Z`).getUTCDay() === 1, LEDGER_MESSAGES.weekNotMonday);

export const ZRestaurantStatementQuery = z.object({ restaurantId: ZId, week: ZWeek.optional() });
export const ZRiderStatementQuery = z.object({ week: ZWeek.optional() });

const ZPayoutState = z
  .object({
    id: ZId,
    status: z.enum(['owed', 'paid']),
    amount: z.number(),
    utr: z.string().nullable(),
    paidAt: z.string().nullable(),
  })
  .nullable();

/** A restaurant's week, from the ledger: every amount in rupees. */
export const ZRestaurantStatement = z.object({
  restaurantId: ZId,
  restaurantName: z.string(),
  weekStart: z.string(),
  weekEnd: z.string(),
  orders: z.number().int(),
  gross: z.number(),
  commission: z.number(),
  gst: z.number(),
  refunds: z.number(),
  restaurantDiscounts: z.number(),
  netPayable: z.number(),
  payout: ZPayoutState,
  lines: z.array(
    z.object({
      orderId: ZId,
      invoiceNumber: z.string().nullable(),
      at: z.string(),
      gross: z.number(),
      commission: z.number(),
      gst: z.number(),
      discount: z.number(),
      refund: z.number(),
      net: z.number(),
    }),
  ),
});
export type TRestaurantStatement = z.infer<typeof ZRestaurantStatement>;

/** A rider's week, from the ledger. */
export const ZRiderStatement = z.object({
  riderId: z.string(),
  weekStart: z.string(),
  weekEnd: z.string(),
  deliveries: z.number().int(),
  deliveryPay: z.number(),
  tips: z.number(),
  netPayable: z.number(),
  cashCollected: z.number(),
  cashDeposited: z.number(),
  cashToDeposit: z.number(),
  payout: ZPayoutState,
});
export type TRiderStatement = z.infer<typeof ZRiderStatement>;

export const ZPayout = z.object({
  id: ZId,
  partyKind: z.enum(PAYOUT_PARTY_KINDS),
  party: z.string(),
  partyName: z.string(),
  weekStart: z.string(),
  amount: z.number(),
  status: z.enum(['owed', 'paid']),
  utr: z.string().nullable(),
  paidAt: z.string().nullable(),
});
export type TPayout = z.infer<typeof ZPayout>;

export const ZPayoutList = z.object({
  items: z.array(ZPayout),
  owedTotal: z.number(),
  /** Earned in the ledger and in no payout yet (the running week, or a week not closed). */
  accruing: z.object({ amount: z.number(), parties: z.number().int() }),
  /** Razorpay Route (decision 048): restaurant shares still to send or to take back. */
  transfers: z.object({
    waiting: z.number().int(),
    waitingAmount: z.number(),
    reversing: z.number().int(),
    /** Restaurants with shares waiting and no linked account: the admin must add it. */
    unlinkedRestaurants: z.number().int(),
    lastError: z.string().nullable(),
  }),
});
export type TPayoutList = z.infer<typeof ZPayoutList>;
export const ZPayoutListQuery = z.object({ status: z.enum(['owed', 'paid']).optional() });

export const ZCloseWeekInput = z.object({ week: ZWeek });
export const ZCloseWeekResult = z.object({ created: z.number().int(), items: z.array(ZPayout) });

export const ZMarkPayoutPaidInput = z.object({
  utr: z
    .string()
    .trim()
    .transform((u) => u.toUpperCase())
    .pipe(z.string().regex(UTR_PATTERN, LEDGER_MESSAGES.badUtr)),
});
export type TMarkPayoutPaidInput = z.input<typeof ZMarkPayoutPaidInput>;
