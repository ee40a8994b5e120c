import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Db } from '../db/client.ts';
import { jobs } from '../db/schema/index.ts';
import { ConcurrencyLimit } from './concurrency-limit.ts';
import { Pump } from './pump.ts';
import type { ScheduledJob } from './scheduled-job.ts';

/** NOTIFY channel an enqueue wakes the workers on (every instance LISTENs once). */
export const JOBS_CHANNEL = 'jobs';

export type NewJob = {
  kind: string;
  payload: Record<string, unknown>;
  /** At most one job per key, ever: the same work enqueued twice (a replay, two instances) is done once. */
  dedupeKey?: string;
  /** Not before this (a reminder); now by default. */
  runAt?: Date;
  maxAttempts?: number;
};

/**
 * Queues work in the caller's transaction (the outbox): it exists exactly when the change that
 * needs it commits, and the NOTIFY wakes a worker at that moment.
 */
export async function enqueueJobs(
  tx: Pick<Db, 'insert' | 'execute'>,
  list: readonly NewJob[],
): Promise<void> {
  if (list.length === 0) return;
  await tx
    .insert(jobs)
    .values(
      list.map((j) => ({
        kind: j.kind,
        payload: j.payload,
        dedupeKey: j.dedupeKey ?? null,
        ...(j.runAt ? { runAt: j.runAt } : {}),
        ...(j.maxAttempts ? { maxAttempts: j.maxAttempts } : {}),
      })),
    )
    .onConflictDoNothing({ target: jobs.dedupeKey });
  await tx.execute(sql`select pg_notify(${JOBS_CHANNEL}, '')`);
}

/** A failure that no retry will mend (the provider refused the request as malformed): the job stops. */
export class PermanentJobError extends Error {}

export type JobContext = { id: string; attempts: number };
// biome-ignore lint/suspicious/noExplicitAny: each handler states its own payload's shape
export type JobHandler = (payload: any, job: JobContext) => Promise<void>;

export type JobQueueOptions = {
  /** Jobs claimed per round trip. */
  batch?: number;
  /** Jobs run at once per instance (calls to other services: network, not CPU). */
  concurrency?: number;
  /** How long a claimed job is this instance's; past it (the instance died) it is due again. */
  leaseMs?: number;
  /** A poll besides the NOTIFY: catches retries coming due and a missed wake-up. */
  pollMs?: number;
  /** The wait before attempt n+1 after n failed ones. */
  backoffMs?: (attempts: number) => number;
  log?: Pick<FastifyBaseLogger, 'warn' | 'error'>;
  /** Tells whether an error is the database being away (logged as a warning, tried again later). */
  isOutage?: (err: unknown) => boolean;
};

/** 30 s, 1 min, 2 min … capped at an hour: eight attempts span about two hours. */
export const defaultBackoffMs = (attempts: number) => Math.min(30_000 * 2 ** (attempts - 1), 3_600_000);

type Claimed = {
  id: string;
  kind: string;
  payload: Record<string, unknown>;
  attempts: number;
  max_attempts: number;
};

/**
 * The worker of the durable job queue (decision 051), one per instance: it claims due jobs with
 * `for update skip locked` (instances never share one), moves each a lease ahead while it runs,
 * and records the outcome: done, due again after a backoff, or failed once out of attempts.
 * A job is done at least once; its handler makes a repeat harmless (a push's tag, a dedupe key).
 */
export class JobQueue {
  private readonly pump: Pump;
  private timer: NodeJS.Timeout | undefined;
  private unlisten: (() => Promise<void>) | null = null;
  private readonly limit: ConcurrencyLimit;
  private readonly opts: Required<Omit<JobQueueOptions, 'log' | 'isOutage'>> & JobQueueOptions;

