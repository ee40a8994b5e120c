import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** When each periodic job last ran, across every instance on this database (lib/scheduled-job.ts). */
export const scheduledJobRuns = pgTable('scheduled_job_runs', {
  name: text('name').primaryKey(),
  lastRunAt: timestamp('last_run_at', { withTimezone: true }).notNull(),
});

/**
 * Secrets every instance must share and nobody configured: made once, on the first start, by
 * whichever instance gets there first (db/shared-secret.ts).
 */
export const serverSecrets = pgTable('server_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
