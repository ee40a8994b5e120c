import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DELIVERY_INFO } from '../../../test/order-fixtures.ts';
import { createTestDatabase } from '../../../test/test-database.ts';
import type { Database } from '../../db/client.ts';
import { orders, restaurants, reviews, user } from '../../db/schema/index.ts';
import { makeRestaurant } from '../../db/seed/factories.ts';
import type { SessionUser } from '../auth/auth.ts';
import { replyAsManager } from './feedback.repo.ts';
import { managedBy } from './owner-access.ts';
import { type RestaurantSettings, updateManagedRestaurant } from './restaurant-settings.repo.ts';

/**
 * The owner's writes check who manages the restaurant in the statement that writes (no check, then
 * a write a moment later): the repo's write itself refuses an owner whose restaurant changed hands,
 * so no service can land a write after an admin gave the restaurant to someone else.
 */
let database: Database;
const person = (id: string, role: SessionUser['role']): SessionUser => ({
  id,
  email: `${id}@example.test`,
  name: id,
  role,
});
const first = person('owner-first', 'restaurantOwner');
const second = person('owner-second', 'restaurantOwner');
const admin = person('owner-admin', 'admin');
let restaurantId: string;
let reviewId: string;

beforeAll(async () => {
  database = await createTestDatabase();
  const { db } = database;
  await db.insert(user).values(
    [first, second, admin, person('owner-customer', 'customer')].map((p) => ({
      id: p.id,
      name: p.name,
      email: p.email,
      role: p.role,
    })),
  );
  const [place] = await db
    .insert(restaurants)
    .values(makeRestaurant({ name: 'Changing hands', ownerId: first.id }))
    .returning({ id: restaurants.id });
  restaurantId = place?.id as string;
  const [order] = await db
    .insert(orders)
    .values({
      userId: 'owner-customer',
      restaurantId,
      status: 'Delivered',
      deliveryInfo: DELIVERY_INFO,
      subtotalPaise: 10_000,
      deliveryFeePaise: 4_900,
      totalPaise: 14_900,
      paidAt: new Date(),
    })
    .returning({ id: orders.id });
  const [review] = await db
    .insert(reviews)
    .values({
      orderId: order?.id as string,
      userId: 'owner-customer',
      restaurantId,
      rating: 4,
      comment: 'Good.',
    })
    .returning({ id: reviews.id });
  reviewId = review?.id as string;
}, 60_000);
afterAll(async () => database?.close());

const replyNow = async () =>
  (await database.db.select({ reply: reviews.reply }).from(reviews).where(eq(reviews.id, reviewId)))[0]
    ?.reply;
const nameNow = async () =>
  (
    await database.db
      .select({ name: restaurants.name })
      .from(restaurants)
      .where(eq(restaurants.id, restaurantId))
  )[0]?.name;
const settings = (name: string): RestaurantSettings => {
  const r = makeRestaurant({ name });
  return {
    name: r.name,
    description: r.description,
    cuisine: r.cuisine,
    address: r.address,
    lat: r.lat,
    lng: r.lng,
    images: r.images,
    openHours: r.openHours,
    minOrderPaise: r.minOrderPaise,
    deliveryTime: r.deliveryTime,
    isPaused: false,
  };
};
const giveTo = (ownerId: string) =>
  database.db.update(restaurants).set({ ownerId }).where(eq(restaurants.id, restaurantId));

describe("the owner's writes check and write in one statement", () => {
  it('a reply: written for the owner, refused (nothing written) once the restaurant changed hands', async () => {
    expect(await replyAsManager(database.db, managedBy(second), reviewId, 'Not mine')).toBe(false);
    expect(await replyAsManager(database.db, managedBy(first), reviewId, 'Thank you')).toBe(true);
    await giveTo(second.id);
    expect(await replyAsManager(database.db, managedBy(first), reviewId, 'Still mine?')).toBe(false);
    expect(await replyNow()).toBe('Thank you');
    expect(await replyAsManager(database.db, managedBy(second), reviewId, 'New owner here')).toBe(true);
    expect(await replyNow()).toBe('New owner here');
    await giveTo(first.id);
  });

  it('a reply to a review an admin hid meanwhile writes nothing, even for an admin', async () => {
    await database.db.update(reviews).set({ hiddenAt: new Date() }).where(eq(reviews.id, reviewId));
    expect(await replyAsManager(database.db, managedBy(admin), reviewId, 'Hidden?')).toBe(false);
    expect(await replyAsManager(database.db, managedBy(first), reviewId, 'Hidden?')).toBe(false);
    expect(await replyNow()).toBe('New owner here');
    await database.db.update(reviews).set({ hiddenAt: null }).where(eq(reviews.id, reviewId));
  });

  it('settings: written for the owner, refused (nothing written) once the restaurant changed hands', async () => {
    expect(await updateManagedRestaurant(database.db, managedBy(first), restaurantId, settings('Mine'))).toBe(
      true,
    );
    expect(await nameNow()).toBe('Mine');
    await giveTo(second.id);
    expect(
      await updateManagedRestaurant(database.db, managedBy(first), restaurantId, settings('Still mine')),
    ).toBe(false);
    expect(await nameNow()).toBe('Mine');
    expect(
      await updateManagedRestaurant(database.db, managedBy(admin), restaurantId, settings('Admin')),
    ).toBe(true);
    expect(await nameNow()).toBe('Admin');
  });
});
