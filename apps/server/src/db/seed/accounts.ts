import type { TAddress, TRole } from '@app/shared';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Auth } from '../../modules/auth/auth.ts';
import type { Db } from '../client.ts';
import { deliveryPartners, restaurants, user } from '../schema/index.ts';
import { seedDemoReviews } from './demo-reviews.ts';
import { seedOrderHistory } from './order-history.ts';

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
  // A second rider, so two can race for the same pickup on a fresh start.
  { email: 'rider2@chennaieats.demo', password: 'Rider@12345', name: 'Vijay Anand', role: 'deliveryPartner' },
  { email: 'admin@chennaieats.demo', password: 'Admin@12345', name: 'Admin', role: 'admin' },
];

/** Every demo account's email ends with this (production refuses them, decision 012). */
export const DEMO_EMAIL_DOMAIN = '@chennaieats.demo';
export const isDemoEmail = (email: unknown) =>
  typeof email === 'string' && email.trim().toLowerCase().endsWith(DEMO_EMAIL_DOMAIN);

/** How many demo restaurants the demo owner runs (the best-rated ones). */
export const DEMO_OWNER_RESTAURANTS = 3;

/**
 * Creates the account if its email is new (hashing the password through better-auth) with the role
 * and a completed profile. An account that exists keeps its profile (a name, phone or address its
 * owner changed is not overwritten at every start); only its role is made sure of. Returns the id.
 */
export async function ensureAccount(auth: Auth, db: Db, spec: AccountSpec): Promise<string> {
  const email = spec.email.toLowerCase();
  const existing = (await db.select({ id: user.id }).from(user).where(eq(user.email, email)).limit(1))[0];
  if (existing) {
    await db.update(user).set({ role: spec.role }).where(eq(user.id, existing.id));
    return existing.id;
  }
  await auth.api.signUpEmail({ body: { email, password: spec.password, name: spec.name } });
  const created = (await db.select({ id: user.id }).from(user).where(eq(user.email, email)).limit(1))[0];
  if (!created) throw new Error(`could not create the account ${email}`);
  await db
    .update(user)
    .set({
      role: spec.role,
      phone: spec.phone ?? '98400 12345',
      image: '/images/avatars/1.svg',
      addresses: [DEMO_ADDRESS],
      profileCompleted: true,
    })
    .where(eq(user.id, created.id));
  return created.id;
}

export async function seedDemoAccounts(auth: Auth, db: Db): Promise<void> {
  const ids = new Map<TRole, string>();
  for (const spec of DEMO_ACCOUNTS) {
    const id = await ensureAccount(auth, db, spec);
    if (!ids.has(spec.role)) ids.set(spec.role, id);
    if (spec.role === 'restaurantOwner') await giveRestaurants(db, id, DEMO_OWNER_RESTAURANTS);
    // Demo riders start on duty; a later start keeps whatever they chose since.
    if (spec.role === 'deliveryPartner') {
      await db.insert(deliveryPartners).values({ userId: id, onDuty: true }).onConflictDoNothing();
    }
  }
  const ownerId = ids.get('restaurantOwner');
  const customerId = ids.get('customer');
  const fresh = ownerId && customerId ? await seedOrderHistory(db, ownerId, customerId) : false;
  // After the order history, on a fresh demo database only: every restaurant's rating and count are
  // then its reviews' (decision 054). A start never adds orders to a database that holds some (the
  // upgrade test checks an upgrade keeps them as they were), so an older demo keeps its figures.
  if (fresh) await seedDemoReviews(db);
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
