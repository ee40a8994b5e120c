import {
  RESTAURANT_MANAGER_ROLES,
  ZCloseWeekInput,
  ZCloseWeekResult,
  ZErrorBody,
  ZIdParams,
  ZMarkPayoutPaidInput,
  ZPayout,
  ZPayoutList,
  ZPayoutListQuery,
  ZRestaurantStatement,
  ZRestaurantStatementQuery,
  ZRiderStatement,
  ZRiderStatementQuery,
} from '@app/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import * as payouts from './payouts.service.ts';
import { renderRestaurantStatementPdf, restaurantStatementCsv } from './statement-files.ts';
import * as statements from './statements.service.ts';

const errors = { 400: ZErrorBody, 401: ZErrorBody, 403: ZErrorBody, 404: ZErrorBody, 409: ZErrorBody };
const managers = { access: RESTAURANT_MANAGER_ROLES } as const;
const admin = { access: ['admin'] } as const;

/** Statements (owners, riders) and payouts (admin), all read from the ledger (decision 048). */
export const ledgerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/owner/statements',
    {
      config: managers,
      schema: {
        tags: ['owner'],
        summary: "A restaurant's weekly settlement statement (Monday to Sunday, India), from the ledger",
        querystring: ZRestaurantStatementQuery,
        response: { 200: ZRestaurantStatement, ...errors },
      },
    },
    async (request) => statements.restaurantStatement(app.db, await request.requireUser(), request.query),
  );

  app.get(
    '/owner/statements.csv',
    {
      config: managers,
      schema: {
        tags: ['owner'],
        summary: 'The settlement statement as CSV',
        querystring: ZRestaurantStatementQuery,
        response: { 200: z.string(), ...errors },
      },
    },
    async (request, reply) => {
      const s = await statements.restaurantStatement(app.db, await request.requireUser(), request.query);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="statement-${s.weekStart}.csv"`)
        .header('cache-control', 'private, no-store')
        .send(restaurantStatementCsv(s));
    },
  );

  app.get(
    '/owner/statements.pdf',
    {
      config: managers,
      schema: {
        tags: ['owner'],
        summary: 'The settlement statement as PDF',
        querystring: ZRestaurantStatementQuery,
        response: { 200: z.instanceof(Buffer), ...errors },
      },
    },
    async (request, reply) => {
      const s = await statements.restaurantStatement(app.db, await request.requireUser(), request.query);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="statement-${s.weekStart}.pdf"`)
        .header('cache-control', 'private, no-store')
        .send(await renderRestaurantStatementPdf(s));
    },
  );

  app.get(
    '/delivery/statements',
    {
      config: { access: ['deliveryPartner'] },
      schema: {
        tags: ['delivery'],
        summary: "The rider's own weekly earnings (delivery pay, tips, cash to deposit), from the ledger",
        querystring: ZRiderStatementQuery,
        response: { 200: ZRiderStatement, ...errors },
      },
    },
    async (request) => statements.riderStatement(app.db, await request.requireUser(), request.query),
  );

  app.get(
    '/admin/payouts',
    {
      config: admin,
      schema: {
        tags: ['admin'],
        summary: 'Payouts: what is owed to whom, and what was paid',
        querystring: ZPayoutListQuery,
        response: { 200: ZPayoutList, ...errors },
      },
    },
    async (request) => payouts.listPayouts(app.db, request.query.status),
  );

  app.post(
    '/admin/payouts/close-week',
    {
      config: admin,
      schema: {
        tags: ['admin'],
        summary: 'Close a week: one payout per restaurant and rider the ledger says is owed',
        body: ZCloseWeekInput,
        response: { 200: ZCloseWeekResult, ...errors },
      },
    },
    async (request) => payouts.closeWeek(app.db, await request.requireUser(), request.body.week),
  );

  app.post(
    '/admin/payouts/:id/paid',
    {
      config: admin,
      schema: {
        tags: ['admin'],
        summary: "Mark a payout paid with the bank's UTR",
        params: ZIdParams,
        body: ZMarkPayoutPaidInput,
        response: { 200: ZPayout, ...errors },
      },
    },
    async (request) =>
      payouts.markPayoutPaid(app.db, await request.requireUser(), request.params.id, request.body.utr),
  );
};
