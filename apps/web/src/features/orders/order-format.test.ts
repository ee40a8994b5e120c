import type { TOrder } from '@app/shared';
import { describe, expect, it } from 'vitest';
import { longDate, shortTime, timelineOf } from './order-format.ts';

const order = (status: TOrder['status'], history: TOrder['statusHistory']) =>
  ({ status, statusHistory: history }) as TOrder;

describe('timelineOf', () => {
  it('passes every step of a Delivered order even where a step has no time of its own', () => {
    const steps = timelineOf(
      order('Delivered', [
        { status: 'Processing', at: '2026-01-01T10:00:00Z' },
        { status: 'Delivered', at: '2026-01-01T10:40:00Z' },
      ]),
    );
    expect(steps.map((s) => s.done)).toEqual([true, true, true, true]);
    expect(steps.map((s) => s.at === null)).toEqual([false, true, true, false]);
    expect(steps.map((s) => s.current)).toEqual([false, false, false, true]);
  });

  it('leaves the steps after the current one not yet done', () => {
    const steps = timelineOf(order('Preparing', [{ status: 'Processing', at: '2026-01-01T10:00:00Z' }]));
    expect(steps.map((s) => s.done)).toEqual([true, true, false, false]);
    expect(steps.map((s) => s.current)).toEqual([false, true, false, false]);
  });
});

describe('order times', () => {
  // 20:00 UTC on 1 January is 1:30 am on 2 January in India: a browser set to UTC (or anywhere) says the same.
  const lateEvening = new Date('2026-01-01T20:00:00Z');

  it('formats the order card date in India time, not the browser zone', () => {
    expect(longDate.format(lateEvening)).toMatch(/^2 January 2026.*1:30\s?am$/i);
  });

  it('formats the steps and the cancel-until time in India time', () => {
    expect(shortTime.format(lateEvening)).toMatch(/^1:30\s?am$/i);
  });
});
