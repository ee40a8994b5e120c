import { RELIABILITY_MESSAGES, type TErrorBody } from '@app/shared';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client.ts';

/**
 * While the database is unreachable (db/availability.ts), every API request is answered 503 at
 * once with our error body and a Retry-After, instead of queueing for a connection that will not
 * come. Liveness (/healthz), the built web app and the API docs are served as usual. The outage
 * and the recovery are logged once each.
 */
export function registerDatabaseOutageHandling(app: FastifyInstance, database: Database): void {
  const { availability } = database;
  const onUnavailable = (err: unknown) => app.log.warn({ err }, 'database unavailable; answering 503');
  const onAvailable = () => app.log.info('database available again');
  availability.on('unavailable', onUnavailable);
  availability.on('available', onAvailable);
  app.addHook('onClose', async () => {
    availability.off('unavailable', onUnavailable);
    availability.off('available', onAvailable);
  });

  app.addHook('onRequest', async (request, reply) => {
    if (availability.available) return;
    if (!request.url.startsWith('/api/') || request.url.startsWith('/api/docs')) return;
    const message = RELIABILITY_MESSAGES.serviceUnavailable;
    const body: TErrorBody = { error: message, message, code: 'UNAVAILABLE', requestId: request.id };
    return reply.status(503).header('retry-after', '2').send(body);
  });
}
