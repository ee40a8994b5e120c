import { canSeeOrder, ORDER_STATUSES, type TOrderStatus } from '@app/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { goOnDuty } from '../../../test/delivery-fixtures.ts';
import { call } from '../../../test/http.ts';
import { DELIVERY_INFO } from '../../../test/order-fixtures.ts';
import { createOwnerWithRestaurant, createPersona, type Persona } from '../../../test/personas.ts';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';
import { orders, restaurants } from '../../db/schema/index.ts';
import { makeRestaurant } from '../../db/seed/factories.ts';
import { isAudience } from './order-stream.ts';
import * as repo from './orders.repo.ts';
import { orderEventOf } from './orders.service.ts';

/**
 * "Who may see an order" is stated once (packages/shared canSeeOrder) and once more in SQL for the
 * lists (order-visibility.sql.ts). Orders in every status, of two customers, three restaurants (one
 * without an owner), taken or not by a rider, ready or not: for every kind of person, the database's
 * answer and the rule's must be the same orders, and each API list a part of them.
 */
let ctx: TestContext;
let people: Record<string, Persona>;
let placed: { row: repo.OrderRow; ownerId: string | null }[];

const ids = (list: { _id: string }[] | { id: string }[]) =>
  new Set(list.map((o) => ('_id' in o ? o._id : o.id)));

beforeAll(async () => {
  ctx = await createTestApp();
  const a = await createOwnerWithRestaurant(ctx, 'ownerA');
  const b = await createOwnerWithRestaurant(ctx, 'ownerB');
  const [ownerless] = await ctx.database.db
    .insert(restaurants)
    .values(makeRestaurant({ name: 'Nobody’s kitchen', ownerId: null }))
    .returning();
  if (!ownerless) throw new Error('restaurant insert failed');
  people = {
    customerA: await createPersona(ctx, 'customer', 'customerA'),
    customerB: await createPersona(ctx, 'customer', 'customerB'),
    ownerA: a.owner,
    ownerB: b.owner,
    riderA: await createPersona(ctx, 'deliveryPartner', 'riderA'),
    riderB: await createPersona(ctx, 'deliveryPartner', 'riderB'),
    admin: await createPersona(ctx, 'admin'),
  };
  const places = [
    { id: a.restaurant.id, ownerId: a.owner.id },
    { id: b.restaurant.id, ownerId: b.owner.id },
    { id: ownerless.id, ownerId: null },
  ];
  const readiness = (status: TOrderStatus) =>
    status === 'Preparing' ? [false, true] : [status === 'On the way' || status === 'Delivered'];
  const values = ORDER_STATUSES.flatMap((status) =>
    [people.customerA, people.customerB].flatMap((customer) =>
      places.flatMap((place) =>
        [null, people.riderA?.id ?? null].flatMap((partner) =>
          readiness(status).map((ready) => ({
            userId: customer?.id ?? '',
            restaurantId: place.id,
            status,
            deliveryPartnerId: partner,
            readyAt: ready ? new Date() : null,
            deliveryInfo: DELIVERY_INFO,
            subtotalPaise: 10000,
            deliveryFeePaise: 4900,
            totalPaise: 14900,
          })),
        ),
      ),
    ),
  );
  const rows = await ctx.database.db.insert(orders).values(values).returning();
  const ownerOf = new Map(places.map((p) => [p.id, p.ownerId]));
  placed = rows.map((row) => ({ row, ownerId: ownerOf.get(row.restaurantId) ?? null }));
  await goOnDuty(ctx, people.riderA as Persona);
  await goOnDuty(ctx, people.riderB as Persona);
}, 120_000);
afterAll(async () => ctx?.close());

const viewers = ['customerA', 'customerB', 'ownerA', 'ownerB', 'riderA', 'riderB', 'admin'] as const;
const person = (name: (typeof viewers)[number]) => people[name] as Persona;
/** The signed-in user the live stream sees for a person. */
const sessionOf = (p: Persona) => ({ id: p.id, email: p.email, name: p.email, role: p.role });
const allowedByRule = (viewer: Persona) =>
  new Set(placed.filter((p) => canSeeOrder(viewer, orderEventOf(p.row, p.ownerId))).map((p) => p.row.id));

