/**
 * The live path's fan-out (issue 27): the cost of deciding who hears one order event, with 10,000
 * customers, 500 owners, 1,000 riders and 5 admins watching on one instance.
 * `npx tsx bench/live-fanout.ts [events]`. Before: every open stream asked the rule for every event
 * (events x streams). Now: the StreamIndex hands each event to the streams of the people it
 * concerns, each asking the rule (events x receivers). Alternating runs, medians of 5, microseconds
 * per event, and the rule's calls per event. In memory: no sockets, the decision only.
 */
import { performance } from 'node:perf_hooks';
import type { TRole } from '@app/shared';
import type { SessionUser } from '../apps/server/src/modules/auth/auth.ts';
import type { OrderEvent } from '../apps/server/src/modules/orders/order-events.ts';
import { isAudience } from '../apps/server/src/modules/orders/order-stream.ts';
import { StreamIndex } from '../apps/server/src/modules/orders/stream-audience.ts';

const EVENTS = Number(process.argv[2] ?? 5_000);
type Stream = { userId: string; role: TRole; user: SessionUser; heard: number };
const make = (prefix: string, n: number, role: TRole): Stream[] =>
  Array.from({ length: n }, (_, i) => ({
    userId: `${prefix}${i}`,
    role,
    user: { id: `${prefix}${i}`, role } as SessionUser,
    heard: 0,
  }));
const streams = [
  ...make('c', 10_000, 'customer'),
  ...make('o', 500, 'restaurantOwner'),
  ...make('r', 1_000, 'deliveryPartner'),
  ...make('a', 5, 'admin'),
];
const index = new StreamIndex<Stream>();
for (const s of streams) index.add(s);

let seed = 11;
const rnd = () => {
  seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
  return seed / 2 ** 31;
};
// A city's mix: mostly positions and status moves of orders already with a rider; a few offered for pickup.
const events: OrderEvent[] = Array.from({ length: EVENTS }, (_, i) => {
  const r = rnd();
  const base = {
    orderId: `o-${i}`,
    userId: `c${Math.floor(rnd() * 10_000)}`,
    restaurantOwnerId: `o${Math.floor(rnd() * 500)}`,
  };
  if (r < 0.6)
    return {
      ...base,
      status: 'On the way',
      deliveryPartnerId: `r${Math.floor(rnd() * 1_000)}`,
      ready: true,
      kind: 'location',
    } as OrderEvent;
  if (r < 0.95)
    return {
      ...base,
      status: 'Preparing',
      deliveryPartnerId: `r${Math.floor(rnd() * 1_000)}`,
      ready: false,
    } as OrderEvent;
  return { ...base, status: 'Preparing', deliveryPartnerId: null, ready: true, kind: 'ready' } as OrderEvent;
});

let ruleCalls = 0;
const rule = (s: Stream, e: OrderEvent) => {
  ruleCalls += 1;
  if (isAudience(s.user, e)) s.heard += 1;
};
const everyStream = () => {
  for (const e of events) for (const s of streams) rule(s, e);
};
const byAudience = () => {
  for (const e of events) for (const s of index.candidates(e)) rule(s, e);
};

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
const run = (fn: () => void) => {
  ruleCalls = 0;
  const t = performance.now();
  fn();
  return { us: ((performance.now() - t) * 1000) / EVENTS, calls: ruleCalls / EVENTS };
};
const before: number[] = [];
const after: number[] = [];
let callsBefore = 0;
let callsAfter = 0;
for (let i = 0; i < 5; i += 1) {
  const a = run(everyStream);
  const b = run(byAudience);
  before.push(a.us);
  after.push(b.us);
  callsBefore = a.calls;
  callsAfter = b.calls;
}
console.log(
  JSON.stringify(
    {
      streams: streams.length,
      events: EVENTS,
      everyStream: { microsecondsPerEvent: Math.round(median(before)), ruleCallsPerEvent: callsBefore },
      byAudience: {
        microsecondsPerEvent: Math.round(median(after) * 10) / 10,
        ruleCallsPerEvent: Math.round(callsAfter * 10) / 10,
      },
      speedup: Math.round(median(before) / median(after)),
    },
    null,
    2,
  ),
);
