import { canSeeOrder, ORDER_STREAM_EVENTS } from '@app/shared';
import type { FastifyPluginAsync } from 'fastify';
import type { SessionUser } from '../auth/auth.ts';
import type { OrderEvent, OrderEventHub } from './order-events.ts';

const HEARTBEAT_MS = 25_000;
/** How soon a browser reconnects after a drop; after a shutdown, soon (another instance answers). */
const RETRY_MS = 3_000;
const RETRY_AFTER_SHUTDOWN_MS = 1_000;

/**
 * Who hears about a change: whoever may see the order after it (the shared `canSeeOrder`, as for
 * GET /api/order/:id and every list). Two additions: a rider's position goes to the order's customer
 * only; and every delivery partner hears that an offered order was taken, because it was in their
 * list a moment before and must leave it at once.
 */
export function isAudience(user: SessionUser, e: OrderEvent): boolean {
  if (e.kind === 'location') return e.userId === user.id;
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

/**
 * GET /api/orders/events: Server-Sent Events of the order changes the signed-in user may see, and
 * `resync` when the server may have missed some (its database connection dropped and is back).
 */
export function orderStreamRoutes(hub: OrderEventHub): FastifyPluginAsync {
  return async (app) => {
    const open = new Set<() => void>();
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
        reply.hijack();
        const res = reply.raw;
        res.writeHead(200, {
          'content-type': 'text/event-stream; charset=utf-8',
          'cache-control': 'no-store',
          connection: 'keep-alive',
          'x-accel-buffering': 'no',
        });
        res.write(`retry: ${RETRY_MS}\n\n`);
        const unsubscribe = hub.subscribe(
          (event) => {
            if (isAudience(user, event)) {
              res.write(
                `event: ${ORDER_STREAM_EVENTS.order}\ndata: ${JSON.stringify(eventFor(user, event))}\n\n`,
              );
            }
          },
          () => res.write(`event: ${ORDER_STREAM_EVENTS.resync}\ndata: {}\n\n`),
        );
        const heartbeat = setInterval(() => res.write(': keep-alive\n\n'), HEARTBEAT_MS);
        const close = () => {
          clearInterval(heartbeat);
          unsubscribe();
          open.delete(end);
        };
        const end = () => {
          close();
          // The stream's connection was kept alive from before the shutdown began: close it too,
          // or the server would wait for the browser to let go of it.
          res.end(`retry: ${RETRY_AFTER_SHUTDOWN_MS}\n\n`, () => res.socket?.destroy());
        };
        open.add(end);
        request.raw.on('close', close);
      },
    );
  };
}
