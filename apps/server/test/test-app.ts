import fs from 'node:fs';
import type { Agent } from 'node:https';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import type { Database } from '../src/db/client.ts';
import { createTestDatabase } from './test-database.ts';

export type TestContext = { app: FastifyInstance; database: Database; close(): Promise<void> };

/**
 * The real application on a fresh database, driven through app.inject(). `database` runs it on
 * an existing one instead (a second instance beside another); closing then leaves it open.
 */
export async function createTestApp(
  env: Record<string, string> = {},
  opts: { database?: Database; compiledResponses?: boolean; pushAgent?: Agent } = {},
): Promise<TestContext> {
  const database = opts.database ?? (await createTestDatabase());
  // Uploaded photos go to a folder of this app's own (DATA_DIR/images), never the repository's ./data.
  const dataDir = env.DATA_DIR ? null : fs.mkdtempSync(path.join(os.tmpdir(), 'chennai-eats-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    AUTH_RATE_LIMIT_PER_MINUTE: '1000',
    SEED_DEMO: 'false',
    // Tests run the kitchen deadlines themselves, with the clock they choose (kitchen-controls.test.ts).
    KITCHEN_DEADLINE_CHECK_MS: '0',
    SCHEDULED_RELEASE_CHECK_MS: '0',
    ...(dataDir ? { DATA_DIR: dataDir } : {}),
    ...env,
  });
  const app = await buildApp({
    config,
    database,
    logger: false,
    ...(opts.compiledResponses !== undefined ? { compiledResponses: opts.compiledResponses } : {}),
    ...(opts.pushAgent ? { pushAgent: opts.pushAgent } : {}),
  });
  await app.ready();
  return {
    app,
    database,
    async close() {
      await app.close();
      if (!opts.database) await database.close();
      if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
