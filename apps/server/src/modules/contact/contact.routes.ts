import { ZContactMessageCreated, ZContactMessageInput, ZErrorBody } from '@app/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as service from './contact.service.ts';

/** The contact forms (spec 5). Anyone may write, so a rate limit keeps the help desk usable. */
export const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/contact-messages',
    {
      config: { access: 'public', rateLimit: { max: 5, timeWindow: '10 minutes' } },
      schema: {
        tags: ['contact'],
        summary: 'Send a message to the help desk.',
        body: ZContactMessageInput,
        response: { 201: ZContactMessageCreated, 400: ZErrorBody, 429: ZErrorBody },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await service.submitContactMessage(app.db, request.body, (await request.sessionUser())?.id ?? null),
        ),
  );
};
