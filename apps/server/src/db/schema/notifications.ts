import { JOB_STATUSES } from '@app/shared';
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { user } from './auth.ts';

/**
 * The durable job queue (lib/job-queue.ts, decision 051): work that calls another service (a push,
 * an email, an SMS), written in the transaction that made it necessary and done after it commits,
 * retried with backoff until it succeeds. `run_at` is when it is next due: claiming a job moves it
 * a lease ahead, so a job whose instance died is due again once the lease runs out.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    /** At most one job per key, ever: enqueueing the same work twice (a replay, two instances) is a no-op. */
    dedupeKey: text('dedupe_key'),
    status: text('status', { enum: JOB_STATUSES }).notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(8),
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('jobs_dedupe_key_idx').on(t.dedupeKey),
    // What a worker claims: the queued jobs that are due, oldest first.
    index('jobs_due_idx').on(t.runAt).where(sql`${t.status} = 'queued'`),
    // What the clean-up deletes: finished jobs past their keeping time.
    index('jobs_finished_idx').on(t.finishedAt).where(sql`${t.status} <> 'queued'`),
  ],
);

/** A browser's Web Push subscription (the Push API's endpoint and keys), one row per browser. */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('push_subscriptions_endpoint_idx').on(t.endpoint),
    index('push_subscriptions_user_idx').on(t.userId),
  ],
);

/** Which channels a person wants (no row: the defaults, NOTIFICATION_DEFAULTS). */
export const notificationPreferences = pgTable('notification_preferences', {
  userId: text('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  push: boolean('push').notNull(),
  email: boolean('email').notNull(),
  sms: boolean('sms').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The development SMS outbox: what an SMS provider would have sent, listed at /dev/mailbox. */
export const devSms = pgTable('dev_sms', {
  id: uuid('id').primaryKey().defaultRandom(),
  to: text('to').notNull(),
  text: text('text').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
