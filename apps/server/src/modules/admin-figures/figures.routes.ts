import {
  ZAdminAnalytics,
  ZAdminDashboard,
  ZAdminRangeQuery,
  ZAdminSalesReportQuery,
  ZErrorBody,
} from '@app/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendCsv } from '../../lib/paging.ts';
import { getDashboard } from './dashboard.service.ts';
import * as figures from './figures.service.ts';

const errors = { 400: ZErrorBody, 401: ZErrorBody, 403: ZErrorBody };
const dashboardErrors = { ...errors, 404: ZErrorBody, 409: ZErrorBody };
const admin = { access: ['admin'] } as const;
const tags = ['admin'];

/** The admin's figures: the dashboard, Business Analytics and Sales Reports (decision 020). */
export const figuresRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/dashboard',
    {
      config: admin,
      schema: {
        tags,
        summary:
          'Dashboard figures: orders and GMV today and over 7 days, restaurants, users by role, open orders, payment success, recent activity',
        response: { 200: ZAdminDashboard, ...dashboardErrors },
      },
    },
    async (_request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return getDashboard(app.db);
    },
  );

  app.get(
    '/admin/analytics',
    {
      config: admin,
      schema: {
        tags,
        summary:
          'Business Analytics for India days from..to (default the last 30; at most 366): orders and GMV per day, by area, top 10 restaurants, new users per day, cancellation and refund rates',
        querystring: ZAdminRangeQuery,
        response: { 200: ZAdminAnalytics, ...errors },
      },
    },
    async (request, reply) => {
      const range = figures.analyticsRange(request.query);
      reply.header('Cache-Control', 'no-store');
      return figures.analytics(app.db, range);
    },
  );

  app.get(
    '/admin/reports/sales',
    {
      config: admin,
      schema: {
        tags,
        summary:
          'Sales Reports: CSV, one row per restaurant with paid orders from..to (India days, at most 366): orders, GMV, delivery fees, refunds, net. Streamed batch by batch.',
        querystring: ZAdminSalesReportQuery,
        response: { 200: z.string(), ...errors },
      },
    },
    async (request, reply) => {
      const range = figures.dayRange(request.query.from, request.query.to);
      return sendCsv(
        reply,
        figures.salesReportCsv(range),
        figures.salesReportBatches(app.db, range),
      ) as unknown as string;
    },
  );
};
