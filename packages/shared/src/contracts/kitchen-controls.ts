import { z } from 'zod';
import { KITCHEN_MESSAGES as M } from '../messages/kitchen-controls.ts';
import { SCHEDULE_MESSAGES } from '../messages/scheduled-orders.ts';
import { ACCEPT_WITHIN_MINUTES, BUSY_MODE_MINUTES } from '../restaurants/kitchen-controls.ts';
import { SLOT_CAPACITY } from '../restaurants/order-slots.ts';

import { ZPrepMinutes } from './owner.ts';

const capacityRange = SCHEDULE_MESSAGES.capacityRange(SLOT_CAPACITY.min, SLOT_CAPACITY.max);

/**
 * PUT /api/restaurants/{id}/kitchen (decision 052): busy mode (0 = off, or +10/+20/+30 minutes
 * until the next 6:00 am), auto-accept, and how many minutes a paid order may wait to be accepted.
 */
export const ZKitchenSettingsInput = z.strictObject({
  busyMinutes: z
    .number({ error: M.busyMinutesInvalid })
    .refine((n) => (BUSY_MODE_MINUTES as readonly number[]).includes(n), M.busyMinutesInvalid),
  autoAccept: z.boolean({ error: M.autoAcceptInvalid }),
  acceptWithinMinutes: z
    .number({ error: M.acceptWithinRange })
    .int(M.acceptWithinRange)
    .min(ACCEPT_WITHIN_MINUTES.min, M.acceptWithinRange)
    .max(ACCEPT_WITHIN_MINUTES.max, M.acceptWithinRange),
  /**
   * The kitchen's usual preparation time: delivery estimates until it has history (decision 043),
   * auto-accept, and when a scheduled order reaches it (decision 053). Null: the default (15).
   * Absent keeps what is set.
   */
  prepMinutes: ZPrepMinutes.nullable().optional(),
  /** Scheduled orders one half hour takes (decision 053); absent keeps what is set. */
  slotCapacity: z
    .number({ error: capacityRange })
    .int(capacityRange)
    .min(SLOT_CAPACITY.min, capacityRange)
    .max(SLOT_CAPACITY.max, capacityRange)
    .optional(),
});
export type TKitchenSettingsInput = z.infer<typeof ZKitchenSettingsInput>;

/** A restaurant's kitchen controls as its owner and an admin read them (null for anyone else). */
export const ZKitchenSettings = z.object({
  /** What the owner picked; `busyUntil` says until when (null: off or ended). */
  busyMinutes: z.number().int(),
  busyUntil: z.string().nullable(),
  autoAccept: z.boolean(),
  acceptWithinMinutes: z.number().int(),
  slotCapacity: z.number().int(),
  /** The owner's preparation time, or null (the default). */
  prepMinutes: z.number().int().nullable(),
  /** While paused by the missed-orders rule: when, and the words to show. */
  autoPausedAt: z.string().nullable(),
  autoPauseNote: z.string().nullable(),
});
export type TKitchenSettings = z.infer<typeof ZKitchenSettings>;

/** PUT /api/food-items/{id}/sold-out-today: on until the next 6:00 am in India, or off now. */
export const ZSoldOutTodayInput = z.strictObject({
  soldOutToday: z.boolean({ error: M.soldOutTodayInvalid }),
});

/**
 * POST /api/orders/{id}/ticket (issue 26): the kitchen ticket is printed once per order. The board's
 * auto-print asks with `reprint: false` and prints only when told `print: true` (the first device to
 * ask); a tap on "Print ticket" is a reprint and always prints.
 */
export const ZTicketClaimInput = z.strictObject({
  reprint: z.boolean({ error: 'must be true or false' }),
});
export const ZTicketClaim = z.object({ print: z.boolean(), printedAt: z.string() });
export type TTicketClaim = z.infer<typeof ZTicketClaim>;

/** Thermal printer rolls the ticket is laid out for, in millimetres. */
export const TICKET_WIDTHS_MM = [80, 58] as const;
export type TTicketWidth = (typeof TICKET_WIDTHS_MM)[number];
