import {
  RESTAURANT_MANAGER_ROLES,
  ZErrorBody,
  ZOwnerAnalytics,
  ZOwnerCustomer,
  ZOwnerCustomerListQuery,
  ZOwnerDashboard,
  ZOwnerRestaurantQuery,
  ZSalesReportQuery,
} from '@app/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendPage } from '../../lib/paging.ts';
import * as insights from './insights.service.ts';

const errors = { 400: ZErrorBody, 401: ZErrorBody, 403: ZErrorBody, 404: ZErrorBody };
const MANAGERS = RESTAURANT_MANAGER_ROLES;
const tags = ['owner'];

/** The owner's figures: dashboard, analytics, customers, the sales report. */
export const insightsRoutes: FastifyPluginAsyncZod = async (app) => {
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
      sendPage(
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
      return sendPage(reply, { page: 1, limit: 1, format: 'csv' }, source, csv) as unknown as string;
    },
  );
};
