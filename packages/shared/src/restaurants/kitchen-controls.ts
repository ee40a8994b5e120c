import { DEFAULT_PREP_MINUTES } from '../geo/serviceability.ts';
import { DAY_MS, startOfIndiaDay } from '../india-day.ts';
import { KITCHEN_MESSAGES } from '../messages/kitchen-controls.ts';
import { indiaClock, indiaDayWords } from './opening-hours.ts';

/**
 * Kitchen controls (decision 052): busy mode, "sold out for today", auto-accept and the time a
 * kitchen has to accept a paid order. The time rules live here once, in India time (UTC+5:30),
 * whatever the zone of the server or the phone.
 */

/** The extra minutes busy mode may add to a kitchen's prep time (0 = off). */
export const BUSY_MODE_MINUTES = [0, 10, 20, 30] as const;
export type TBusyMinutes = (typeof BUSY_MODE_MINUTES)[number];

/** "The next morning": a dish sold out for today, and busy mode, end at this India wall-clock hour. */
export const NEXT_MORNING_HOUR = 6;

/** How long a paid order may wait for the kitchen before it is cancelled and refunded. */
export const ACCEPT_WITHIN_MINUTES = { default: 5, min: 2, max: 30 } as const;

/** This many orders missed (cancelled for not being accepted in time) within the window pause a restaurant. */
export const MISSED_ORDERS_TO_PAUSE = 3;
export const MISSED_ORDERS_WINDOW_MINUTES = 60;

/**
 * The next 6:00 am in India strictly after `now`: at 11:59 pm and at 3 am alike it is the coming
 * 6:00 am; at 6:00 am sharp it is tomorrow's. A dish marked "sold out for today" is back then, and
 * busy mode ends then, with no job to run.
 */
export function nextIndiaMorning(now: Date): Date {
  const todays = startOfIndiaDay(now).getTime() + NEXT_MORNING_HOUR * 3_600_000;
  return new Date(todays > now.getTime() ? todays : todays + DAY_MS);
}

/** Whether a dish can be ordered at `now`: its owner's switch is on and it is not sold out for today. */
export function isDishOrderable(
  dish: { isAvailable: boolean; soldOutUntil: Date | null },
  now: Date,
): boolean {
  return dish.isAvailable && !isSoldOutForToday(dish.soldOutUntil, now);
}

/** Sold out for today, still (the morning it comes back has not arrived). */
export function isSoldOutForToday(soldOutUntil: Date | null, now: Date): boolean {
  return soldOutUntil !== null && soldOutUntil.getTime() > now.getTime();
}

/** The minutes busy mode adds at `now`: what the owner picked, until it ends (0 once it has). */
export function busyMinutesAt(r: { busyMinutes: number; busyUntil: Date | null }, now: Date): number {
  return r.busyMinutes > 0 && r.busyUntil !== null && r.busyUntil.getTime() > now.getTime()
    ? r.busyMinutes
    : 0;
}

/**
 * The kitchen's prep time at `now`: the owner's set time (the default until set), plus busy mode's
 * minutes. An order accepted automatically gets it, and a scheduled order reaches the kitchen this
 * long before its half hour (order-slots.ts).
 */
export function kitchenPrepMinutes(
  r: { prepMinutes: number | null; busyMinutes: number; busyUntil: Date | null },
  now: Date,
): number {
  return (r.prepMinutes ?? DEFAULT_PREP_MINUTES) + busyMinutesAt(r, now);
}

/** "Paused automatically at 8:14 pm: 3 orders were not accepted in time." (India time) */
export function autoPauseNote(at: Date): string {
  return KITCHEN_MESSAGES.autoPaused(indiaClock(at, true), MISSED_ORDERS_TO_PAUSE);
}

/** When a sold-out dish or busy mode ends, said from `now`: "6 am" (today) or "tomorrow at 6 am". */
export function untilWords(until: Date, now: Date): string {
  const day = indiaDayWords(until, now);
  return day ? `${day} at ${indiaClock(until)}` : indiaClock(until);
}
