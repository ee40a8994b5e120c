import {
  RESTAURANT_MANAGER_ROLES,
  ZErrorBody,
  ZHelpDeskInput,
  ZHelpDeskTicket,
  ZIdParams,
  ZListQuery,
  ZOwnerAnalytics,
  ZOwnerCustomer,
  ZOwnerCustomerListQuery,
  ZOwnerDashboard,
  ZOwnerRestaurantQuery,
  ZOwnerRestaurantSummary,
  ZOwnerReview,
  ZOwnerReviewListQuery,
  ZPublicReview,
  ZRatingSummary,
  ZRestaurant,
  ZRestaurantSettingsInput,
  ZReviewReplyInput,
  ZSalesReportQuery,
  ZWholeListPageQuery,
} from '@app/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendList } from '../../lib/paged-list.ts';
import { sendPage } from '../../lib/paging.ts';
import * as feedback from './feedback.ts';
import * as helpDesk from './help-desk.ts';
import * as insights from './insights.service.ts';
import * as settings from './restaurant-settings.ts';

const errors = { 400: ZErrorBody, 401: ZErrorBody, 403: ZErrorBody, 404: ZErrorBody };
const MANAGERS = RESTAURANT_MANAGER_ROLES;
const tags = ['owner'];

/** The owner's workspace reads and writes beyond the menu: restaurant, feedback, figures, help desk. */
export const ownerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/owner/restaurants',
    {
      config: { access: MANAGERS },
      schema: {
        tags,
        summary:
          "The caller's restaurants (an admin: all), for the picker; paged (100 a page), total in X-Total-Count",
        querystring: ZWholeListPageQuery,
        response: { 200: z.array(ZOwnerRestaurantSummary), ...errors },
      },
    },
    async (request, reply) =>
      sendPage(
        reply,
        await settings.listManagedRestaurants(app.db, await request.requireUser(), request.query),
      ),
  );

  app.get(
    '/owner/restaurants/:id',
    {
      config: { access: MANAGERS },
      schema: {
        tags,
        summary: "My Restaurant: one of the caller's, paused or inactive too",
        params: ZIdParams,
        response: { 200: ZRestaurant, ...errors },
      },
    },
    async (request) => settings.getManagedRestaurant(app.db, await request.requireUser(), request.params.id),
  );

  app.put(
    '/owner/restaurants/:id',
    {
      config: { access: MANAGERS },
      schema: {
        tags,
        summary: 'Settings: details, hours, minimum order, delivery time, open or paused',
        params: ZIdParams,
        body: ZRestaurantSettingsInput,
        response: { 200: ZRestaurant, ...errors },
      },
    },
    async (request) =>
      settings.updateRestaurantSettings(app.db, await request.requireUser(), request.params.id, request.body),
  );

  app.get(
    '/owner/dashboard',
    {
      config: { access: MANAGERS },
      schema: {
        tags,
        summary: 'Dashboard figures of one restaurant',
        querystring: ZOwnerRestaurantQuery,
        response: { 200: ZOwnerDashboard, ...errors },
      },
    },
    async (request) => insights.dashboard(app.db, await request.requireUser(), request.query.restaurantId),
  );

  app.get(
    '/owner/analytics',
    {
      config: { access: MANAGERS },
      schema: {
        tags,
        summary: 'Analytics of one restaurant over 30 days',
        querystring: ZOwnerRestaurantQuery,
        response: { 200: ZOwnerAnalytics, ...errors },
      },
    },
    async (request) => insights.analytics(app.db, await request.requireUser(), request.query.restaurantId),
  );

  app.get(
    '/owner/customers',
    {
      config: { access: MANAGERS },
      schema: {
        tags,
        summary:
          'People who ordered from one restaurant (no emails or phones); format=csv for all. Total in X-Total-Count.',
        querystring: ZOwnerCustomerListQuery,
        response: { 200: z.array(ZOwnerCustomer), ...errors },
      },
    },
    async (request, reply) =>
      sendList(
        reply,
        request.query,
        await insights.customerList(app.db, await request.requireUser(), request.query),
        insights.CUSTOMERS_CSV,
      ),
  );

  app.get(
    '/owner/reports/sales',
    {
      config: { access: MANAGERS },
      schema: {
        tags,
        summary:
          'Reports: sales CSV of one restaurant for a date range (orders, items, subtotal, fees, refunds, net)',
        querystring: ZSalesReportQuery,
        response: { 200: z.string(), ...errors },
      },
    },
    async (request, reply) => {
      const q = request.query;
      const source = await insights.salesReport(app.db, await request.requireUser(), q);
      const csv = { ...insights.SALES_CSV, fileName: `sales-${q.from}-to-${q.to}.csv` };
      return sendList(reply, { page: 1, limit: 1, format: 'csv' }, source, csv) as unknown as string;
    },
  );

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
      sendList(
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

  app.get(
    '/restaurants/:id/reviews',
    {
      config: { access: 'public' },
      schema: {
        tags: ['catalogue'],
        summary: "A restaurant's latest reviews with its replies (first names only)",
        params: ZIdParams,
        querystring: ZListQuery.pick({ limit: true }),
        response: { 200: z.array(ZPublicReview), ...errors },
      },
    },
    async (request) => feedback.publicReviews(app.db, request.params.id, request.query.limit),
  );

  app.get(
    '/owner/help-desk',
    {
      config: { access: MANAGERS },
      schema: {
        tags,
        summary: "The caller's Help Desk tickets, newest first; paged (100 a page), total in X-Total-Count",
        querystring: ZWholeListPageQuery,
        response: { 200: z.array(ZHelpDeskTicket), ...errors },
      },
    },
    async (request, reply) =>
      sendPage(reply, await helpDesk.myTickets(app.db, await request.requireUser(), request.query)),
  );

  app.post(
    '/owner/help-desk',
    {
      config: { access: MANAGERS },
      schema: {
        tags,
        summary: 'Write to the platform (stored with the contact messages)',
        body: ZHelpDeskInput,
        response: { 201: ZHelpDeskTicket, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await helpDesk.sendTicket(app.db, await request.requireUser(), request.body)),
  );
};
