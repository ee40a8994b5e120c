import type { TRole } from '@app/shared';
import { and, asc, desc, eq, like, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { UserRow } from '../../db/schema/index.ts';
import { orders, restaurants, session, user } from '../../db/schema/index.ts';
import { searchableText } from '../../db/searchable-text.ts';

export type AdminUserFilter = { pattern?: string | undefined; role?: TRole | undefined };

// View Users searches name, email, phone and role: one LIKE on user_admin_search_trgm_idx.
const userText = searchableText(user.name, user.email, user.phone, user.role);

function conditions(f: AdminUserFilter): SQL | undefined {
  const parts: SQL[] = [];
  if (f.pattern !== undefined) parts.push(like(userText, f.pattern));
  if (f.role) parts.push(eq(user.role, f.role));
  return parts.length ? and(...parts) : undefined;
}

/** A page of users, newest first (user_created_at_idx walked backwards). */
export function findUsers(db: Db, f: AdminUserFilter, limit: number, offset: number): Promise<UserRow[]> {
  return db
    .select()
    .from(user)
    .where(conditions(f))
    .orderBy(desc(user.createdAt), desc(user.id))
    .limit(limit)
    .offset(offset);
}

export async function countUsers(db: Db, f: AdminUserFilter): Promise<number> {
  const rows = await db.select({ n: sql<number>`count(*)::int` }).from(user).where(conditions(f));
  return rows[0]?.n ?? 0;
}

export async function lockUser(tx: Db, id: string): Promise<UserRow | undefined> {
  const rows = await tx.select().from(user).where(eq(user.id, id)).for('update');
  return rows[0];
}

/**
 * The admins who can still sign in, locked in id order before any other row of the change, so two
 * admins demoting each other at once queue up (instead of deadlocking) and the second sees the
 * first one's result.
 */
export async function lockActiveAdminIds(tx: Db): Promise<string[]> {
  const rows = await tx
    .select({ id: user.id })
    .from(user)
    .where(and(eq(user.role, 'admin'), eq(user.banned, false)))
    .orderBy(asc(user.id))
    .for('update');
  return rows.map((r) => r.id);
}

export async function updateUser(tx: Db, id: string, values: Partial<typeof user.$inferInsert>) {
  const rows = await tx
    .update(user)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(user.id, id))
    .returning();
  return rows[0];
}

/** Ends every session of the user at once (better-auth looks sessions up in this table). */
export async function deleteSessions(tx: Db, userId: string): Promise<void> {
  await tx.delete(session).where(eq(session.userId, userId));
}

/** A user's latest orders: orders_user_created_idx. */
export function ordersOfUser(db: Db, userId: string, limit: number) {
  return db
    .select({
      id: orders.id,
      restaurantName: restaurants.name,
      totalPaise: orders.totalPaise,
      status: orders.status,
      createdAt: orders.createdAt,
    })
    .from(orders)
    .innerJoin(restaurants, eq(restaurants.id, orders.restaurantId))
    .where(eq(orders.userId, userId))
    .orderBy(desc(orders.createdAt))
    .limit(limit);
}
