import type { OutgoingHttpHeaders } from 'node:http';
import { canSeeOrder, ORDER_STREAM_EVENTS, ORDER_STREAM_MESSAGES, ORDER_STREAMS_PER_USER } from '@app/shared';
import type { FastifyPluginAsync } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import type { SessionUser } from '../auth/auth.ts';
import { sessionRevocations } from '../auth/session-revocations.ts';
import { type OrderEvent, type OrderEventHub, STREAMS_PER_INSTANCE } from './order-events.ts';
import { type IndexedStream, StreamIndex } from './stream-audience.ts';
import { StreamWriter } from './stream-writer.ts';

const HEARTBEAT_MS = 25_000;
/** How soon a browser reconnects after a drop; after a shutdown, soon (another instance answers). */
const RETRY_MS = 3_000;
const RETRY_AFTER_SHUTDOWN_MS = 1_000;

/**
 * Who hears about a change: whoever may see the order after it (the shared `canSeeOrder`, as for
 * GET /api/order/:id and every list). Three additions: a rider's position goes to the order's customer
 * only; a dispatch offer to its rider (and admins) only; and every delivery partner hears that an offered order was taken, because it was in their
 * list a moment before and must leave it at once.
 */
export function isAudience(user: SessionUser, e: OrderEvent): boolean {
  if (e.kind === 'location') return e.userId === user.id;
  if (e.kind === 'offer') return e.offeredTo === user.id || user.role === 'admin';
  if (e.kind === 'taken' && user.role === 'deliveryPartner') return true;
  return canSeeOrder(user, e);
}

/** What one listener is told: delivery partners never get the customer's or the owner's ids. */
export function eventFor(user: SessionUser, e: OrderEvent): Partial<OrderEvent> {
  if (user.role !== 'deliveryPartner') return e;
  return {
    orderId: e.orderId,
    status: e.status,
    ...(e.kind ? { kind: e.kind } : {}),
    ...(e.deliveryPartnerId === user.id ? { deliveryPartnerId: user.id } : {}),
  };
}

/** An open stream: whose, and what it does with an event that may concern its user. */
type OpenStream = IndexedStream & { onEvent(e: OrderEvent): void; onResync(): void; recheck(): void };

/**
 * GET /api/orders/events: Server-Sent Events of the order changes the signed-in user may see, and
 * `resync` when the server may have missed some (its database connection dropped and is back).
 * The session is read again before each event and with each heartbeat: a user signed out,
 * disabled or given another role (both end their sessions) has the stream closed at once, and
 * never hears what the old permissions allowed. At most ORDER_STREAMS_PER_USER streams per user
 * on an instance (429 beyond), and a client that does not read is dropped, not buffered for.
 */
export function orderStreamRoutes(hub: OrderEventHub): FastifyPluginAsync {
  return async (app) => {
    const open = new Set<() => void>();
    // One subscription to the instance's events for every stream: each event goes to the streams of
    // the people it concerns (StreamIndex), each of which checks the exact rule.
    const streams = new StreamIndex<OpenStream>();
    const unsubscribe = hub.subscribe(
      (event) => {
        for (const s of streams.candidates(event)) s.onEvent(event);
      },
      () => {
        for (const s of streams.all()) s.onResync();
      },
    );
    app.addHook('onClose', async () => unsubscribe());
    // A user's sessions ended (signed out, disabled, role changed), here or on another instance:
    // their streams ask again at once, not at the next event (issue 27).
    const stopWatching = sessionRevocations(app.db).onMark((userId) => {
      for (const s of streams.ofUser(userId)) s.recheck();
    });
    app.addHook('onClose', async () => stopWatching());
    const perUser = new Map<string, number>();
    // Shutting down ends every open stream before the server waits for connections to finish,
    // with a short retry hint so browsers reconnect (to another instance) at once.
    app.addHook('preClose', async () => {
      for (const end of open) end();
    });
    app.get(
      '/orders/events',
      { config: { access: 'signedIn' }, schema: { hide: true } },
      async (request, reply) => {
        const user = await request.requireUser();
        const held = perUser.get(user.id) ?? 0;
        if (held >= ORDER_STREAMS_PER_USER) {
          throw new AppError('RATE_LIMITED', ORDER_STREAM_MESSAGES.tooManyStreams);
        }
        if (open.size >= STREAMS_PER_INSTANCE) {
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
        res.write(`retry: ${RETRY_MS}\n\n`);

        let closed = false;
        let checking: Promise<boolean> | null = null;
        /** Whether the session still is this user with this role (a failed read keeps the stream). */
        const stillAllowed = (): Promise<boolean> => {
          checking ??= request
            .reloadSessionUser()
            .then(
              (now) => now !== null && now.id === user.id && now.role === user.role,
              () => true,
            )
            .finally(() => {
              checking = null;
            });
          return checking;
        };
        /** Too slow to read: drop the connection (the browser reconnects and refetches). */
        const drop = () => {
          close();
          res.destroy();
        };
        const writer = new StreamWriter(res, drop);
        // Events leave in the order they came, each after the session was checked again; a rider's
        // position waits, newest only, while the socket is not draining (StreamWriter).
        let queue: Promise<void> = Promise.resolve();
        const send = (chunk: string, positionOf?: string) => {
          queue = queue.then(async () => {
            if (closed) return;
            if (!(await stillAllowed())) return revoke();
            if (positionOf) writer.writePosition(positionOf, chunk);
            else writer.write(chunk);
          });
        };
        const stream: OpenStream = {
          userId: user.id,
          role: user.role,
          onEvent: (event) => {
            if (isAudience(user, event))
              send(
                `event: ${ORDER_STREAM_EVENTS.order}\ndata: ${JSON.stringify(eventFor(user, event))}\n\n`,
                event.kind === 'location' ? event.orderId : undefined,
              );
          },
          onResync: () => send(`event: ${ORDER_STREAM_EVENTS.resync}\ndata: {}\n\n`),
          recheck: () => {
            queue = queue.then(async () => {
              if (!closed && !(await stillAllowed())) revoke();
            });
          },
        };
        streams.add(stream);
        const heartbeat = setInterval(() => send(': keep-alive\n\n'), HEARTBEAT_MS);
        const close = () => {
          if (closed) return;
          closed = true;
          clearInterval(heartbeat);
          streams.delete(stream);
          open.delete(end);
          const left = (perUser.get(user.id) ?? 1) - 1;
          if (left > 0) perUser.set(user.id, left);
          else perUser.delete(user.id);
        };
        const end = () => {
          close();
          // The stream's connection was kept alive from before the shutdown began: close it too,
          // or the server would wait for the browser to let go of it.
          res.end(`retry: ${RETRY_AFTER_SHUTDOWN_MS}\n\n`, () => res.socket?.destroy());
        };
        /** The user may no longer hear these events: end the stream; a reconnect asks again. */
        const revoke = () => {
          close();
          res.end(() => res.socket?.destroy());
        };
        open.add(end);
        request.raw.on('close', close);
      },
    );
  };
}
