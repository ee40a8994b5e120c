import { and, desc, eq, inArray, like, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { restaurants, user } from '../../db/schema/index.ts';
import { cuisineList, searchableText } from '../../db/searchable-text.ts';

export type AdminRestaurantRow = typeof restaurants.$inferSelect & {
  ownerUsername: string | null;
  ownerEmail: string | null;
};

export type AdminRestaurantFilter = {
  /** Lower-case `%text%` LIKE pattern (wildcards escaped). */
  pattern?: string | undefined;
  status?: 'active' | 'inactive' | undefined;
};

// View Restaurants searches name, description, cuisine and address (restaurants_admin_trgm_idx) and
// its owner's username and email (user_owner_search_trgm_idx): two trigram probes, OR-ed.
const restaurantText = searchableText(
  restaurants.name,
  restaurants.description,
  restaurants.address,
  cuisineList,
);
const ownerText = sql`lower((coalesce(${user.username}, '') || E'\\n' || ${user.email}) collate "C")`;

function conditions(db: Db, f: AdminRestaurantFilter): SQL | undefined {
  const parts: SQL[] = [];
  if (f.pattern !== undefined) {
    const owners = db.select({ id: user.id }).from(user).where(like(ownerText, f.pattern));
    parts.push(or(like(restaurantText, f.pattern), inArray(restaurants.ownerId, owners)) as SQL);
  }
  if (f.status) parts.push(eq(restaurants.isActive, f.status === 'active'));
  return parts.length ? and(...parts) : undefined;
}

const columns = { restaurant: restaurants, ownerUsername: user.username, ownerEmail: user.email };
const flatten = (r: {
  restaurant: typeof restaurants.$inferSelect;
  ownerUsername: string | null;
  ownerEmail: string | null;
}) => ({ ...r.restaurant, ownerUsername: r.ownerUsername, ownerEmail: r.ownerEmail }) as AdminRestaurantRow;

/** A page of restaurants, newest first (restaurants_created_idx). */
export async function findRestaurants(
  db: Db,
  f: AdminRestaurantFilter,
  limit: number,
  offset: number,
): Promise<AdminRestaurantRow[]> {
  const rows = await db
    .select(columns)
    .from(restaurants)
    .leftJoin(user, eq(user.id, restaurants.ownerId))
    .where(conditions(db, f))
    .orderBy(desc(restaurants.createdAt), desc(restaurants.id))
    .limit(limit)
    .offset(offset);
  return rows.map(flatten);
}

export async function countRestaurants(db: Db, f: AdminRestaurantFilter): Promise<number> {
  const rows = await db.select({ n: sql<number>`count(*)::int` }).from(restaurants).where(conditions(db, f));
  return rows[0]?.n ?? 0;
}

export async function findRestaurant(db: Db, id: string): Promise<AdminRestaurantRow | undefined> {
  const rows = await db
    .select(columns)
    .from(restaurants)
    .leftJoin(user, eq(user.id, restaurants.ownerId))
    .where(eq(restaurants.id, id))
    .limit(1);
  return rows[0] && flatten(rows[0]);
}

export type RestaurantWrite = Omit<typeof restaurants.$inferInsert, 'id' | 'createdAt'>;

export async function insertRestaurant(tx: Db, values: RestaurantWrite): Promise<string> {
  const rows = await tx.insert(restaurants).values(values).returning({ id: restaurants.id });
  const id = rows[0]?.id;
  if (!id) throw new Error('restaurant insert returned no row');
  return id;
}

export async function updateRestaurant(
  tx: Db,
  id: string,
  values: Partial<RestaurantWrite>,
): Promise<typeof restaurants.$inferSelect | undefined> {
  const rows = await tx.update(restaurants).set(values).where(eq(restaurants.id, id)).returning();
  return rows[0];
}

/** The row as it is now, locked until the transaction ends (for an audited change). */
export async function lockRestaurant(
  tx: Db,
  id: string,
): Promise<typeof restaurants.$inferSelect | undefined> {
  const rows = await tx.select().from(restaurants).where(eq(restaurants.id, id)).for('update');
  return rows[0];
}

export async function findOwner(db: Db, id: string) {
  const rows = await db
    .select({ id: user.id, role: user.role })
    .from(user)
    .where(and(eq(user.id, id), eq(user.role, 'restaurantOwner')))
    .limit(1);
  return rows[0];
}

/** Owners for Add Restaurant's "existing owner" picker: name, username or email, at most 20. */
export async function findOwners(db: Db, pattern: string | undefined) {
  const where = pattern
    ? and(
        eq(user.role, 'restaurantOwner'),
        like(
          sql`lower((${user.name} || E'\\n' || coalesce(${user.username}, '') || E'\\n' || ${user.email}) collate "C")`,
          pattern,
        ),
      )
    : eq(user.role, 'restaurantOwner');
  return db
    .select({ id: user.id, name: user.name, username: user.username, email: user.email })
    .from(user)
    .where(where)
    .orderBy(user.name, user.id)
    .limit(20);
}
