import { restaurantStatementOf, riderStatementOf } from '@app/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliverOrder, deliveryCodeOf, makeReady, pickUp } from '../../../test/delivery-fixtures.ts';
import { call } from '../../../test/http.ts';
import { makeMenu, orderBody, placeOrder, placePaidOrder } from '../../../test/order-fixtures.ts';
import { createOwnerWithRestaurant, createPersona, type Persona } from '../../../test/personas.ts';
import { SETTINGS_BODY } from '../../../test/settings-fixtures.ts';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';
import { coupons, restaurants } from '../../db/schema/index.ts';
import { sqlRows } from '../../lib/india-days.ts';

/** mulberry32: seeded, so a failure replays exactly. */
function seeded(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/**
 * Random orders through the real service layer and database, over the API as people make them
 * (the pure rule's 10,000 orders are in packages/shared's ledger.property.test.ts; through the API
 * an order is ~0.3 s, so `npm test` runs LEDGER_RANDOM_ORDERS=60 and the note reports a run of
 * 10,000 on PostgreSQL): random dishes and quantities, tips at checkout and after delivery,
 * platform and restaurant coupons, cancellations with refund, deliveries, admin refunds after
 * delivery, cash on delivery collected at the door (or cancelled unpaid) and cash deposits. Every
 * order's entries sum to zero, and each statement's totals (the API's) equal the ledger's balances.
 */
const ORDERS = Number(process.env.LEDGER_RANDOM_ORDERS ?? 60);
let ctx: TestContext;
const owners: { owner: Persona; restaurantId: string; menu: Awaited<ReturnType<typeof makeMenu>> }[] = [];
let customer: Persona;
let rider: Persona;
let admin: Persona;

beforeAll(async () => {
  ctx = await createTestApp();
  for (const [i, bps] of [1500, 2250].entries()) {
    const { owner, restaurant } = await createOwnerWithRestaurant(ctx, `randomOwner${i}`);
    await ctx.database.db.update(restaurants).set({ commissionBps: bps }).where(sql`id = ${restaurant.id}`);
    await ctx.database.db.insert(coupons).values({
      code: `OWN${i}OFF`,
      fundedBy: 'restaurant',
      restaurantId: restaurant.id,
      kind: 'percent',
      value: 1250,
    });
    owners.push({ owner, restaurantId: restaurant.id, menu: await makeMenu(ctx, restaurant.id) });
  }
  await ctx.database.db
    .insert(coupons)
    .values({ code: 'PLATFLAT', fundedBy: 'platform', kind: 'flat', value: 3_333 });
  customer = await createPersona(ctx, 'customer', 'randomCustomer');
  rider = await createPersona(ctx, 'deliveryPartner', 'randomRider');
  admin = await createPersona(ctx, 'admin', 'randomAdmin');
  const cod = await call(ctx.app, 'PUT', '/api/admin/settings', {
    caller: admin,
    body: { ...SETTINGS_BODY, cashOnDelivery: { enabled: true, maxOrderAmount: 5_000 } },
  });
  expect(cod.statusCode, cod.body).toBe(200);
}, 60_000);

const ok = (what: string, res: { statusCode: number; body: string }) =>
  expect(res.statusCode, `${what}: ${res.body}`).toBeLessThan(300);

/** A tip after delivery, paid through the test sheet's signed result as the browser does. */
async function tipAfterDelivery(id: string, amount: number) {
  ok(
    'tip',
    await call(ctx.app, 'POST', `/api/orders/${id}/tip`, { caller: customer, body: { tip: amount } }),
  );
  const signed = await call(ctx.app, 'POST', `/api/orders/${id}/tip/test`, {
    caller: customer,
    body: { outcome: 'success' },
  });
  ok('tip sheet', signed);
  ok(
    'tip verify',
    await call(ctx.app, 'POST', `/api/orders/${id}/tip/verify`, { caller: customer, body: signed.json() }),
  );
}

/** Cash on delivery: placed unpaid, cancelled before the kitchen starts, or delivered with the cash. */
async function cashOrder(o: (typeof owners)[number], body: object, cancel: boolean): Promise<boolean> {
  const placed = await placeOrder(ctx, customer, { ...body, paymentMethod: 'cod' });
  ok('place cod', placed);
  const id = placed.json().order._id as string;
  if (cancel) {
    ok(
      'cancel cod',
      await call(ctx.app, 'POST', `/api/orders/${id}/status`, {
        caller: customer,
        body: { status: 'Cancelled' },
      }),
    );
    return false;
  }
  await makeReady(ctx, o.owner, id);
  await pickUp(ctx, rider, id);
  ok(
    'deliver cod',
    await call(ctx.app, 'POST', `/api/orders/${id}/status`, {
      caller: rider,
      body: { status: 'Delivered', deliveryCode: await deliveryCodeOf(ctx, id), cashCollected: true },
    }),
  );
  return true;
}
afterAll(async () => ctx?.close());

describe('random orders through the database', () => {
  it(
    'leave every order balanced and every statement equal to the ledger',
    async () => {
      const random = seeded(48);
      const int = (min: number, max: number) => min + Math.floor(random() * (max - min + 1));
      let posted = 0;
      for (let n = 0; n < ORDERS; n++) {
        const o = owners[int(0, owners.length - 1)];
        if (!o) throw new Error('no owner');
        const items = [
          { foodItemId: o.menu.dosa.id, quantity: int(1, 4) },
          ...(random() < 0.5 ? [{ foodItemId: o.menu.coffee.id, quantity: int(1, 3) }] : []),
        ];
        const couponRoll = random();
        const couponCode =
          couponRoll < 0.2 ? `OWN${owners.indexOf(o)}OFF` : couponRoll < 0.35 ? 'PLATFLAT' : undefined;
        const body = orderBody(o.restaurantId, items, {
          tip: [0, 20, 30, 50, 17.5][int(0, 4)],
          ...(couponCode ? { couponCode } : {}),
        });
        if (random() < 0.2) {
          if (await cashOrder(o, body, random() < 0.2)) posted += 1;
          continue;
        }
        const id = await placePaidOrder(ctx, customer, body);
        posted += 1;
        const outcome = random();
        if (outcome < 0.25) {
          const res = await call(ctx.app, 'POST', `/api/orders/${id}/status`, {
            caller: customer,
            body: { status: 'Cancelled' },
          });
          expect(res.statusCode, res.body).toBe(200);
        } else if (outcome < 0.8) {
          await deliverOrder(ctx, o.owner, rider, id);
          if (random() < 0.3) await tipAfterDelivery(id, [20, 30, 50, 12.5][int(0, 3)] ?? 20);
          if (outcome > 0.7) {
            const res = await call(ctx.app, 'POST', `/api/admin/orders/${id}/refund`, {
              caller: admin,
              body: { reason: 'Random refund after delivery' },
            });
            expect(res.statusCode, res.body).toBe(200);
          }
        }
      }

      const unbalanced = await sqlRows<{ orderId: string; total: number }>(
        ctx.database.db,
        sql`select order_id as "orderId", sum(amount_paise)::int as total from ledger_entries
        where order_id is not null group by order_id having sum(amount_paise) <> 0`,
      );
      expect(unbalanced).toEqual([]);
      const postedOrders = await sqlRows<{ n: number }>(
        ctx.database.db,
        sql`select count(distinct order_id)::int as n from ledger_entries`,
      );
      expect(postedOrders[0]?.n).toBe(posted);

      const balance = async (account: string, party: string) =>
        (
          await sqlRows<{ b: number }>(
            ctx.database.db,
            sql`select coalesce(sum(amount_paise), 0)::int as b from ledger_entries where account = ${account} and party = ${party}`,
          )
        )[0]?.b ?? 0;
      // The admin records a deposit of part of the rider's cash: the ledger and the screen agree.
      const cash = (await call(ctx.app, 'GET', '/api/admin/rider-cash', { caller: admin })).json();
      const held = cash.riders.find((r: { riderId: string }) => r.riderId === rider.id);
      if (held && held.cashInHand > 0) {
        const part = Math.floor(held.cashInHand / 2);
        expect(Math.round(held.cashInHand * 100)).toBe(await balance('rider_cash_held', rider.id));
        ok(
          'deposit',
          await call(ctx.app, 'POST', `/api/admin/rider-cash/${rider.id}/deposits`, {
            caller: admin,
            body: { amount: part, reference: 'Random deposit' },
          }),
        );
      }

      for (const o of owners) {
        const res = await call(ctx.app, 'GET', `/api/owner/statements?restaurantId=${o.restaurantId}`, {
          caller: o.owner,
        });
        const s = res.json();
        expect(Math.round(s.netPayable * 100)).toBe(-(await balance('restaurant_payable', o.restaurantId)));
        expect(Math.round(s.gst * 100)).toBe(-(await balance('gst_payable', o.restaurantId)));
        expect(Math.round((s.gross - s.commission - s.restaurantDiscounts - s.refunds) * 100)).toBe(
          Math.round(s.netPayable * 100),
        );
        const lines = s.lines as { net: number }[];
        expect(Math.round(lines.reduce((t, l) => t + l.net * 100, 0))).toBe(Math.round(s.netPayable * 100));
        // The pure statement over the raw rows says the same as the API's.
        const raw = await sqlRows<{ event: never; account: never; line: string; amountPaise: number }>(
          ctx.database.db,
          sql`select event, account, line, amount_paise as "amountPaise" from ledger_entries where party = ${o.restaurantId}`,
        );
        expect(restaurantStatementOf(raw).netPayablePaise).toBe(Math.round(s.netPayable * 100));
      }
      const mine = (await call(ctx.app, 'GET', '/api/delivery/statements', { caller: rider })).json();
      expect(Math.round(mine.netPayable * 100)).toBe(-(await balance('rider_payable', rider.id)));
      const riderRaw = await sqlRows<{ event: never; account: never; line: string; amountPaise: number }>(
        ctx.database.db,
        sql`select event, account, line, amount_paise as "amountPaise" from ledger_entries where party = ${rider.id}`,
      );
      expect(riderStatementOf(riderRaw).tipsPaise).toBe(Math.round(mine.tips * 100));
      expect(Math.round(mine.cashToDeposit * 100)).toBe(await balance('rider_cash_held', rider.id));
      // Late tips are all the rider's: the ledger's late-tip lines are what the tip payments took.
      const lateTips = await sqlRows<{ ledger: number; paid: number }>(
        ctx.database.db,
        sql`select (select coalesce(sum(amount_paise), 0)::int from ledger_entries
          where event = 'late_tip_paid' and account = 'rider_payable') as ledger,
        (select coalesce(sum(late_tip_paise), 0)::int from orders) as paid`,
      );
      expect(-(lateTips[0]?.ledger ?? 0)).toBe(lateTips[0]?.paid);
      // The run met every kind of event it is meant to (else the seed or the odds need changing).
      const events = await sqlRows<{ event: string }>(
        ctx.database.db,
        sql`select distinct event from ledger_postings`,
      );
      expect(events.map((e) => e.event).sort()).toEqual([
        'cash_collected',
        'cash_deposited',
        'delivered',
        'late_tip_paid',
        'payment_captured',
        'refunded',
      ]);
    },
    ORDERS * 3_000,
  );
});