describe('who may see an order: the shared rule and the SQL of the lists agree', () => {
  it('made orders in every status, for every party (84 orders)', () => {
    expect(placed).toHaveLength(84);
  });

  it.each(viewers)('%s: the database lists exactly the orders the rule allows', async (name) => {
    const viewer = person(name);
    const { rows, total } = await repo.findOrdersPage(
      ctx.database.db,
      viewer,
      { kind: 'all' },
      { limit: 1000, offset: 0 },
    );
    const expected = allowedByRule(viewer);
    expect(total).toBe(expected.size);
    expect(ids(rows)).toEqual(expected);
    // Every kind of person sees some orders and, but for the admin, not all of them.
    expect(expected.size).toBeGreaterThan(0);
    if (name !== 'admin') expect(expected.size).toBeLessThan(placed.length);
  });

  it.each(viewers)('%s: GET /api/order/:id answers 200 exactly where the rule allows', async (name) => {
    const viewer = person(name);
    const expected = allowedByRule(viewer);
    for (const { row } of placed) {
      const res = await call(ctx.app, 'GET', `/api/order/${row.id}`, { caller: viewer });
      expect([row.status, res.statusCode]).toEqual([row.status, expected.has(row.id) ? 200 : 403]);
    }
  });

  it.each(viewers)('%s: every list the API gives is within what the rule allows', async (name) => {
    const viewer = person(name);
    const expected = allowedByRule(viewer);
    for (const scope of ['mine', 'restaurant', 'delivery', 'all']) {
      const res = await call(ctx.app, 'GET', `/api/orders?scope=${scope}&limit=100`, { caller: viewer });
      if (res.statusCode !== 200) {
        expect(res.statusCode).toBe(403);
        continue;
      }
      for (const id of ids(res.json())) expect(expected.has(id)).toBe(true);
    }
  });

  it("a restaurant's list is all the rule lets its owner see; a rider's offers are the rule's offers", async () => {
    const owner = person('ownerA');
    const board = await call(ctx.app, 'GET', '/api/orders?scope=restaurant&limit=100', { caller: owner });
    expect(ids(board.json())).toEqual(allowedByRule(owner));

    const rider = person('riderB'); // has taken nothing: sees only what is offered to every rider
    const offers = await call(ctx.app, 'GET', '/api/orders?scope=delivery&limit=100', { caller: rider });
    expect(ids(offers.json())).toEqual(allowedByRule(rider));
    expect(offers.json()).toHaveLength(6); // Preparing, ready, nobody's: 2 customers x 3 restaurants
  });

  it("the owner dashboard's latest orders are ones the rule lets the owner see", async () => {
    const owner = person('ownerA');
    const restaurantId = placed.find((p) => p.ownerId === owner.id)?.row.restaurantId ?? '';
    const res = await call(ctx.app, 'GET', `/api/owner/dashboard?restaurantId=${restaurantId}`, {
      caller: owner,
    });
    const recent: { _id: string }[] = res.json().recentOrders;
    expect(recent).toHaveLength(5);
    for (const id of ids(recent)) expect(allowedByRule(owner).has(id)).toBe(true);
  });

  it.each(viewers)('%s: hears the live events of exactly the orders the rule allows', (name) => {
    const viewer = person(name);
    for (const { row, ownerId } of placed) {
      const event = orderEventOf(row, ownerId);
      expect(isAudience(sessionOf(viewer), event)).toBe(canSeeOrder(viewer, event));
    }
  });

  it('every rider hears that an offered order was taken, so it leaves their list at once', () => {
    const taken = placed.find((p) => p.row.status === 'Preparing' && p.row.deliveryPartnerId !== null);
    if (!taken) throw new Error('no taken order');
    const event = { ...orderEventOf(taken.row, taken.ownerId), kind: 'taken' as const };
    expect(canSeeOrder(person('riderB'), event)).toBe(false);
    expect(isAudience(sessionOf(person('riderB')), event)).toBe(true);
    expect(isAudience(sessionOf(person('customerB')), { ...event, userId: person('customerA').id })).toBe(
      false,
    );
  });
});
