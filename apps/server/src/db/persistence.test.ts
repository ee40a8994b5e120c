import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { openMigratedDatabase } from './open-from-config.ts';
import { restaurants } from './schema/index.ts';
import { makeRestaurant } from './seed/factories.ts';
import { countRestaurants } from './seed/insert-catalogue.ts';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'persist-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe.skipIf(Boolean(process.env.DATABASE_URL))('the embedded database (PGlite under DATA_DIR)', () => {
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dir });

  it('keeps what was written across a restart', async () => {
    const first = await openMigratedDatabase(config);
    await first.db.insert(restaurants).values(makeRestaurant({ name: 'Survives Restarts' }));
    await first.close();

    const second = await openMigratedDatabase(config);
    try {
      expect(await countRestaurants(second.db)).toBe(1);
      const [row] = await second.db.select().from(restaurants);
      expect(row?.name).toBe('Survives Restarts');
    } finally {
      await second.close();
    }
  });

  it('refuses a data directory that another live process holds', async () => {
    fs.writeFileSync(path.join(dir, 'server.pid'), String(process.ppid));
    await expect(openMigratedDatabase(config)).rejects.toThrow(/is in use by process/);
    fs.rmSync(path.join(dir, 'server.pid'));
  });
});
