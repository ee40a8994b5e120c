import { describe, expect, it } from 'vitest';
import {
  CUSTOMER_CANCEL_WINDOW_MS,
  checkTransition,
  nextStatusesFor,
  ORDER_STATUSES,
  statusBadgeColor,
  type TActor,
  TIMELINE_STATUSES,
  type TOrderStatus,
} from './order-status.ts';

const ACTORS = {
  orderCustomer: { role: 'customer', isOrderCustomer: true },
  otherCustomer: { role: 'customer', isOrderCustomer: false },
  restaurantOwner: { role: 'restaurantOwner', isRestaurantOwner: true },
  otherRestaurantOwner: { role: 'restaurantOwner', isRestaurantOwner: false },
  admin: { role: 'admin' },
  assignedPartner: { role: 'deliveryPartner', isAssignedPartner: true },
  otherPartner: { role: 'deliveryPartner', isAssignedPartner: false },
  system: { role: 'system' },
  // Flags must not stand in for the role: a customer claiming ownership is still a customer.
  customerWithOwnerFlag: {
    role: 'customer',
    isOrderCustomer: true,
    isRestaurantOwner: true,
    isAssignedPartner: true,
  },
} satisfies Record<string, TActor>;
type TActorKey = keyof typeof ACTORS;

// Written out by hand from the product decisions, independent of the module's own table.
const LEGAL: Record<string, TActorKey[]> = {
  'AwaitingPayment>Processing': ['system'],
  'AwaitingPayment>Cancelled': ['system', 'admin'],
  'Processing>Preparing': ['restaurantOwner', 'admin'],
  'Processing>Cancelled': ['orderCustomer', 'restaurantOwner', 'admin', 'customerWithOwnerFlag'],
  'Preparing>On the way': ['assignedPartner', 'admin'],
  'On the way>Delivered': ['assignedPartner', 'admin'],
};

const now = new Date('2025-01-15T12:00:00.000Z');
const paidAt = new Date(now.getTime() - 60_000);

const cases = ORDER_STATUSES.flatMap((from) =>
  ORDER_STATUSES.flatMap((to) =>
    (Object.keys(ACTORS) as TActorKey[]).map((actorKey) => ({
      from,
      to,
      actorKey,
      legal: LEGAL[`${from}>${to}`]?.includes(actorKey) ?? false,
    })),
  ),
);

describe('checkTransition: every (from, to) pair for every actor', () => {
  it('covers all pairs', () => {
    expect(cases).toHaveLength(6 * 6 * Object.keys(ACTORS).length);
  });

  it.each(cases)('$from -> $to by $actorKey: legal=$legal', ({ from, to, actorKey, legal }) => {
    const result = checkTransition({ from, to, actor: ACTORS[actorKey], paidAt, now });
    expect(result.ok).toBe(legal);
    if (!result.ok) {
      expect(result.reason).toMatch(/^[A-Z].*\.$/);
      expect(result.reason).not.toMatch(/AwaitingPayment/);
    }
  });
});

describe('checkTransition reasons', () => {
  const check = (from: TOrderStatus, to: TOrderStatus, actor: TActor) =>
    checkTransition({ from, to, actor, paidAt, now });

  it('names the impossible move', () => {
    expect(check('Delivered', 'Preparing', ACTORS.admin)).toEqual({
      ok: false,
      reason: "An order can't go from Delivered to Preparing.",
    });
    expect(check('AwaitingPayment', 'Delivered', ACTORS.system)).toEqual({
      ok: false,
      reason: "An order can't go from Awaiting payment to Delivered.",
    });
  });

  it('says a same-status change is not a move', () => {
    expect(check('Preparing', 'Preparing', ACTORS.admin)).toEqual({
      ok: false,
      reason: 'The order is already Preparing.',
    });
  });

  it('tells others that only the restaurant can accept', () => {
    expect(check('Processing', 'Preparing', ACTORS.otherRestaurantOwner)).toEqual({
      ok: false,
      reason: 'Only the restaurant can accept this order.',
    });
  });

  it('refuses a status that is not one of ours', () => {
    const result = checkTransition({
      from: 'Shipped' as TOrderStatus,
      to: 'Delivered',
      actor: ACTORS.admin,
      paidAt,
      now,
    });
    expect(result.ok).toBe(false);
  });
});

