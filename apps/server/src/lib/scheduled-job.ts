import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client.ts';

export type ScheduledJob = {
  /** Unique per job; also the key of its advisory lock and of its row in scheduled_job_runs. */
  name: string;
  everyMs: number;
  /** The job's work, given the transaction that holds the job's lock. Returns a summary to log, if any. */
  run(tx: Db): Promise<Record<string, unknown> | undefined>;
  /**
   * Work that must not hold a transaction (a call to another service), run after `run` committed
   * (typically what `run` claimed), still inside the tick: no overlap, and shutdown waits for it.
   * Given what `run` returned; returns the summary to log.
   */
  afterCommit?(claimed: Record<string, unknown> | undefined): Promise<Record<string, unknown> | undefined>;
};

/** A tick claims the job if its last run is older than this share of the period (timers drift). */
const CLAIM_SHARE = 0.9;

/**
 * Runs one tick of a periodic job, at most once per period across every instance on the database:
 * in one transaction it takes the job's advisory lock (`pg_try_advisory_xact_lock`; an instance
 * that cannot get it skips the tick: another is running the job right now), checks the job's last
 * run (another instance may have run this period's tick a moment ago) and records this one, then
 * does the work. Returns whether this instance ran it.
 */
export async function runJobTick(
  db: Db,
  job: ScheduledJob,
  now = new Date(),
): Promise<{ ran: boolean; summary?: Record<string, unknown> }> {
  const tick = await db.transaction(async (tx) => {
    const lock = (await tx.execute(
      sql`select pg_try_advisory_xact_lock(hashtext('scheduled-job'), hashtext(${job.name})) as locked`,
    )) as unknown as { rows: { locked: boolean }[] };
    if (!lock.rows[0]?.locked) return { ran: false };
    const claimedBefore = new Date(now.getTime() - job.everyMs * CLAIM_SHARE);
    const claimed = (await tx.execute(sql`
      insert into scheduled_job_runs (name, last_run_at) values (${job.name}, ${now})
      on conflict (name) do update set last_run_at = excluded.last_run_at
      where scheduled_job_runs.last_run_at <= ${claimedBefore}
      returning name`)) as unknown as { rows: unknown[] };
    if (claimed.rows.length === 0) return { ran: false };
    const summary = await job.run(tx as unknown as Db);
    return { ran: true as boolean, ...(summary ? { summary } : {}) };
  });
  if (!tick.ran || !job.afterCommit) return tick;
  const summary = await job.afterCommit(tick.summary);
  return { ran: true, ...(summary ? { summary } : {}) };
}

/**
 * Schedules a periodic job (runJobTick): one tick when the app is ready, then every `everyMs`.
 * A failed tick is logged (a database outage as a warning) and the next one tries again. Closing
 * the app stops the timer and waits for a tick in progress, so the database is never closed under it.
 */
export function scheduleJob(app: FastifyInstance, db: Db, job: ScheduledJob): void {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | null = null;
  let stopped = false;
  const tick = async () => {
    try {
      const { ran, summary } = await runJobTick(db, job);
      if (ran && summary) app.log.info({ job: job.name, ...summary }, 'scheduled job ran');
    } catch (err) {
      if (app.database.availability.report(err))
        app.log.warn({ err, job: job.name }, 'scheduled job skipped: database unavailable');
      else app.log.error({ err, job: job.name }, 'scheduled job failed');
    }
  };
  const start = () => {
    if (stopped || running) return;
    running = tick().finally(() => {
      running = null;
    });
  };
  app.addHook('onReady', async () => {
    start();
    await running;
    timer = setInterval(start, job.everyMs);
    timer.unref();
  });
  app.addHook('preClose', async () => {
    stopped = true;
    clearInterval(timer);
    await running;
  });
}
