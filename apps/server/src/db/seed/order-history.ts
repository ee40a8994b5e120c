import { computeBill, DELIVERY_FEE_RUPEES, rupeesToPaise } from '@app/shared';
import { count, eq, inArray } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { foodItems, orderItems, orderStatusEvents, orders, restaurants, reviews } from '../schema/index.ts';

const DAYS = 30;
const DELIVERY_INFO = {
  name: 'Demo Customer',
  address: '12, 2nd Avenue, Anna Nagar',
  city: 'Chennai',
  state: 'Tamil Nadu',
  zip: '600040',
  phone: '9840012345',
};
const COMMENTS = [
  'Lovely food, came hot.',
  'Good, a little late.',
  'Tasty and well packed.',
  'Too spicy for me.',
  'Best dosa nearby!',
];

/** A small deterministic generator, so every fresh demo database has the same history. */
function random(seed: number) {
  let s = seed;
  return () => {
    s = (s * 1103515245 + 12345) % 2147483648;
    return s / 2147483648;
  };
}

/**
 * The demo owner's restaurants get 30 days of paid orders from the demo customer (mostly
 * delivered, some cancelled by the restaurant with a reason) and reviews of some, so the
 * dashboard, analytics and reports show something on first start. Skipped once they have orders.
 * Returns whether it wrote them (a fresh demo database).
 */
export async function seedOrderHistory(
  db: Db,
  ownerId: string,
  customerId: string,
  now = new Date(),
): Promise<boolean> {
  const owned = await db
    .select({ id: restaurants.id })
    .from(restaurants)
    .where(eq(restaurants.ownerId, ownerId));
  if (owned.length === 0) return false;
  const ids = owned.map((r) => r.id);
  const existing =
    (await db.select({ n: count() }).from(orders).where(inArray(orders.restaurantId, ids)))[0]?.n ?? 0;
  if (existing > 0) return false;
  const menu = await db.select().from(foodItems).where(inArray(foodItems.restaurantId, ids));
  const next = random(42);
  const feePaise = rupeesToPaise(DELIVERY_FEE_RUPEES);

  for (const restaurantId of ids) {
    const dishes = menu.filter((d) => d.restaurantId === restaurantId);
    if (dishes.length === 0) continue;
    const orderRows: (typeof orders.$inferInsert)[] = [];
    const itemRows: (typeof orderItems.$inferInsert)[] = [];
    const eventRows: (typeof orderStatusEvents.$inferInsert)[] = [];
    const reviewRows: (typeof reviews.$inferInsert)[] = [];
    for (let day = DAYS; day >= 1; day -= 1) {
      const perDay = 2 + Math.floor(next() * 4);
      for (let n = 0; n < perDay; n += 1) {
        const id = crypto.randomUUID();
        // Lunch and dinner peaks, in India's hours (UTC+5:30).
        const hour = next() < 0.5 ? 12 + Math.floor(next() * 3) : 19 + Math.floor(next() * 3);
        const createdAt = new Date(now.getTime() - day * 86_400_000);
        createdAt.setUTCHours(hour - 5, 30 - 30 + Math.floor(next() * 59), 0, 0);
        let subtotal = 0;
        const lines = 1 + Math.floor(next() * 3);
        for (let l = 0; l < lines; l += 1) {
          const dish = dishes[Math.floor(next() * dishes.length)] ?? dishes[0];
          if (!dish) continue;
          const quantity = 1 + Math.floor(next() * 2);
          subtotal += dish.pricePaise * quantity;
          itemRows.push({
            orderId: id,
            foodItemId: dish.id,
            name: dish.name,
            unitPricePaise: dish.pricePaise,
            quantity,
            image: dish.imageUrl,
          });
        }
        const cancelled = next() < 0.08;
        const status = cancelled ? 'Cancelled' : 'Delivered';
        const bill = computeBill({
          itemTotalPaise: subtotal,
          packagingChargePaise: 0,
          deliveryFeePaise: feePaise,
          platformFeePaise: 0,
          discountPaise: 0,
          tipPaise: 0,
        });
        orderRows.push({
          id,
          userId: customerId,
          restaurantId,
          status,
          deliveryInfo: DELIVERY_INFO,
          subtotalPaise: subtotal,
          deliveryFeePaise: feePaise,
          totalPaise: bill.totalPaise,
          cgstPaise: bill.cgstPaise,
          sgstPaise: bill.sgstPaise,
          paymentProvider: 'test',
          providerOrderId: `order_demo_${id.slice(0, 18)}`,
          providerPaymentId: `pay_demo_${id.slice(0, 18)}`,
          paidAt: createdAt,
          prepMinutes: cancelled ? null : 15 + Math.floor(next() * 4) * 5,
          cancelReason: cancelled ? 'Sorry, we ran out of this dish.' : null,
          createdAt,
          updatedAt: createdAt,
        });
        eventRows.push({ orderId: id, status: 'Processing', createdAt, notifiedAt: createdAt });
        eventRows.push({
          orderId: id,
          status,
          createdAt: new Date(createdAt.getTime() + 40 * 60_000),
          notifiedAt: createdAt,
        });
        if (!cancelled && next() < 0.4) {
          const rating = next() < 0.7 ? 5 - Math.floor(next() * 2) : 2 + Math.floor(next() * 2);
          reviewRows.push({
            orderId: id,
            userId: customerId,
            restaurantId,
            rating,
            comment: COMMENTS[Math.floor(next() * COMMENTS.length)] ?? 'Good.',
            createdAt: new Date(createdAt.getTime() + 2 * 3_600_000),
          });
        }
      }
    }
    await db.transaction(async (tx) => {
      await tx.insert(orders).values(orderRows);
      await tx.insert(orderItems).values(itemRows);
      await tx.insert(orderStatusEvents).values(eventRows);
      if (reviewRows.length > 0) await tx.insert(reviews).values(reviewRows);
    });
  }
  return true;
}
