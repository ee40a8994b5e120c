import type { TOrder } from '@app/shared';
import { describe, expect, it } from 'vitest';
import { ticketClock } from './ticket-clock.ts';

const T0 = Date.parse('2026-11-27T14:00:00Z');
const at = (minutes: number) => new Date(T0 + minutes * 60_000).toISOString();

/** An order as the board reads it: only the fields the clock looks at matter. */
function order(over: Partial<TOrder>): TOrder {
  return {
    status: 'Processing',
    createdAt: at(0),
    paidAt: at(1),
    statusHistory: [{ status: 'Processing', at: at(1) }],
    prepMinutes: null,
    readyAt: null,
    riderFirstName: null,
    ...over,
  } as TOrder;
}
const texts = (o: TOrder, minute: number) => ticketClock(o, T0 + minute * 60_000);

describe("the kitchen ticket's clock", () => {
  it('counts a new order from when it was paid', () => {
    expect(texts(order({}), 1)).toEqual([{ text: 'Arrived just now', warn: false }]);
    expect(texts(order({}), 7)).toEqual([{ text: 'Arrived 6 min ago', warn: false }]);
  });

  it('counts a scheduled order from when its kitchen time came, not from its payment', () => {
    const scheduled = order({ kitchenStartsAt: at(120) });
    expect(texts(scheduled, 121)).toEqual([{ text: 'Arrived 1 min ago', warn: false }]);
  });

  it('counts a preparing order down to its prep time, then how late, and says who is coming', () => {
    const preparing = order({
      status: 'Preparing',
      prepMinutes: 15,
      statusHistory: [
        { status: 'Processing', at: at(1) },
        { status: 'Preparing', at: at(2) },
      ],
    });
    expect(texts(preparing, 10)).toEqual([
      { text: 'Due in 7 min', warn: false },
      { text: 'No rider yet', warn: false },
    ]);
    expect(texts({ ...preparing, riderFirstName: 'Selvi' }, 20)).toEqual([
      { text: '3 min past its prep time', warn: true },
      { text: 'Selvi is coming to pick it up', warn: false },
    ]);
  });

  it('flags a ready order that waited 10 minutes for its rider', () => {
    const ready = order({ status: 'Preparing', prepMinutes: 15, readyAt: at(10) });
    expect(texts(ready, 19)[0]).toEqual({ text: 'Ready 9 min ago', warn: false });
    expect(texts(ready, 20)[0]).toEqual({
      text: 'Ready 10 min ago and no rider has picked it up',
      warn: true,
    });
  });

  it('names the rider delivering it, and says nothing of time once it has left', () => {
    expect(texts(order({ status: 'On the way', riderFirstName: 'Selvi' }), 40)).toEqual([
      { text: 'Selvi is delivering it', warn: false },
    ]);
    expect(texts(order({ status: 'Delivered' }), 60)).toEqual([]);
  });
});
