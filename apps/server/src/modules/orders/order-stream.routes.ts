import type { FastifyPluginAsync } from 'fastify';
import type { SessionUser } from '../auth/auth.ts';
import type { OrderEvent, OrderEventHub } from './order-events.ts';

const HEARTBEAT_MS = 25_000;

/** Who hears about a change: the customer, the restaurant's owner, delivery partners, admins. */
export function isAudience(user: SessionUser, e: OrderEvent): boolean {
  if (user.role === 'admin') return true;
  if (e.userId === user.id || e.restaurantOwnerId === user.id || e.deliveryPartnerId === user.id) return true;
  return user.role === 'deliveryPartner' && e.status === 'Preparing';
}

/** GET /api/orders/events: Server-Sent Events of the order changes the signed-in user may see. */
export function orderStreamRoutes(hub: OrderEventHub): FastifyPluginAsync {
  return async (app) => {
    const open = new Set<() => void>();
    // Shutting down ends every open stream so the server can close.
    app.addHook('onClose', async () => {
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
        res.write('retry: 3000\n\n');
        const unsubscribe = hub.subscribe((event) => {
          if (isAudience(user, event)) res.write(`event: order\ndata: ${JSON.stringify(event)}\n\n`);
        });
        const heartbeat = setInterval(() => res.write(': keep-alive\n\n'), HEARTBEAT_MS);
        const close = () => {
          clearInterval(heartbeat);
          unsubscribe();
          open.delete(end);
        };
        const end = () => {
          close();
          res.end();
        };
        open.add(end);
        request.raw.on('close', close);
      },
    );
  };
}
