import { INDIA_TIME_ZONE, TIMELINE_STATUSES, type TOrder } from '@app/shared';

/** An order's times read in India, wherever the phone is set, like every other time on tracking. */
export const longDate = new Intl.DateTimeFormat('en-IN', {
  dateStyle: 'long',
  timeStyle: 'short',
  timeZone: INDIA_TIME_ZONE,
});
export const shortTime = new Intl.DateTimeFormat('en-IN', { timeStyle: 'short', timeZone: INDIA_TIME_ZONE });

export type TimelineStep = {
  status: (typeof TIMELINE_STATUSES)[number];
  /** Passed: this step or a later one was reached, whether or not its own time was recorded. */
  done: boolean;
  at: Date | null;
  current: boolean;
};

/**
 * The four steps with when each was reached; the furthest reached one is current, and every step
 * before it is passed even without a time of its own (an order seeded or imported as Delivered).
 */
export function timelineOf(order: TOrder): TimelineStep[] {
  const reachedAt = (status: string) => {
    const entry = order.statusHistory.findLast((h) => h.status === status);
    return entry ? new Date(entry.at) : null;
  };
  const currentIndex = TIMELINE_STATUSES.reduce(
    (found, status, i) => (status === order.status || reachedAt(status) ? i : found),
    -1,
  );
  return TIMELINE_STATUSES.map((status, i) => ({
    status,
    done: i <= currentIndex,
    at: i <= currentIndex ? reachedAt(status) : null,
    current: i === currentIndex && order.status !== 'Cancelled',
  }));
}
