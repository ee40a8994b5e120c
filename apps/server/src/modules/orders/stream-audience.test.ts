import { ORDER_STATUSES, type TRole } from '@app/shared';
import { describe, expect, it } from 'vitest';
import type { SessionUser } from '../auth/auth.ts';
import type { OrderEvent } from './order-events.ts';
import { isAudience } from './order-stream.ts';
import { StreamIndex } from './stream-audience.ts';

/** The live path's fan-out by audience (issue 27): an event reaches every stream that may hear it, and only looks at those. */
type Stream = { userId: string; role: TRole };
const stream = (userId: string, role: TRole): Stream => ({ userId, role });
const userOf = (s: Stream) => ({ id: s.userId, role: s.role }) as SessionUser;

function city() {
  const index = new StreamIndex<Stream>();
  const customers = Array.from({ length: 10_000 }, (_, i) => stream(`c${i}`, 'customer'));
  const owners = Array.from({ length: 200 }, (_, i) => stream(`o${i}`, 'restaurantOwner'));
  const riders = Array.from({ length: 300 }, (_, i) => stream(`r${i}`, 'deliveryPartner'));
  const admins = [stream('a0', 'admin'), stream('a1', 'admin')];
  // A customer with two tabs.
  const secondTab = stream('c7', 'customer');
  for (const s of [...customers, ...owners, ...riders, ...admins, secondTab]) index.add(s);
  return {
    index,
    customers,
    owners,
    riders,
    admins,
    secondTab,
    everyone: [...customers, ...owners, ...riders, ...admins, secondTab],
  };
}

describe('StreamIndex', () => {
  it("a status change of one order looks at its customer's tabs, its owner, its rider and the admins only", () => {
    const { index, secondTab } = city();
    const e: OrderEvent = {
      orderId: 'x',
      status: 'On the way',
      userId: 'c7',
      restaurantOwnerId: 'o3',
      deliveryPartnerId: 'r9',
      ready: true,
    };
    const reached = [...index.candidates(e)].map((s) => s.userId).sort();
    expect(reached).toEqual(['a0', 'a1', 'c7', 'c7', 'o3', 'r9']);
    expect(index.candidates(e).has(secondTab)).toBe(true);
  });

  it('an order offered for pickup reaches every rider, and so does its being taken', () => {
    const { index } = city();
    const offered: OrderEvent = {
      orderId: 'y',
      status: 'Preparing',
      userId: 'c1',
      restaurantOwnerId: 'o1',
      deliveryPartnerId: null,
      ready: true,
      kind: 'ready',
    };
    expect([...index.candidates(offered)].filter((s) => s.role === 'deliveryPartner')).toHaveLength(300);
    const taken: OrderEvent = { ...offered, kind: 'taken', deliveryPartnerId: 'r1' };
    expect([...index.candidates(taken)].filter((s) => s.role === 'deliveryPartner')).toHaveLength(300);
  });

  it('never misses a stream the exact rule lets hear an event (2,000 random events against every stream)', () => {
    const { index, everyone } = city();
    let seed = 7;
    const next = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)] as T;
    const kinds = [undefined, 'ready', 'taken', 'released', 'location', 'offer'] as const;
    for (let i = 0; i < 2_000; i += 1) {
      const rider = next() < 0.5 ? `r${Math.floor(next() * 300)}` : null;
      const kind = pick(kinds);
      const e: OrderEvent = {
        orderId: `o-${i}`,
        status: pick(ORDER_STATUSES),
        userId: `c${Math.floor(next() * 10_000)}`,
        restaurantOwnerId: next() < 0.9 ? `o${Math.floor(next() * 200)}` : null,
        deliveryPartnerId: rider,
        ready: next() < 0.5,
        ...(kind ? { kind } : {}),
        ...(kind === 'offer' ? { offeredTo: `r${Math.floor(next() * 300)}` } : {}),
      };
      const candidates = index.candidates(e);
      for (const s of everyone) if (isAudience(userOf(s), e)) expect(candidates.has(s)).toBe(true);
    }
  });

  it('forgets a closed stream', () => {
    const { index, secondTab } = city();
    const before = index.size;
    index.delete(secondTab);
    index.delete(secondTab);
    expect(index.size).toBe(before - 1);
    expect([...index.ofUser('c7')]).toHaveLength(1);
  });
});
