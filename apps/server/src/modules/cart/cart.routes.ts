import { MESSAGES, ZCart, ZErrorBody } from '@app/shared';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { carts, restaurants } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';

const errors = { 400: ZErrorBody, 401: ZErrorBody, 403: ZErrorBody };

/**
 * The signed-in customer's cart, the same on every device. It stores choices only (dish ids,
 * quantities, options); prices are worked out again when the order is placed.
 */
export const cartRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/cart',
    {
      config: { access: ['customer'] },
      schema: { tags: ['cart'], summary: 'My cart', response: { 200: ZCart, ...errors } },
    },
    async (request) => {
      const user = await request.requireUser();
      const rows = await app.db.select().from(carts).where(eq(carts.userId, user.id)).limit(1);
      return { restaurantId: rows[0]?.restaurantId ?? null, lines: rows[0]?.lines ?? [] };
    },
  );

  app.put(
    '/cart',
    {
      config: { access: ['customer'] },
      schema: {
        tags: ['cart'],
        summary: 'Replace my cart',
        body: ZCart,
        response: { 200: ZCart, ...errors },
      },
    },
    async (request) => {
      const user = await request.requireUser();
      const cart = request.body.lines.length === 0 ? { restaurantId: null, lines: [] } : request.body;
      if (cart.lines.length > 0) {
        if (!cart.restaurantId) throw new AppError('BAD_REQUEST', 'restaurantId: is required');
        const found = await app.db
          .select({ id: restaurants.id })
          .from(restaurants)
          .where(eq(restaurants.id, cart.restaurantId))
          .limit(1);
        if (found.length === 0) throw new AppError('BAD_REQUEST', MESSAGES.restaurantNotFound);
      }
      await app.db
        .insert(carts)
        .values({ userId: user.id, restaurantId: cart.restaurantId, lines: cart.lines })
        .onConflictDoUpdate({
          target: carts.userId,
          set: { restaurantId: cart.restaurantId, lines: cart.lines, updatedAt: new Date() },
        });
      return cart;
    },
  );
};
