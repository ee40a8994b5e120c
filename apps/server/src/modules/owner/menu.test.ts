import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../../test/http.ts';
import { createOwnerWithRestaurant, type Persona } from '../../../test/personas.ts';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';
import { foodItems, restaurants } from '../../db/schema/index.ts';
import { makeFoodItem, makeRestaurant } from '../../db/seed/factories.ts';

let ctx: TestContext;
let owner: Persona;
let firstId: string;
let secondId: string;

beforeAll(async () => {
  ctx = await createTestApp();
  const mine = await createOwnerWithRestaurant(ctx, 'twoKitchens');
  owner = mine.owner;
  firstId = mine.restaurant.id;
  const [second] = await ctx.database.db
    .insert(restaurants)
    .values(makeRestaurant({ name: 'Second kitchen', ownerId: owner.id }))
    .returning();
  if (!second) throw new Error('restaurant insert failed');
  secondId = second.id;
  const theirs = await createOwnerWithRestaurant(ctx, 'neighbour');
  await ctx.database.db
    .insert(foodItems)
    .values([
      makeFoodItem(firstId, { name: 'Ghee Roast Dosa' }),
      makeFoodItem(secondId, { name: 'Onion Dosa' }),
      makeFoodItem(theirs.restaurant.id, { name: 'Neighbour Dosa' }),
    ]);
}, 120_000);
afterAll(async () => ctx?.close());

describe('GET /api/owner/food-items (Menu Management)', () => {
  it('without a restaurant searches every restaurant of the owner and none of anyone else', async () => {
    const res = await call(ctx.app, 'GET', '/api/owner/food-items?q=dosa&page=1&limit=10', { caller: owner });
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-total-count']).toBe('2');
    expect((res.json() as { name: string }[]).map((d) => d.name).sort()).toEqual([
      'Ghee Roast Dosa',
      'Onion Dosa',
    ]);
  });

  it('with a restaurant searches that one only', async () => {
    const res = await call(ctx.app, 'GET', `/api/owner/food-items?q=dosa&restaurantId=${secondId}`, {
      caller: owner,
    });
    expect((res.json() as { name: string }[]).map((d) => d.name)).toEqual(['Onion Dosa']);
  });
});
