import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../../test/http.ts';
import { createOwnerWithRestaurant, createPersona, type Persona } from '../../../test/personas.ts';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';

/** Product decisions: a restaurant's `owner { username, email }` goes to admins and that owner only. */
let ctx: TestContext;
let owner: Persona;
let restaurantId: string;
let restaurantName: string;
const viewers: Record<string, Persona | undefined> = {};

beforeAll(async () => {
  ctx = await createTestApp();
  const made = await createOwnerWithRestaurant(ctx, 'Privacy Owner');
  owner = made.owner;
  restaurantId = made.restaurant.id;
  restaurantName = made.restaurant.name;
  viewers.anonymous = undefined;
  viewers.customer = await createPersona(ctx, 'customer');
  viewers.otherOwner = await createPersona(ctx, 'restaurantOwner', 'Other Owner');
  viewers.admin = await createPersona(ctx, 'admin');
  viewers.owner = owner;
}, 180_000);
afterAll(async () => ctx?.close());

async function ownerBlocks(who: string) {
  const caller = viewers[who];
  const list = (await call(ctx.app, 'GET', '/api/restaurants?limit=100', { caller })).json();
  const one = (await call(ctx.app, 'GET', `/api/restaurants/${restaurantId}`, { caller })).json();
  const search = (
    await call(ctx.app, 'GET', `/api/search?q=${encodeURIComponent(restaurantName)}`, { caller })
  ).json();
  return {
    list: list.find((r: { _id: string }) => r._id === restaurantId)?.owner,
    one: one.owner,
    search: search.restaurants.find((r: { _id: string }) => r._id === restaurantId)?.owner,
  };
}

describe("restaurants' owner block", () => {
  it.each(['anonymous', 'customer', 'otherOwner'])(
    'is null for %s in the list, the page and search',
    async (who) => {
      expect(await ownerBlocks(who)).toEqual({ list: null, one: null, search: null });
    },
  );

  it.each(['admin', 'owner'])('is there for %s', async (who) => {
    const expected = { username: '', email: owner.email };
    expect(await ownerBlocks(who)).toEqual({ list: expected, one: expected, search: expected });
  });

  it('never leaks from the shared list cache to a guest after an admin read the same page', async () => {
    await call(ctx.app, 'GET', '/api/restaurants?limit=99', { caller: viewers.admin });
    const guest = (await call(ctx.app, 'GET', '/api/restaurants?limit=99')).json();
    expect(guest.every((r: { owner: unknown }) => r.owner === null)).toBe(true);
  });
});
