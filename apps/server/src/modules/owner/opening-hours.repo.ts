import type { TStoredHours } from '@app/shared';
import { and, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { restaurants } from '../../db/schema/index.ts';

/**
 * Writes a restaurant's hours in one statement that checks and writes (owner-access.ts `managedBy`),
 * so an owner whose restaurant changed hands meanwhile writes nothing. Returns whether it wrote.
 */
export async function updateManagedHours(
  db: Db,
  managed: SQL,
  id: string,
  hours: TStoredHours,
): Promise<boolean> {
  const updated = await db
    .update(restaurants)
    .set({ weeklyHours: hours.weekly, closedDates: hours.closedDates, closedOn: hours.closedOn })
    .where(and(eq(restaurants.id, id), managed))
    .returning({ id: restaurants.id });
  return updated.length > 0;
}
