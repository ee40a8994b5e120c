import type { TOrder } from '@app/shared';
import { describe, expect, it } from 'vitest';
import { timelineOf } from './order-format.ts';

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
