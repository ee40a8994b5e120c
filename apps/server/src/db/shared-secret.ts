import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from './client.ts';
import { serverSecrets } from './schema/index.ts';

/**
 * A secret every instance on this database shares, made once: the first instance to start stores
 * `initial` (or 32 random bytes); every later one, on any machine, reads the same value.
 */
export async function sharedSecret(db: Db, name: string, initial?: string): Promise<string> {
  const value = initial ?? randomBytes(32).toString('base64url');
  await db.insert(serverSecrets).values({ name, value }).onConflictDoNothing();
  const [row] = await db
    .select({ value: serverSecrets.value })
    .from(serverSecrets)
    .where(eq(serverSecrets.name, name));
  if (!row) throw new Error(`server secret ${name} could not be stored`);
  return row.value;
}

/** Deletes a stored secret that a setting now provides instead. */
export async function forgetSharedSecret(db: Db, name: string): Promise<void> {
  await db.delete(serverSecrets).where(eq(serverSecrets.name, name));
}
