import { MESSAGES } from '@app/shared';
import { eq } from 'drizzle-orm';
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

export function canManage(caller: SessionUser, ownerId: string | null): boolean {
  return caller.role === 'admin' || (caller.role === 'restaurantOwner' && ownerId === caller.id);
}

/** The owner whose restaurants a list covers: the caller, or nobody in particular for an admin. */
export function ownerScope(caller: SessionUser): string | null {
  return caller.role === 'admin' ? null : caller.id;
}
