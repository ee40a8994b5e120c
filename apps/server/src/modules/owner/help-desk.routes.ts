import {
  RESTAURANT_MANAGER_ROLES,
  ZErrorBody,
  ZHelpDeskInput,
  ZHelpDeskTicket,
  ZWholeListPageQuery,
} from '@app/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendPage } from '../../lib/paging.ts';
import * as helpDesk from './help-desk.service.ts';

const errors = { 400: ZErrorBody, 401: ZErrorBody, 403: ZErrorBody, 404: ZErrorBody };
const MANAGERS = RESTAURANT_MANAGER_ROLES;
const tags = ['owner'];

/** The owner's Help Desk: their tickets to the platform and a new one. */
export const helpDeskRoutes: FastifyPluginAsyncZod = async (app) => {
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
