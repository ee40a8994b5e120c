import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/test-database.ts';
import type { Database } from './client.ts';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => database?.close());

async function plan(query: ReturnType<typeof sql>): Promise<string> {
  let text = '';
  await database.db
    .transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const result = (await tx.execute(sql`explain (costs off) ${query}`)) as unknown as {
        rows: Record<string, string>[];
      };
      text = result.rows.map((r) => Object.values(r)[0]).join('\n');
      tx.rollback();
    })
    .catch(() => {});
  return text;
}

describe('indexes behind ON DELETE actions', () => {
  it('deleting a dish finds its order lines (ON DELETE SET NULL) through order_items_food_item_idx', async () => {
    const id = '00000000-0000-4000-8000-000000000001';
    const found = await plan(sql`update order_items set food_item_id = null where food_item_id = ${id}`);
    expect(found).toContain('order_items_food_item_idx');
  });
});
