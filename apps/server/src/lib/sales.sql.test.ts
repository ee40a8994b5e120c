import {
  isSale,
  isSaleInRange,
  ORDER_STATUSES,
  REFUND_STATES,
  saleMoney,
  type TSaleRefundFacts,
} from '@app/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DELIVERY_INFO } from '../../test/order-fixtures.ts';
import { createTestDatabase } from '../../test/test-database.ts';
import type { Database } from '../db/client.ts';
import { orders, refunds, restaurants, user } from '../db/schema/index.ts';
import { makeRestaurant } from '../db/seed/factories.ts';
import { salesReportBatch } from '../modules/admin-figures/figures.repo.ts';
import { salesRows, salesTotals } from '../modules/owner/insights.repo.ts';
import { sqlRows } from './india-days.ts';
import { GMV_PAISE, NET_PAISE, REFUNDED_PAISE, SALE, saleInRange } from './sales.sql.ts';

/**
 * What counts as a sale and its money is stated once in packages/shared (`orders/sales.ts`) and once
 * more in SQL for the reports (`sales.sql.ts`). Orders in every status, paid or not, placed on both
 * sides of a range's ends, with no refund, or refunds that succeeded, are pending or failed (one or
 * two, whole or in part): on a real database both must name the same sales and the same GMV,
 * refunded and net, and the owner's and the admin's sales reports must add up to the rule's sums.
 */
let database: Database;
const FROM = new Date('2026-11-10T18:30:00.000Z');
const TO = new Date('2026-11-17T18:30:00.000Z');
const INSTANTS = [
  '2026-11-10T18:29:59.999Z',
  '2026-11-10T18:30:00.000Z',
  '2026-11-14T06:00:00.000Z',
  '2026-11-17T18:30:00.000Z',
];
const REFUND_SETS: TSaleRefundFacts[][] = [
  [],
  ...REFUND_STATES.map((status) => [{ status, amountPaise: 14_900 }]),
  [
    { status: 'processed', amountPaise: 4_000 },
    { status: 'failed', amountPaise: 10_900 },
  ],
  [
    { status: 'processed', amountPaise: 4_000 },
    { status: 'processed', amountPaise: 2_500 },
    { status: 'pending', amountPaise: 1_000 },
  ],
];
type Made = {
  id: string;
  restaurantId: string;
  paidAt: Date | null;
  totalPaise: number;
  createdAt: Date;
  refunds: TSaleRefundFacts[];
};
const made: Made[] = [];
let restaurantIds: string[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  const { db } = database;
  await db
    .insert(user)
    .values({ id: 'sales-customer', name: 'Asha Rao', email: 'sales-customer@example.test' });
  const places = await db
    .insert(restaurants)
    .values([
      makeRestaurant({ name: 'Sales One', ownerId: null }),
      makeRestaurant({ name: 'Sales Two', ownerId: null }),
    ])
    .returning({ id: restaurants.id });
  restaurantIds = places.map((p) => p.id);
  let n = 0;
  for (const status of ORDER_STATUSES)
    for (const paid of [false, true])
      for (const at of INSTANTS)
        for (const refundSet of REFUND_SETS) {
          if (!paid && refundSet.length > 0) continue;
          n += 1;
          const createdAt = new Date(at);
          const restaurantId = restaurantIds[n % 2] as string;
          const totalPaise = 14_900 + (n % 3) * 1_000;
          const paidAt = paid ? new Date(createdAt.getTime() + 60_000) : null;
          const [row] = await db
            .insert(orders)
            .values({
              userId: 'sales-customer',
              restaurantId,
              status,
              deliveryInfo: DELIVERY_INFO,
              subtotalPaise: totalPaise - 4_900,
              deliveryFeePaise: 4_900,
              totalPaise,
              paidAt,
              createdAt,
            })
            .returning({ id: orders.id });
          const id = row?.id as string;
          if (refundSet.length > 0)
            await db.insert(refunds).values(
              refundSet.map((r, i) => ({
                orderId: id,
                paymentId: `pay_${n}_${i}`,
                amountPaise: r.amountPaise,
                reason: 'admin' as const,
                status: r.status,
              })),
            );
          made.push({ id, restaurantId, paidAt, totalPaise, createdAt, refunds: refundSet });
        }
}, 120_000);
afterAll(async () => database?.close());

const sum = (list: number[]) => list.reduce((a, b) => a + b, 0);

