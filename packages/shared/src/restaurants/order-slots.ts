import { SCHEDULE_MESSAGES } from '../messages/scheduled-orders.ts';
import { indiaClock, indiaDayWords, openSpansFrom, type TStoredHours } from './opening-hours.ts';

/**
 * Scheduled orders (decision 053), stated once for the server and the checkout. A slot is a half
 * hour in which the food arrives; the kitchen gets the order at the slot's start minus the prep
 * time, so it is ready as the slot begins and travels within it.
 */
export const SLOT_MINUTES = 30;
const SLOT_MS = SLOT_MINUTES * 60_000;
/** How far ahead a customer may order. */
export const SCHEDULE_AHEAD_DAYS = 2;
/** Orders one restaurant takes for one slot, unless its owner sets another number. */
export const SLOT_CAPACITY = { default: 10, min: 1, max: 100 } as const;

/**
 * The slot starts offered at `now` (epoch-aligned half hours, which are India's :00 and :30): from
 * the first the kitchen can make (start − prep ≥ now) to 2 days ahead, each with the kitchen open
 * from the moment it gets the order to the slot's start. Oldest first.
 */
export function orderSlots(hours: TStoredHours, prepMinutes: number, now: Date): Date[] {
  const prepMs = prepMinutes * 60_000;
  const first = Math.ceil((now.getTime() + prepMs) / SLOT_MS) * SLOT_MS;
  const last = now.getTime() + SCHEDULE_AHEAD_DAYS * 86_400_000;
  const spans = openSpansFrom(hours, now, SCHEDULE_AHEAD_DAYS + 1);
  const slots: Date[] = [];
  for (let start = first; start <= last; start += SLOT_MS) {
    const kitchenFrom = start - prepMs;
    if (spans.some(([open, close]) => open <= kitchenFrom && start <= close)) slots.push(new Date(start));
  }
  return slots;
}

/** Whether `at` is one of the slots offered at `now` (what POST /api/orders accepts as `scheduledFor`). */
export function isOfferedSlot(hours: TStoredHours, prepMinutes: number, at: Date, now: Date): boolean {
  return orderSlots(hours, prepMinutes, now).some((s) => s.getTime() === at.getTime());
}

/** When the kitchen gets an order for the slot starting at `slotStart`. */
export const kitchenStartsAt = (slotStart: Date, prepMinutes: number): Date =>
  new Date(slotStart.getTime() - prepMinutes * 60_000);

/** The slot's end (the latest the food is promised for). */
export const slotEnd = (slotStart: Date): Date => new Date(slotStart.getTime() + SLOT_MS);

/** "today, 7:00–7:30 pm", "tomorrow, 11:30 am–12:00 pm", "Sat, 7:00–7:30 pm", in India time. */
export function slotWords(slotStart: Date, now: Date): string {
  const day = (indiaDayWords(slotStart, now) || 'today').replace(/^on /, '');
  const from = indiaClock(slotStart, true);
  const to = indiaClock(slotEnd(slotStart), true);
  const sameHalf = from.slice(-2) === to.slice(-2);
  return `${day}, ${sameHalf ? from.slice(0, -3) : from}–${to}`;
}

/** "Scheduled for today, 7:00–7:30 pm". */
export const scheduledWords = (slotStart: Date, now: Date): string =>
  SCHEDULE_MESSAGES.scheduledFor(slotWords(slotStart, now));
