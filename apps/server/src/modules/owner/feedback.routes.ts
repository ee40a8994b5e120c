import {
  RESTAURANT_MANAGER_ROLES,
  ZErrorBody,
  ZIdParams,
  ZOwnerRestaurantQuery,
  ZOwnerReview,
  ZOwnerReviewListQuery,
  ZRatingSummary,
  ZReviewReplyInput,
} from '@app/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendPage } from '../../lib/paging.ts';
import * as feedback from './feedback.service.ts';

const errors = { 400: ZErrorBody, 401: ZErrorBody, 403: ZErrorBody, 404: ZErrorBody };
const MANAGERS = RESTAURANT_MANAGER_ROLES;
const tags = ['owner'];

/** The owner's Feedback: their restaurants' reviews, the rating summary, a reply. */
export const feedbackRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/owner/reviews',
    {
      config: { access: MANAGERS },
      schema: {
        tags,
        summary:
          "Feedback: one restaurant's reviews, newest first, optionally one star value. Total in X-Total-Count.",
        querystring: ZOwnerReviewListQuery,
        response: { 200: z.array(ZOwnerReview), ...errors },
      },
    },
    async (request, reply) =>
      sendPage(
        reply,
        request.query,
        await feedback.reviewList(app.db, await request.requireUser(), request.query),
        feedback.REVIEWS_CSV,
      ),
  );

  app.get(
    '/owner/reviews/summary',
    {
      config: { access: MANAGERS },
      schema: {
        tags,
        summary: 'Average rating, count and distribution by stars',
        querystring: ZOwnerRestaurantQuery,
        response: { 200: ZRatingSummary, ...errors },
      },
    },
    async (request) =>
      feedback.ratingSummary(app.db, await request.requireUser(), request.query.restaurantId),
  );

  app.put(
    '/reviews/:id/reply',
    {
      config: { access: MANAGERS },
      schema: {
        tags,
        summary: "The restaurant's public reply to a review",
        params: ZIdParams,
        body: ZReviewReplyInput,
        response: { 200: ZOwnerReview, ...errors },
      },
    },
    async (request) =>
      feedback.replyToReview(app.db, await request.requireUser(), request.params.id, request.body.reply),
  );
};
