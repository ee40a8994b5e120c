import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Config } from '../../config.ts';

/**
 * AUTH_SECRET signs session cookies. When it is not configured we make one and keep it in
 * DATA_DIR, so sessions survive restarts of a laptop install; production should set it.
 */
export function resolveAuthSecret(config: Config): string {
  if (config.AUTH_SECRET) return config.AUTH_SECRET;
  if (config.NODE_ENV === 'test') return 'test-secret-that-is-at-least-32-characters-long';
  const file = path.resolve(config.DATA_DIR, 'auth-secret');
  try {
    return fs.readFileSync(file, 'utf8').trim();
  } catch {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    const secret = randomBytes(32).toString('base64url');
    fs.writeFileSync(file, secret, { mode: 0o600 });
    return secret;
  }
}