describe('customer cancellation window', () => {
  const cancelAfter = (elapsedMs: number, actor: TActor = ACTORS.orderCustomer) =>
    checkTransition({
      from: 'Processing',
      to: 'Cancelled',
      actor,
      paidAt: new Date(now.getTime() - elapsedMs),
      now,
    });
  const late = { ok: false, reason: 'Orders can be cancelled only within 5 minutes of payment.' };

  it('allows cancelling right after payment', () => {
    expect(cancelAfter(0)).toEqual({ ok: true });
  });

  it('allows cancelling at exactly 5:00', () => {
    expect(cancelAfter(CUSTOMER_CANCEL_WINDOW_MS)).toEqual({ ok: true });
  });

  it('refuses one millisecond after 5:00', () => {
    expect(cancelAfter(CUSTOMER_CANCEL_WINDOW_MS + 1)).toEqual(late);
  });

  it('refuses when no payment time is known', () => {
    const result = checkTransition({
      from: 'Processing',
      to: 'Cancelled',
      actor: ACTORS.orderCustomer,
      paidAt: null,
      now,
    });
    expect(result).toEqual(late);
  });

  it('refuses an invalid payment time', () => {
    const result = checkTransition({
      from: 'Processing',
      to: 'Cancelled',
      actor: ACTORS.orderCustomer,
      paidAt: new Date(Number.NaN),
      now,
    });
    expect(result).toEqual(late);
  });

  it('lets the restaurant and an admin cancel after the window', () => {
    expect(cancelAfter(CUSTOMER_CANCEL_WINDOW_MS * 10, ACTORS.restaurantOwner)).toEqual({ ok: true });
    expect(cancelAfter(CUSTOMER_CANCEL_WINDOW_MS * 10, ACTORS.admin)).toEqual({ ok: true });
  });

  it('never lets another customer cancel, even within the window', () => {
    expect(cancelAfter(0, ACTORS.otherCustomer).ok).toBe(false);
  });
});

describe('nextStatusesFor', () => {
  it('lists what each actor may do now', () => {
    const at = (from: TOrderStatus, actor: TActor, paid: Date | null = paidAt) =>
      nextStatusesFor({ from, actor, paidAt: paid, now });
    expect(at('AwaitingPayment', ACTORS.system)).toEqual(['Processing', 'Cancelled']);
    expect(at('Processing', ACTORS.restaurantOwner)).toEqual(['Preparing', 'Cancelled']);
    expect(at('Processing', ACTORS.orderCustomer)).toEqual(['Cancelled']);
    expect(at('Processing', ACTORS.orderCustomer, new Date(0))).toEqual([]);
    expect(at('Preparing', ACTORS.otherPartner)).toEqual([]);
    expect(at('Preparing', ACTORS.assignedPartner)).toEqual(['On the way']);
    expect(at('On the way', ACTORS.otherPartner)).toEqual([]);
    expect(at('On the way', ACTORS.assignedPartner)).toEqual(['Delivered']);
    expect(at('Delivered', ACTORS.admin)).toEqual([]);
    expect(at('Cancelled', ACTORS.admin)).toEqual([]);
  });
});

describe('statusBadgeColor', () => {
  it.each([
    ['Preparing', 'yellow'],
    ['On the way', 'teal'],
    ['Delivered', 'green'],
    ['Processing', 'gray'],
    ['Cancelled', 'gray'],
    ['AwaitingPayment', 'gray'],
    ['something else', 'gray'],
  ])('%s is %s', (status, color) => {
    expect(statusBadgeColor(status)).toBe(color);
  });
});

describe('TIMELINE_STATUSES', () => {
  it('is the spec timeline, all of them real statuses', () => {
    expect(TIMELINE_STATUSES).toEqual(['Processing', 'Preparing', 'On the way', 'Delivered']);
    for (const s of TIMELINE_STATUSES) expect(ORDER_STATUSES).toContain(s);
  });
});
