import type { TAddress, TRole } from '@app/shared';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Auth } from '../../modules/auth/auth.ts';
import type { Db } from '../client.ts';
import { restaurants, user } from '../schema/index.ts';

export type AccountSpec = { email: string; password: string; name: string; role: TRole; phone?: string };

const DEMO_ADDRESS: TAddress = {
  label: 'Home',
  street: '12, 2nd Avenue, Anna Nagar',
  city: 'Chennai',
  pincode: '600040',
};

/** The demo accounts, one of every role, printed by `npm start` and listed in the README. */
export const DEMO_ACCOUNTS: AccountSpec[] = [
  { email: 'customer@chennaieats.demo', password: 'Customer@123', name: 'Priya Raman', role: 'customer' },
  {
    email: 'owner@chennaieats.demo',
    password: 'Owner@12345',
    name: 'Karthik Subramanian',
    role: 'restaurantOwner',
  },
  { email: 'rider@chennaieats.demo', password: 'Rider@12345', name: 'Arun Kumar', role: 'deliveryPartner' },
  { email: 'admin@chennaieats.demo', password: 'Admin@12345', name: 'Admin', role: 'admin' },
];

/** How many demo restaurants the demo owner runs (the best-rated ones). */
export const DEMO_OWNER_RESTAURANTS = 3;

/**
 * Creates the account if its email is new (hashing the password through better-auth), then
 * makes sure it has the role and a completed profile. Returns the user id.
 */
export async function ensureAccount(auth: Auth, db: Db, spec: AccountSpec): Promise<string> {
  const email = spec.email.toLowerCase();
  let existing = (await db.select({ id: user.id }).from(user).where(eq(user.email, email)).limit(1))[0];
  if (!existing) {
    await auth.api.signUpEmail({ body: { email, password: spec.password, name: spec.name } });
    existing = (await db.select({ id: user.id }).from(user).where(eq(user.email, email)).limit(1))[0];
  }
  if (!existing) throw new Error(`could not create the account ${email}`);
  await db
    .update(user)
    .set({
      role: spec.role,
      phone: spec.phone ?? '98400 12345',
      image: '/images/avatars/1.svg',
      addresses: [DEMO_ADDRESS],
      profileCompleted: true,
    })
    .where(eq(user.id, existing.id));
  return existing.id;
}

export async function seedDemoAccounts(auth: Auth, db: Db): Promise<void> {
  for (const spec of DEMO_ACCOUNTS) {
    const id = await ensureAccount(auth, db, spec);
    if (spec.role === 'restaurantOwner') await giveRestaurants(db, id, DEMO_OWNER_RESTAURANTS);
  }
}

async function giveRestaurants(db: Db, ownerId: string, howMany: number): Promise<void> {
  const owned = await db
    .select({ id: restaurants.id })
    .from(restaurants)
    .where(eq(restaurants.ownerId, ownerId));
  if (owned.length > 0) return;
  const picks = await db
    .select({ id: restaurants.id })
    .from(restaurants)
    .where(eq(restaurants.isActive, true))
    .orderBy(asc(restaurants.name))
    .limit(howMany);
  if (picks.length === 0) return;
  await db
    .update(restaurants)
    .set({ ownerId })
    .where(
      inArray(
        restaurants.id,
        picks.map((p) => p.id),
      ),
    );
}
