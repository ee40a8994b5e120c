import { LIST_PAGE_SIZE } from '@app/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../../test/http.ts';
import { createPersona, type Persona } from '../../../test/personas.ts';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';
import { restaurants } from '../../db/schema/index.ts';
import { makeRestaurant } from '../../db/seed/factories.ts';

let ctx: TestContext;
let admin: Persona;
let customer: Persona;

beforeAll(async () => {
  ctx = await createTestApp();
  admin = await createPersona(ctx, 'admin', 'List Admin');
  customer = await createPersona(ctx, 'customer', 'Kavya Phone');
  // 23 "Chettinad" kitchens (3 inactive), and a restaurant found only through its owner's username.
  await ctx.database.db
    .insert(restaurants)
    .values(
      Array.from({ length: 23 }, (_, i) =>
        makeRestaurant({ name: `Chettinad Kitchen ${String(i).padStart(2, '0')}`, isActive: i >= 3 }),
      ),
    );
  const added = await call(ctx.app, 'POST', '/api/add-restaurant', {
    caller: admin,
    body: {
      name: 'Plain Name Cafe',
      address: '1 Beach Road',
      ownerCredentials: { username: 'zebra_owner', password: 'zebra-owner-pass' },
    },
  });
  expect(added.statusCode).toBe(201);
}, 180_000);
afterAll(async () => ctx?.close());

const get = (url: string, who: Persona = admin) => call(ctx.app, 'GET', url, { caller: who });

describe('GET /api/admin/restaurants', () => {
  it('searches in SQL, counts all matches, pages by 10', async () => {
    const res = await get('/api/admin/restaurants?q=CHETTINAD&page=3');
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-total-count']).toBe('23');
    expect(res.json()).toHaveLength(3);
    const first = await get('/api/admin/restaurants?q=chettinad');
    expect(first.json()).toHaveLength(LIST_PAGE_SIZE);
  });

  it("finds a restaurant by its owner's username, and shows the owner without a placeholder email", async () => {
    const res = await get('/api/admin/restaurants?q=zebra_');
    expect(res.headers['x-total-count']).toBe('1');
    expect(res.json()[0]).toMatchObject({
      name: 'Plain Name Cafe',
      owner: { username: 'zebra_owner', email: '' },
    });
  });

  it('filters by status', async () => {
    const res = await get('/api/admin/restaurants?q=chettinad&status=inactive');
    expect(res.headers['x-total-count']).toBe('3');
    expect(res.json().every((r: { isActive: boolean }) => !r.isActive)).toBe(true);
  });

  it('exports every filtered row as restaurants-export.csv', async () => {
    const res = await get('/api/admin/restaurants?q=chettinad&format=csv');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain('restaurants-export.csv');
    const lines = res.body.trim().split('\r\n');
    expect(lines).toHaveLength(24); // header + 23
    expect(lines[0]).toContain('Name,Description,Cuisine,Address');
  });

  it('deactivating takes a restaurant out of customer lists and search; activating brings it back', async () => {
    const target = (await get('/api/admin/restaurants?q=chettinad kitchen 10')).json()[0];
    const off = await call(ctx.app, 'POST', `/api/admin/restaurants/${target._id}/active`, {
      caller: admin,
      body: { isActive: false },
    });
    expect(off.statusCode).toBe(200);
    const search = (await call(ctx.app, 'GET', '/api/search?q=chettinad kitchen 10')).json();
    expect(search.restaurants.map((r: { _id: string }) => r._id)).not.toContain(target._id);
    const browse = (await call(ctx.app, 'GET', '/api/restaurants?q=chettinad kitchen 10&limit=99')).json();
    expect(browse.map((r: { _id: string }) => r._id)).not.toContain(target._id);
    const audit = (await get(`/api/admin/audit-log?targetId=${target._id}`)).json();
    expect(audit[0]).toMatchObject({
      action: 'restaurant.deactivate',
      targetName: target.name,
      before: { isActive: true },
      after: { isActive: false },
    });
    // The CSV an admin downloads reads in words, as the screen does.
    const csv = (await get(`/api/admin/audit-log?targetId=${target._id}&format=csv`)).body;
    expect(csv).toContain('When,Who,Action,Object,Object id,Changes,Before,After');
    expect(csv).toContain(
      `Deactivated a restaurant,Restaurant: ${target.name},${target._id},Active: Yes → No,`,
    );
  });

  it('edits a restaurant with the Add Restaurant rules, audited', async () => {
    const target = (await get('/api/admin/restaurants?q=plain name')).json()[0];
    const bad = await call(ctx.app, 'PUT', `/api/admin/restaurants/${target._id}`, {
      caller: admin,
      body: { name: ' ', address: 'x' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toContain('Name is required');
    const ok = await call(ctx.app, 'PUT', `/api/admin/restaurants/${target._id}`, {
      caller: admin,
      body: { name: 'Plain Name Cafe & Bar', address: '1 Beach Road', openHours: '9 AM - 9 PM' },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ name: 'Plain Name Cafe & Bar', openHours: '9 AM - 9 PM' });
  });

  it('is for admins only', async () => {
    expect((await get('/api/admin/restaurants', customer)).statusCode).toBe(403);
    expect((await get('/api/admin/users', customer)).statusCode).toBe(403);
    expect((await get('/api/admin/audit-log', customer)).statusCode).toBe(403);
  });
});

describe('GET /api/admin/users', () => {
  it('searches name, email, phone and role; exports users-export.csv', async () => {
    const byName = await get('/api/admin/users?q=kavya');
    expect(byName.headers['x-total-count']).toBe('1');
    expect(byName.json()[0]).toMatchObject({ name: 'Kavya Phone', role: 'customer', disabled: false });
    const byRole = await get('/api/admin/users?q=restaurantowner');
    expect(byRole.json().map((u: { username: string }) => u.username)).toContain('zebra_owner');
    const byPhone = await get('/api/admin/users?q=98400');
    expect(Number(byPhone.headers['x-total-count'])).toBeGreaterThanOrEqual(2);
    const csv = await get('/api/admin/users?q=kavya&format=csv');
    expect(csv.headers['content-disposition']).toContain('users-export.csv');
    expect(csv.body.trim().split('\r\n')).toHaveLength(2);
  });

  it('refuses a bad role filter with 400', async () => {
    const res = await get('/api/admin/users?role=superuser');
    expect(res.statusCode).toBe(400);
  });
});
