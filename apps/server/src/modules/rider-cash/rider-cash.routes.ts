import { ZCashDepositInput, ZErrorBody, ZRiderCashOverview } from '@app/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import * as service from './rider-cash.service.ts';

const errors = { 400: ZErrorBody, 401: ZErrorBody, 403: ZErrorBody, 404: ZErrorBody };
const admin = { access: ['admin'] } as const;
const tags = ['admin'];

/** The admin's Rider cash screen (decision 049): cash on delivery each rider holds, and deposits. */
export const riderCashRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/rider-cash',
    {
      config: admin,
      schema: {
        tags,
        summary:
          "Each rider's cash in hand (cash on delivery collected less deposits) and the latest deposits",
        response: { 200: ZRiderCashOverview, ...errors },
      },
    },
    async (_request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return service.riderCashOverview(app.db);
    },
  );

  app.post(
    '/admin/rider-cash/:riderId/deposits',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Record cash a rider deposited (at most their cash in hand; audited)',
        params: z.object({ riderId: z.string().min(1).max(100) }),
        body: ZCashDepositInput,
        response: { 201: ZRiderCashOverview, ...errors },
      },
    },
    async (request, reply) => {
      const overview = await service.recordDeposit(
        app.db,
        await request.requireUser(),
        request.params.riderId,
        request.body,
      );
      return reply.status(201).send(overview);
    },
  );
};
