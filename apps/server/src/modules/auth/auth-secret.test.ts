import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/test-database.ts';
import { loadConfig } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { serverSecrets } from '../../db/schema/index.ts';
import { AUTH_SECRET_NAME, resolveAuthSecret } from './auth-secret.ts';

describe('the key that signs sessions', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => database?.close());
  const stored = () =>
    database.db.select().from(serverSecrets).where(eq(serverSecrets.name, AUTH_SECRET_NAME));

  it('is made once and kept in the database while AUTH_SECRET is not set (development)', async () => {
    const config = loadConfig({ NODE_ENV: 'development' });
    const first = await resolveAuthSecret(config, database.db);
    expect(await resolveAuthSecret(config, database.db)).toBe(first);
    expect(await stored()).toHaveLength(1);
  });

  it('is AUTH_SECRET once set, and the stored one leaves the database (and so its dumps)', async () => {
    const secret = 'an-operator-secret-of-at-least-32-characters';
    const config = loadConfig({ NODE_ENV: 'development', AUTH_SECRET: secret });
    expect(await resolveAuthSecret(config, database.db)).toBe(secret);
    expect(await stored()).toHaveLength(0);
  });
});
