import { EventEmitter } from 'node:events';
import { sql } from 'drizzle-orm';
import type { Database, Db } from '../db/client.ts';

/** NOTIFY channel: which restaurants deliver where changed (activation, location, zone). */
export const ZONE_CHANGES_CHANNEL = 'restaurant_zones';

const here = new EventEmitter();
here.setMaxListeners(0);

/**
 * Call once a change to who delivers where has committed (a restaurant activated, deactivated,
 * added or moved, or its zone saved): this instance forgets its zone snapshot before the caller
 * answers, and every other instance as the NOTIFY reaches it (decision 041).
 */
export async function announceZoneChange(db: Pick<Db, 'execute'>): Promise<void> {
  here.emit('change');
  await db.execute(sql`select pg_notify(${ZONE_CHANGES_CHANNEL}, '')`);
}

/**
 * Runs `listener` on every zone change, made on this instance or another (and when the listening
 * connection comes back, since changes may have been missed meanwhile). Returns the unsubscribe.
 */
export async function onZoneChange(database: Database, listener: () => void): Promise<() => Promise<void>> {
  here.on('change', listener);
  const unlisten = await database.listen(ZONE_CHANGES_CHANNEL, listener, listener);
  return async () => {
    here.off('change', listener);
    await unlisten().catch(() => {}); // the database may be gone already
  };
}
