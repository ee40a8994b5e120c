import type { FastifyInstance } from 'fastify';
import { scheduleJob } from '../../lib/scheduled-job.ts';
import { type PaymentDeps, refundFinisherJob } from './payments.service.ts';

/**
 * Finishes refunds left pending (refundFinisherJob) on the one scheduled-job mechanism, like the
 * unpaid-order expiry: once when the app is ready, then every minute, one instance at a time,
 * never two rounds at once, and closing the app waits for a round in progress.
 */
export function scheduleRefundFinisher(app: FastifyInstance, deps: PaymentDeps): void {
  scheduleJob(app, deps.db, refundFinisherJob(deps));
}
