import {
  ZAdminAnalytics,
  ZAdminRangeQuery,
  ZAdminSalesReportQuery,
  ZErrorBody,
  ZPublicSiteSettings,
  ZSiteSettings,
  ZSiteSettingsInput,
} from '@app/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendCsv } from '../../lib/paged-list.ts';
import * as figures from './figures.service.ts';
import * as settings from './site-settings.ts';

const errors = { 400: ZErrorBody, 401: ZErrorBody, 403: ZErrorBody };
const admin = { access: ['admin'] } as const;
const tags = ['admin'];

/** Business Analytics, Sales Reports and System Settings (issue 12, decision 020). */
export const figuresRoutes: FastifyPluginAsyncZod = async (app) => {
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

  app.get(
    '/admin/settings',
    {
      config: admin,
      schema: {
        tags,
        summary: 'System Settings: support contact, announcement banner, ordering paused',
        response: { 200: ZSiteSettings, ...errors },
      },
    },
    async (_request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return settings.adminSettings(app.db);
    },
  );

  app.put(
    '/admin/settings',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Save System Settings (audited with before and after; every instance agrees within seconds)',
        body: ZSiteSettingsInput,
        response: { 200: ZSiteSettings, ...errors },
      },
    },
    async (request) => settings.updateSettings(app.db, await request.requireUser(), request.body),
  );

  app.get(
    '/site-settings',
    {
      config: { access: 'public' },
      schema: {
        tags: ['config'],
        summary:
          'The support contact, the announcement banner (null when off) and whether ordering is paused',
        response: { 200: ZPublicSiteSettings },
      },
    },
    async (_request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return settings.publicSettings(app.db);
    },
  );
};
