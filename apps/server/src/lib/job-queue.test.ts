import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/test-database.ts';
import type { Database } from '../db/client.ts';
import { jobs } from '../db/schema/index.ts';
import { enqueueJobs, JobQueue, PermanentJobError } from './job-queue.ts';

/**
 * The durable job queue (decision 051) on a real database: a failed job is tried again after its
 * backoff and done once; a job whose instance died is done once by another after the lease; the
 * same work enqueued twice is one job; a hopeless job stops.
 */
let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => database?.close());
beforeEach(async () => {
  await database.db.delete(jobs);
});

const enqueue = (key: string) =>
  database.db.transaction((tx) => enqueueJobs(tx, [{ kind: 'send', payload: { key }, dedupeKey: key }]));
const jobOf = async (key: string) =>
  (await database.db.select().from(jobs).where(eq(jobs.dedupeKey, key)))[0];

describe('the durable job queue', () => {
  it('tries a failed job again after its backoff, and does it once', async () => {
    const sent: string[] = [];
    let failNext = true;
    const queue = new JobQueue(
      database.db,
      {
        async send(p: { key: string }) {
          if (failNext) {
            failNext = false;
            throw new Error('mail server down');
          }
          sent.push(p.key);
        },
      },
      { backoffMs: () => 0 },
    );
    await enqueue('retry-me');
    expect(await queue.runDue()).toBe(2); // failed, then (due again at once) done
    expect(sent).toEqual(['retry-me']);
    expect(await jobOf('retry-me')).toMatchObject({ status: 'done', attempts: 2, lastError: null });
    expect(await queue.runDue()).toBe(0);
    expect(sent).toEqual(['retry-me']);
  });

  it('keeps the failure and waits out the backoff before trying again', async () => {
    const queue = new JobQueue(database.db, {
      async send() {
        throw new Error('provider answered 503');
      },
    });
    await enqueue('later');
    expect(await queue.runDue()).toBe(1);
    const job = await jobOf('later');
    expect(job).toMatchObject({ status: 'queued', attempts: 1, lastError: 'provider answered 503' });
    expect(job?.runAt.getTime()).toBeGreaterThan(Date.now() + 20_000); // the first backoff is 30 s
    expect(await queue.runDue()).toBe(0);
  });

  it('does a job once when the instance that claimed it died: another takes it after the lease', async () => {
    const sent: string[] = [];
    // The first instance claims the job and never finishes (killed mid-send, before it wrote anything).
    const dying = new JobQueue(database.db, { send: () => new Promise<void>(() => {}) }, { leaseMs: 300 });
    await enqueue('crash');
    void dying.runDue();
    await new Promise((r) => setTimeout(r, 50));
    const survivor = new JobQueue(database.db, {
      async send(p: { key: string }) {
        sent.push(p.key);
      },
    });
    expect(await survivor.runDue()).toBe(0); // still the first instance's
    await new Promise((r) => setTimeout(r, 400));
    expect(await survivor.runDue()).toBe(1);
    expect(await survivor.runDue()).toBe(0);
    expect(sent).toEqual(['crash']);
    expect(await jobOf('crash')).toMatchObject({ status: 'done', attempts: 2 });
  });

  it('makes one job of the same work enqueued twice', async () => {
    await enqueue('twice');
    await enqueue('twice');
    expect(await database.db.select().from(jobs)).toHaveLength(1);
  });

  it('gives up at once on a permanent failure, and after its last attempt on any other', async () => {
    const queue = new JobQueue(
      database.db,
      {
        async send(p: { key: string }) {
          if (p.key === 'malformed') throw new PermanentJobError('push service answered 400');
          throw new Error('still down');
        },
      },
      { backoffMs: () => 0 },
    );
    await enqueue('malformed');
    await database.db.transaction((tx) =>
      enqueueJobs(tx, [{ kind: 'send', payload: { key: 'flaky' }, dedupeKey: 'flaky', maxAttempts: 3 }]),
    );
    await queue.runDue();
    expect(await jobOf('malformed')).toMatchObject({ status: 'failed', attempts: 1 });
    expect(await jobOf('flaky')).toMatchObject({ status: 'failed', attempts: 3, lastError: 'still down' });
  });

  it('a job of a kind nobody handles fails in words instead of looping', async () => {
    await database.db.transaction((tx) =>
      enqueueJobs(tx, [{ kind: 'unknown', payload: {}, dedupeKey: 'u' }]),
    );
    await new JobQueue(database.db, {}).runDue();
    expect(await jobOf('u')).toMatchObject({
      status: 'failed',
      lastError: 'no handler for jobs of kind unknown',
    });
  });
});
