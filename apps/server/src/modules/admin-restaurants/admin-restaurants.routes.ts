import {
  ZActiveInput,
  ZAddRestaurantInput,
  ZAddRestaurantResponse,
  ZAdminRestaurant,
  ZAdminRestaurantListQuery,
  ZErrorBody,
  ZIdParams,
  ZRestaurantUpdate,
} from '@app/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { escapeLike } from '../../lib/escape-like.ts';
import { searchPattern, sendPage } from '../../lib/paging.ts';
import * as restaurantsService from './admin-restaurants.service.ts';

const errors = { 400: ZErrorBody, 401: ZErrorBody, 403: ZErrorBody, 404: ZErrorBody, 409: ZErrorBody };
const listErrors = { 400: ZErrorBody, 401: ZErrorBody, 403: ZErrorBody };
const admin = { access: ['admin'] } as const;

/** The admin's restaurants (spec 2 and 5): Add Restaurant, View Restaurants, edit, activate, the owners picker. */
export const adminRestaurantsRoutes: FastifyPluginAsyncZod = async (app) => {
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
    '/admin/restaurants',
    {
      config: admin,
      schema: {
        tags: ['admin'],
        summary:
          'View Restaurants: search name, description, cuisine, address, owner username and email; newest first. Total in X-Total-Count; format=csv for restaurants-export.csv.',
        querystring: ZAdminRestaurantListQuery,
        response: { 200: z.array(ZAdminRestaurant), ...listErrors },
      },
    },
    async (request, reply) => {
      const q = request.query;
      const source = restaurantsService.restaurantListSource(app.db, {
        pattern: searchPattern(q.q),
        status: q.status,
      });
      return sendPage(reply, q, source, restaurantsService.RESTAURANTS_CSV);
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
};
