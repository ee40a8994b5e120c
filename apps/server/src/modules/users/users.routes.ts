import {
  type TRole,
  ZAdminAddUserInput,
  ZErrorBody,
  ZIdParams,
  ZMe,
  ZPageQuery,
  ZSessionResponse,
  ZUser,
  ZUserTypeQuery,
  ZUserTypeResponse,
} from '@app/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendPage } from '../../lib/paging.ts';
import { parseBody } from '../../lib/parse-body.ts';
import { createUser } from '../admin-users/admin-users.service.ts';
import * as service from './users.service.ts';

const errors = { 400: ZErrorBody, 401: ZErrorBody, 403: ZErrorBody, 404: ZErrorBody };

/**
 * The spec's one path serves two screens: an admin's Add User (an email and a password in the body)
 * and everyone's profile completion. Only an admin's call can create an account; anyone else's body
 * is read as their own profile, where role, email and password have no effect.
 */
function isAdminCreate(role: TRole, body: unknown): boolean {
  if (role !== 'admin' || typeof body !== 'object' || body === null) return false;
  return 'passwordHash' in body || 'password' in body;
}

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
        summary:
          "Spec: POST /add-user. An admin sending an email and a password (`passwordHash`) creates that user of any role (201, text answer); for everyone else it saves the caller's own profile.",
        body: z.looseObject({}),
        response: { 200: ZMe, 201: z.string(), ...errors, 409: ZErrorBody },
      },
    },
    async (request, reply) => {
      const caller = await request.requireUser();
      if (isAdminCreate(caller.role, request.body)) {
        const body = request.body as Record<string, unknown>;
        const input = parseBody(ZAdminAddUserInput, {
          ...body,
          passwordHash: body.passwordHash ?? body.password,
        });
        const text = await createUser(app.db, app.auth, caller, input);
        return reply.status(201).type('text/plain; charset=utf-8').send(text);
      }
      return service.completeProfile(app.db, caller, request.body);
    },
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