describe('a sale and its money: the shared rule and its SQL twin agree', () => {
  it('made orders in every status, paid or not, with every kind of refund', () => {
    expect(made.length).toBe(ORDER_STATUSES.length * INSTANTS.length * (1 + REFUND_SETS.length));
    expect(made.some((m) => m.paidAt && m.refunds.length === 0)).toBe(true);
  });

  it('on whether each order is a sale, in the range or not, and on its GMV, refunded and net', async () => {
    const rows = await sqlRows<{
      id: string;
      sale: boolean;
      inRange: boolean;
      gmv: number;
      refunded: number;
      net: number;
    }>(
      database.db,
      sql`select o.id, (${SALE}) as sale, (${saleInRange(FROM, TO)}) as "inRange",
            ${GMV_PAISE}::int as gmv, ${REFUNDED_PAISE}::int as refunded, ${NET_PAISE}::int as net
          from orders o`,
    );
    expect(rows).toHaveLength(made.length);
    const byId = new Map(rows.map((r) => [r.id, r]));
    for (const order of made) {
      const row = byId.get(order.id);
      const money = saleMoney(order, order.refunds);
      expect({ id: order.id, sale: row?.sale, inRange: row?.inRange }).toEqual({
        id: order.id,
        sale: isSale(order),
        inRange: isSaleInRange(order, FROM, TO),
      });
      if (money)
        expect({
          id: order.id,
          gmvPaise: row?.gmv,
          refundedPaise: row?.refunded,
          netPaise: row?.net,
        }).toEqual({
          id: order.id,
          ...money,
        });
    }
  });

  it('a cancellation alone refunds nothing: only refunds that succeeded count', () => {
    const cancelled = made.find((m) => m.paidAt && m.refunds.length === 0);
    expect(saleMoney({ ...(cancelled as Made) }, [])?.refundedPaise).toBe(0);
    const pendingOnly = made.find(
      (m) => m.paidAt && m.refunds.every((r) => r.status === 'pending') && m.refunds.length,
    );
    expect(saleMoney(pendingOnly as Made, (pendingOnly as Made).refunds)?.refundedPaise).toBe(0);
  });

  it("the admin's sales report: each restaurant's orders, GMV, refunds and net are the rule's sums", async () => {
    const report = await salesReportBatch(database.db, FROM, TO, null, 100);
    const expected = restaurantIds
      .map((id) => {
        const sales = made.filter((m) => m.restaurantId === id && isSaleInRange(m, FROM, TO));
        const money = sales.map(
          (m) => saleMoney(m, m.refunds) ?? { gmvPaise: 0, refundedPaise: 0, netPaise: 0 },
        );
        return {
          id,
          orders: sales.length,
          gmvPaise: sum(money.map((x) => x.gmvPaise)),
          refundsPaise: sum(money.map((x) => x.refundedPaise)),
          netPaise: sum(money.map((x) => x.netPaise)),
        };
      })
      .filter((r) => r.orders > 0);
    expect(
      report
        .map((r) => ({
          id: r.id,
          orders: r.orders,
          gmvPaise: r.gmvPaise,
          refundsPaise: r.refundsPaise,
          netPaise: r.netPaise,
        }))
        .sort((a, b) => a.id.localeCompare(b.id)),
    ).toEqual(expected.sort((a, b) => a.id.localeCompare(b.id)));
  });

  it("the owner's sales report and dashboard: each sale's money and the week's net are the rule's", async () => {
    for (const restaurantId of restaurantIds) {
      const rows = await salesRows(database.db, restaurantId, FROM, TO, 1000, 0);
      const sales = made.filter((m) => m.restaurantId === restaurantId && isSaleInRange(m, FROM, TO));
      expect(new Set(rows.map((r) => r.id))).toEqual(new Set(sales.map((m) => m.id)));
      for (const row of rows) {
        const order = made.find((m) => m.id === row.id) as Made;
        expect({
          id: row.id,
          gmvPaise: Number(row.totalPaise),
          refundedPaise: row.refundedPaise,
          netPaise: row.netPaise,
        }).toEqual({
          id: row.id,
          ...saleMoney(order, order.refunds),
        });
      }
      const totals = await salesTotals(database.db, restaurantId, FROM, FROM);
      const since = made.filter((m) => m.restaurantId === restaurantId && isSale(m) && m.createdAt >= FROM);
      expect({ orders: totals.weekOrders, paise: totals.weekPaise }).toEqual({
        orders: since.length,
        paise: sum(since.map((m) => saleMoney(m, m.refunds)?.netPaise ?? 0)),
      });
    }
  });
});
