import {
  ZAdminUser,
  ZAdminUserListQuery,
  ZAdminUserOrder,
  ZAdminUserUpdate,
  ZDisabledInput,
  ZErrorBody,
  ZIdParams,
} from '@app/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { searchPattern, sendPage } from '../../lib/paging.ts';
import * as usersService from './admin-users.service.ts';

const errors = { 400: ZErrorBody, 401: ZErrorBody, 403: ZErrorBody, 404: ZErrorBody, 409: ZErrorBody };
const listErrors = { 400: ZErrorBody, 401: ZErrorBody, 403: ZErrorBody };
const admin = { access: ['admin'] } as const;

/** The admin's users (spec 7): View Users, a user's orders, edit, disable. Add User: users.routes.ts. */
export const adminUsersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/users',
    {
      config: admin,
      schema: {
        tags: ['admin'],
        summary:
          'View Users: search name, email, phone, role; newest first. Total in X-Total-Count; format=csv for users-export.csv.',
        querystring: ZAdminUserListQuery,
        response: { 200: z.array(ZAdminUser), ...listErrors },
      },
    },
    async (request, reply) => {
      const q = request.query;
      return sendPage(
        reply,
        q,
        usersService.userListSource(app.db, { pattern: searchPattern(q.q), role: q.role }),
        usersService.USERS_CSV,
      );
    },
  );

  app.get(
    '/admin/users/:id/orders',
    {
      config: admin,
      schema: {
        tags: ['admin'],
        summary: "A user's latest 50 orders, newest first",
        params: ZIdParams,
        response: { 200: z.array(ZAdminUserOrder), ...errors },
      },
    },
    async (request) => usersService.getUserOrders(app.db, request.params.id),
  );

  app.patch(
    '/admin/users/:id',
    {
      config: admin,
      schema: {
        tags: ['admin'],
        summary: "Edit a user's name, phone and role (audited; not your own role, not the last admin)",
        params: ZIdParams,
        body: ZAdminUserUpdate,
        response: { 200: ZAdminUser, ...errors },
      },
    },
    async (request) =>
      usersService.updateUser(app.db, await request.requireUser(), request.params.id, request.body),
  );

  app.post(
    '/admin/users/:id/disabled',
    {
      config: admin,
      schema: {
        tags: ['admin'],
        summary:
          'Disable (sessions end at once) or enable a user (audited; not yourself, not the last admin)',
        params: ZIdParams,
        body: ZDisabledInput,
        response: { 200: ZAdminUser, ...errors },
      },
    },
    async (request) =>
      usersService.setUserDisabled(
        app.db,
        await request.requireUser(),
        request.params.id,
        request.body.disabled,
      ),
  );
};
