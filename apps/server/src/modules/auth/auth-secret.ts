import { createHmac } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { forgetSharedSecret, sharedSecret } from '../../db/shared-secret.ts';

/** The stored key's name in server_secrets. */
export const AUTH_SECRET_NAME = 'auth-secret';

/**
 * AUTH_SECRET signs session cookies. When it is not configured (outside production: production
 * refuses to start without it, decision 039), the first start makes one and keeps it in the
 * database, so every instance on that database shares it (a session made on one is valid on all)
 * and it survives restarts. An install from before this kept it in DATA_DIR/auth-secret: that
 * value becomes the stored one, so its sessions stay valid. Once AUTH_SECRET is set, a key stored
 * by an earlier start is deleted: it would otherwise stay in every dump of the database.
 */
export async function resolveAuthSecret(config: Config, db: Db): Promise<string> {
  if (config.AUTH_SECRET) {
    await forgetSharedSecret(db, AUTH_SECRET_NAME);
    return config.AUTH_SECRET;
  }
  if (config.NODE_ENV === 'test') return 'test-secret-that-is-at-least-32-characters-long';
  let earlier: string | undefined;
  try {
    earlier = fs.readFileSync(path.resolve(config.DATA_DIR, 'auth-secret'), 'utf8').trim() || undefined;
  } catch {
    earlier = undefined;
  }
  return sharedSecret(db, AUTH_SECRET_NAME, earlier);
}

/**
 * A secret for one purpose derived from the auth secret (HMAC), so it is as shared as that one
 * and needs no setting of its own: test payment mode signs its results with one.
 */
export function deriveSecret(authSecret: string, purpose: string): string {
  return createHmac('sha256', authSecret).update(purpose).digest('hex');
}
