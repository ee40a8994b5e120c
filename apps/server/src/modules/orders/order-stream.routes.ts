import type { OutgoingHttpHeaders } from 'node:http';
import { ORDER_STREAM_MESSAGES, ORDER_STREAMS_PER_USER } from '@app/shared';
import type { FastifyPluginAsync } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import { sessionRevocations } from '../auth/session-revocations.ts';
import { type StreamTickets, sessionCookieFingerprint } from '../auth/stream-tickets.ts';
import { type OrderEventHub, STREAMS_PER_INSTANCE } from './order-events.ts';
import { OrderStream } from './order-stream.ts';
import { StreamIndex } from './stream-audience.ts';

export { eventFor, isAudience } from './order-stream.ts';

const HEARTBEAT_MS = 25_000;
/**
 * How soon a browser reconnects after a drop: each stream is told its own time between 1 and 3 s,
 * so the streams of a killed instance arrive at the others spread out, not in one instant, and
 * are open again within 5 s (decision 056). After a shutdown, sooner (another instance answers).
 */
const RETRY_MIN_MS = 1_000;
const RETRY_SPREAD_MS = 2_000;
const RETRY_AFTER_SHUTDOWN_MS = 1_000;
/** After the listening connection came back, the open streams read their sessions within this, spread out. */
const RESYNC_RECHECK_SPREAD_MS = 5_000;

/**
 * GET /api/orders/events: Server-Sent Events of the order changes the signed-in user may see, and
 * `resync` when the server may have missed some (its database connection dropped and is back).
 * Each stream is an OrderStream: no database read per event; a user signed out, disabled or given
 * another role has the stream held back at once and closed once the session read says so. At most
 * ORDER_STREAMS_PER_USER streams per user on an instance (429 beyond), and a client that does not
 * read is dropped, not buffered for.
 */
export function orderStreamRoutes(hub: OrderEventHub, tickets?: StreamTickets): FastifyPluginAsync {
  return async (app) => {
    // One subscription to the instance's events for every stream: each event goes to the streams of
    // the people it concerns (StreamIndex), each of which checks the exact rule.
    const streams = new StreamIndex<OrderStream>();
    const unsubscribe = hub.subscribe(
      (event) => {
        for (const s of streams.candidates(event)) s.onEvent(event);
      },
      () => {
        for (const s of streams.all()) s.onResync(RESYNC_RECHECK_SPREAD_MS);
      },
    );
    app.addHook('onClose', async () => unsubscribe());
    // A user's sessions ended (signed out, disabled, role changed), here or on another instance:
    // their streams hold their events back and read the session again, at once.
    const stopWatching = sessionRevocations(app.db).onMark((userId) => {
      for (const s of streams.ofUser(userId)) s.revoked();
    });
    app.addHook('onClose', async () => stopWatching());
    // One heartbeat for every stream, not a timer each.
    const heartbeat = setInterval(() => {
      const now = Date.now();
      for (const s of streams.all()) s.beat(now);
    }, HEARTBEAT_MS);
    heartbeat.unref();
    app.addHook('onClose', async () => clearInterval(heartbeat));
    const perUser = new Map<string, number>();
    // Shutting down ends every open stream before the server waits for connections to finish,
    // with a short retry hint so browsers reconnect (to another instance) at once.
    app.addHook('preClose', async () => {
      for (const s of [...streams.all()]) s.endForShutdown(RETRY_AFTER_SHUTDOWN_MS);
    });
    const closed = (stream: OrderStream) => {
      streams.delete(stream);
      const left = (perUser.get(stream.userId) ?? 1) - 1;
      if (left > 0) perUser.set(stream.userId, left);
      else perUser.delete(stream.userId);
    };
    app.get(
      '/orders/events',
      { config: { access: 'signedIn', streamTicket: true }, schema: { hide: true } },
      async (request, reply) => {
        const user = await request.requireUser();
        const held = perUser.get(user.id) ?? 0;
        if (held >= ORDER_STREAMS_PER_USER) {
          throw new AppError('RATE_LIMITED', ORDER_STREAM_MESSAGES.tooManyStreams);
        }
        if (streams.size >= STREAMS_PER_INSTANCE) {
          throw new AppError('UNAVAILABLE', ORDER_STREAM_MESSAGES.instanceFull);
        }
        perUser.set(user.id, held + 1);
        reply.hijack();
        const res = reply.raw;
        // The security headers every response carries (set on the reply, which hijack bypasses).
        res.writeHead(200, {
          ...(reply.getHeaders() as OutgoingHttpHeaders),
          'content-type': 'text/event-stream; charset=utf-8',
          'cache-control': 'no-store',
          connection: 'keep-alive',
          'x-accel-buffering': 'no',
        });
        res.write(`retry: ${RETRY_MIN_MS + Math.floor(Math.random() * RETRY_SPREAD_MS)}\n\n`);
        const fingerprint = sessionCookieFingerprint(request.headers.cookie);
        const ticket = tickets && fingerprint ? () => tickets.issue(user, fingerprint) : () => null;
        const stream = new OrderStream(user, res, () => request.reloadSessionUser(), closed, ticket);
        streams.add(stream);
        request.raw.on('close', () => stream.close());
      },
    );
  };
}
