import type { TRole } from '@app/shared';
import { restaurants } from '../src/db/schema/index.ts';
import { ensureAccount } from '../src/db/seed/accounts.ts';
import { makeRestaurant } from '../src/db/seed/factories.ts';
import { type Caller, call, sessionCookie } from './http.ts';
import type { TestContext } from './test-app.ts';

export type Persona = Caller & { id: string; email: string; password: string; role: TRole };

let counter = 0;

/** A real account of the given role, signed in through the HTTP API. */
export async function createPersona(ctx: TestContext, role: TRole, name: string = role): Promise<Persona> {
  counter += 1;
  const email = `${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${counter}-${Date.now()}@test.example.com`;
  const password = 'correct-horse-battery';
  const id = await ensureAccount(ctx.app.auth, ctx.database.db, { email, password, name, role });
  const ip = `10.0.${Math.floor(counter / 250)}.${(counter % 250) + 1}`;
  const res = await call(ctx.app, 'POST', '/api/auth/sign-in/email', {
    body: { email, password },
    caller: { ip },
  });
  return { id, email, password, role, ip, cookie: sessionCookie(res) };
}

/** An owner persona together with a restaurant it owns. */
export async function createOwnerWithRestaurant(ctx: TestContext, name = 'owner') {
  const owner = await createPersona(ctx, 'restaurantOwner', name);
  const [restaurant] = await ctx.database.db
    .insert(restaurants)
    .values(makeRestaurant({ name: `${name}'s kitchen`, ownerId: owner.id }))
    .returning();
  if (!restaurant) throw new Error('restaurant insert failed');
  return { owner, restaurant };
}