  constructor(
    private readonly db: Db,
    private readonly handlers: Readonly<Record<string, JobHandler>>,
    options: JobQueueOptions = {},
  ) {
    this.opts = {
      batch: 20,
      concurrency: 4,
      leaseMs: 120_000,
      pollMs: 5_000,
      backoffMs: defaultBackoffMs,
      ...options,
    };
    this.limit = new ConcurrencyLimit(this.opts.concurrency);
    this.pump = new Pump(
      () => this.runDue(),
      (err) => {
        if (this.opts.isOutage?.(err)) this.opts.log?.warn({ err }, 'job queue paused: database unavailable');
        else this.opts.log?.error({ err }, 'job queue failed');
      },
    );
  }

  /** Listens for enqueues, polls, and runs what is due now. */
  async start(database: Database): Promise<void> {
    this.unlisten = await database.listen(
      JOBS_CHANNEL,
      () => this.pump.wake(),
      () => this.pump.wake(),
    );
    this.timer = setInterval(() => this.pump.wake(), this.opts.pollMs);
    this.timer.unref();
    this.pump.wake();
  }

  /** Claims and runs due jobs until none is due. Returns how many ran. Tests call it to drain the queue. */
  async runDue(): Promise<number> {
    let ran = 0;
    for (;;) {
      const claimed = await this.claim();
      if (claimed.length === 0) return ran;
      await Promise.all(claimed.map((job) => this.limit.run(() => this.runOne(job))));
      ran += claimed.length;
    }
  }

  /** Waits for the run in progress. */
  idle(): Promise<void> {
    return this.pump.idle();
  }

  /** Background runs started so far, and whether one is under way (Notifications.drain). */
  get runs(): number {
    return this.pump.runs;
  }

  get busy(): boolean {
    return this.pump.busy;
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    await this.unlisten?.().catch(() => {}); // the database may be gone already
    this.unlisten = null;
    await this.pump.stop();
  }

  private async claim(): Promise<Claimed[]> {
    const result = (await this.db.execute(sql`
      update ${jobs} set attempts = attempts + 1,
        run_at = now() + make_interval(secs => ${this.opts.leaseMs / 1000})
      where id in (
        select id from ${jobs} where status = 'queued' and run_at <= now()
        order by run_at limit ${this.opts.batch} for update skip locked
      )
      returning id, kind, payload, attempts, max_attempts`)) as unknown as { rows: Claimed[] };
    return result.rows;
  }

  private async runOne(job: Claimed): Promise<void> {
    const handler = this.handlers[job.kind];
    try {
      if (!handler) throw new PermanentJobError(`no handler for jobs of kind ${job.kind}`);
      await handler(job.payload, { id: job.id, attempts: job.attempts });
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      const final = err instanceof PermanentJobError || job.attempts >= job.max_attempts;
      this.opts.log?.warn({ err, job: job.id, kind: job.kind, attempts: job.attempts, final }, 'job failed');
      await this.db.execute(
        final
          ? sql`update ${jobs} set status = 'failed', finished_at = now(), last_error = ${message} where id = ${job.id}`
          : sql`update ${jobs} set run_at = now() + make_interval(secs => ${this.opts.backoffMs(job.attempts) / 1000}),
              last_error = ${message} where id = ${job.id}`,
      );
      return;
    }
    await this.db.execute(
      sql`update ${jobs} set status = 'done', finished_at = now(), last_error = null where id = ${job.id}`,
    );
  }
}

/** How long finished jobs stay (what was sent, for support), then the hourly clean-up deletes them. */
const KEEP_FINISHED_DAYS = 7;

export const jobsCleanupJob: ScheduledJob = {
  name: 'jobs-cleanup',
  everyMs: 3_600_000,
  async run(tx) {
    const result = (await tx.execute(sql`
      delete from ${jobs} where status <> 'queued'
        and finished_at < now() - make_interval(days => ${KEEP_FINISHED_DAYS})`)) as unknown as {
      affectedRows?: number;
      rowCount?: number;
    };
    const deleted = result.rowCount ?? result.affectedRows ?? 0;
    return deleted > 0 ? { deleted } : undefined;
  },
};
