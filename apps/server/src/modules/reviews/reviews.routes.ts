import { ZErrorBody, ZReviewInput } from '@app/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { submitReview } from './reviews.service.ts';

export const reviewsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/reviews',
    {
      config: { access: ['customer'], changesPublicReads: true },
      schema: {
        tags: ['reviews'],
        summary: "Review a delivered order (its customer, once); updates the restaurant's rating",
        body: ZReviewInput,
        response: {
          201: z.object({ ok: z.literal(true), restaurantRating: z.number() }),
          400: ZErrorBody,
          401: ZErrorBody,
          403: ZErrorBody,
          404: ZErrorBody,
          409: ZErrorBody,
        },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await submitReview(app.db, await request.requireUser(), request.body)),
  );
};
