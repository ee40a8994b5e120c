import {
  ZActiveInput,
  ZAddRestaurantInput,
  ZAddRestaurantResponse,
  ZAdminDashboard,
  ZAdminRestaurant,
  ZAdminUser,
  ZAdminUserOrder,
  ZAdminUserUpdate,
  ZDisabledInput,
  ZErrorBody,
  ZIdParams,
  ZRestaurantUpdate,
} from '@app/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { escapeLike } from '../../lib/escape-like.ts';
import * as restaurantsService from './admin-restaurants.service.ts';
import * as usersService from './admin-users.service.ts';
import { getDashboard, getUserOrders } from './dashboard.service.ts';

const errors = { 400: ZErrorBody, 401: ZErrorBody, 403: ZErrorBody, 404: ZErrorBody, 409: ZErrorBody };
const admin = { access: ['admin'] } as const;

/** The admin workspace's writes and single reads (spec 2, 5 and 7; issue 12). Lists: admin-lists.routes.ts. */
export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/dashboard',
    {
      config: admin,
      schema: {
        tags: ['admin'],
        summary:
          'Dashboard figures: orders and GMV today and over 7 days, restaurants, users by role, open orders, payment success, recent activity',
        response: { 200: ZAdminDashboard, ...errors },
      },
    },
    async (_request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return getDashboard(app.db);
    },
  );

  app.post(
    '/add-restaurant',
    {
      config: admin,
      schema: {
        tags: ['admin'],
        summary:
          'A restaurant with a new owner account (ownerCredentials) or an existing owner (ownerId), in one transaction',
        body: ZAddRestaurantInput,
        response: { 201: ZAddRestaurantResponse, ...errors },
      },
    },
    async (request, reply) => {
      const result = await restaurantsService.addRestaurant(
        app.db,
        app.auth,
        await request.requireUser(),
        request.body,
      );
      return reply.status(201).send(result);
    },
  );

  app.get(
    '/admin/restaurants/:id',
    {
      config: admin,
      schema: {
        tags: ['admin'],
        summary: 'One restaurant with its owner',
        params: ZIdParams,
        response: { 200: ZAdminRestaurant, ...errors },
      },
    },
    async (request) => restaurantsService.getRestaurant(app.db, request.params.id),
  );

  app.put(
    '/admin/restaurants/:id',
    {
      config: admin,
      schema: {
        tags: ['admin'],
        summary: "Edit a restaurant's details (audited)",
        params: ZIdParams,
        body: ZRestaurantUpdate,
        response: { 200: ZAdminRestaurant, ...errors },
      },
    },
    async (request) =>
      restaurantsService.updateRestaurant(
        app.db,
        await request.requireUser(),
        request.params.id,
        request.body,
      ),
  );

  app.post(
    '/admin/restaurants/:id/active',
    {
      config: admin,
      schema: {
        tags: ['admin'],
        summary: 'Activate or deactivate a restaurant (audited); open orders continue',
        params: ZIdParams,
        body: ZActiveInput,
        response: { 200: ZAdminRestaurant, ...errors },
      },
    },
    async (request) =>
      restaurantsService.setRestaurantActive(
        app.db,
        await request.requireUser(),
        request.params.id,
        request.body.isActive,
      ),
  );

  app.get(
    '/admin/owners',
    {
      config: admin,
      schema: {
        tags: ['admin'],
        summary: 'Restaurant owners matching q (name, username, email), at most 20',
        querystring: z.object({ q: z.string().trim().max(100).optional() }),
        response: {
          200: z.array(
            z.object({ _id: z.string(), name: z.string(), username: z.string(), email: z.string() }),
          ),
          ...errors,
        },
      },
    },
    async (request) => {
      const q = request.query.q?.toLowerCase();
      return restaurantsService.listOwners(app.db, q ? `%${escapeLike(q)}%` : undefined);
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
    async (request) => getUserOrders(app.db, request.params.id),
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
