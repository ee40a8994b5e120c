import {
  ZErrorBody,
  ZIdParams,
  ZMe,
  ZPageQuery,
  ZProfileInput,
  ZSessionResponse,
  ZUser,
  ZUserTypeQuery,
  ZUserTypeResponse,
} from '@app/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendPage } from '../../lib/paging.ts';
import * as service from './users.service.ts';

const errors = { 400: ZErrorBody, 401: ZErrorBody, 403: ZErrorBody, 404: ZErrorBody };

export const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/session',
    {
      config: { access: 'public' },
      schema: {
        tags: ['users'],
        summary: 'The signed-in user, or null',
        response: { 200: ZSessionResponse },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return { user: await service.getMe(app.db, await request.sessionUser()) };
    },
  );

  app.post(
    '/add-user',
    {
      config: { access: 'signedIn' },
      schema: {
        tags: ['users'],
        summary: "Complete the signed-in user's profile (spec: POST /add-user)",
        body: ZProfileInput,
        response: { 200: ZMe, ...errors },
      },
    },
    async (request) => service.completeProfile(app.db, await request.requireUser(), request.body),
  );

  app.get(
    '/users/get-user-type',
    {
      config: { access: 'signedIn' },
      schema: {
        tags: ['users'],
        summary: "A user's role and name: your own email, or any as admin",
        querystring: ZUserTypeQuery,
        response: { 200: ZUserTypeResponse, ...errors },
      },
    },
    async (request) => service.getUserType(app.db, await request.requireUser(), request.query.email),
  );

  app.get(
    '/users/:id',
    {
      config: { access: 'signedIn' },
      schema: {
        tags: ['users'],
        summary: 'One user: yourself, or any as admin',
        params: ZIdParams,
        response: { 200: ZUser, ...errors },
      },
    },
    async (request) => service.getUser(app.db, await request.requireUser(), request.params.id),
  );

  app.get(
    '/View-all-users',
    {
      config: { access: ['admin'] },
      schema: {
        tags: ['users'],
        summary: 'All users (admin). Total in X-Total-Count.',
        querystring: ZPageQuery,
        response: { 200: z.array(ZUser), ...errors },
      },
    },
    async (request, reply) => sendPage(reply, await service.listUsers(app.db, request.query)),
  );
};
