import { ZErrorBody, ZIdParams, ZPublicReview, ZReviewInput, ZSearchPageQuery } from '@app/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { publicReviews, submitReview } from './reviews.service.ts';

const errors = { 400: ZErrorBody, 401: ZErrorBody, 403: ZErrorBody, 404: ZErrorBody };

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

  app.get(
    '/restaurants/:id/reviews',
    {
      config: { access: 'public' },
      schema: {
        tags: ['catalogue'],
        summary: "A restaurant's latest reviews with its replies (first names only)",
        params: ZIdParams,
        querystring: ZSearchPageQuery.pick({ limit: true }),
        response: { 200: z.array(ZPublicReview), ...errors },
      },
    },
    async (request) => publicReviews(app.db, request.params.id, request.query.limit),
  );
};
