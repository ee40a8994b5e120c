import { count, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import type { Database } from '../src/db/client.ts';
import { coupons, restaurants, user } from '../src/db/schema/index.ts';
import { DEMO_ACCOUNTS } from '../src/db/seed/accounts.ts';
import { DEMO_RESTAURANTS } from '../src/db/seed/demo.ts';
import { DEMO_COUPONS } from '../src/db/seed/demo-coupons.ts';
import { seedAtStartup } from '../src/db/seed/startup.ts';
import { createTestDatabase } from './test-database.ts';

describe.skipIf(!process.env.DATABASE_URL)(
  'instances started together on an empty PostgreSQL database (PostgreSQL runs only: PGlite allows one process)',
  () => {
    let database: Database;
    const apps: FastifyInstance[] = [];

    beforeAll(async () => {
      database = await createTestDatabase();
      const name = (await database.db.execute(sql`select current_database() as name`)) as unknown as {
        rows: { name: string }[];
      };
      const url = new URL(process.env.DATABASE_URL ?? '');
      url.pathname = `/${name.rows[0]?.name}`;
      for (let i = 0; i < 2; i += 1) {
        const config = loadConfig({
          NODE_ENV: 'development',
          LOG_LEVEL: 'silent',
          DATABASE_URL: url.toString(),
          SEED_DEMO: 'true',
          ADMIN_EMAIL: 'ops@example.com',
          ADMIN_PASSWORD: 'Operator@12345',
        });
        const app = await buildApp({ config, database, logger: false });
        await app.ready();
        apps.push(app);
      }
      // Both seed at the same moment, as two instances of one deploy do.
      await Promise.all(apps.map((app) => seedAtStartup(app.config, app.auth, database.db)));
    }, 120_000);

    afterAll(async () => {
      for (const app of apps) await app.close();
      await database?.close();
    });

    it('seed the demo catalogue once', async () => {
      const [row] = await database.db.select({ n: count() }).from(restaurants);
      expect(row?.n).toBe(DEMO_RESTAURANTS);
    });

    it('seed the demo coupons once', async () => {
      const rows = await database.db.select({ code: coupons.code }).from(coupons).orderBy(coupons.code);
      expect(rows.map((r) => r.code)).toEqual(DEMO_COUPONS.map((c) => c.code).sort());
    });

    it('create each demo account and the operator admin once', async () => {
      for (const email of [...DEMO_ACCOUNTS.map((a) => a.email), 'ops@example.com']) {
        const [row] = await database.db.select({ n: count() }).from(user).where(eq(user.email, email));
        expect(row?.n, email).toBe(1);
      }
    });
  },
);
