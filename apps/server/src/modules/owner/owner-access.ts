import { MESSAGES } from '@app/shared';
import { eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { restaurants } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import type { SessionUser } from '../auth/auth.ts';

export type ManagedRestaurant = typeof restaurants.$inferSelect;

/**
 * The restaurant the caller may manage: their own (an owner), or any (an admin). Someone else's
 * restaurant answers 404, exactly like one that does not exist, so an owner cannot probe for the
 * ids of other restaurants. (Customers and riders never get here: the routes allow
 * restaurantOwner and admin only, a 403.) Paused and inactive restaurants are still managed.
 */
export async function managedRestaurant(
  db: Db,
  caller: SessionUser,
  restaurantId: string,
): Promise<ManagedRestaurant> {
  const row = (await db.select().from(restaurants).where(eq(restaurants.id, restaurantId)).limit(1))[0];
  if (!row || !canManage(caller, row.ownerId)) throw new AppError('NOT_FOUND', MESSAGES.restaurantNotFound);
  return row;
}

/**
 * `canManage` in SQL, for a statement that checks and writes at once (restaurants aliased as the
 * table itself): a write conditioned on it cannot land after the restaurant changed hands.
 */
export function managedBy(caller: SessionUser): SQL {
  if (caller.role === 'admin') return sql`true`;
  if (caller.role === 'restaurantOwner') return eq(restaurants.ownerId, caller.id);
  return sql`false`;
}

export function canManage(caller: SessionUser, ownerId: string | null): boolean {
  return caller.role === 'admin' || (caller.role === 'restaurantOwner' && ownerId === caller.id);
}

/** The owner whose restaurants a list covers: the caller, or nobody in particular for an admin. */
export function ownerScope(caller: SessionUser): string | null {
  return caller.role === 'admin' ? null : caller.id;
}
