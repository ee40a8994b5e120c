import {
  RESTAURANT_MANAGER_ROLES,
  ZErrorBody,
  ZIdParams,
  ZOwnerRestaurantSummary,
  ZRestaurant,
  ZRestaurantSettingsInput,
  ZWholeListPageQuery,
} from '@app/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendPage } from '../../lib/paging.ts';
import * as settings from './restaurant-settings.service.ts';

const errors = { 400: ZErrorBody, 401: ZErrorBody, 403: ZErrorBody, 404: ZErrorBody };
const MANAGERS = RESTAURANT_MANAGER_ROLES;
const tags = ['owner'];

/** The owner's restaurants: the picker, one restaurant, its settings. */
export const restaurantSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/owner/restaurants',
    {
      config: { access: MANAGERS },
      schema: {
        tags,
        summary:
          "The caller's restaurants (an admin: all), for the picker; paged (100 a page), total in X-Total-Count",
        querystring: ZWholeListPageQuery,
        response: { 200: z.array(ZOwnerRestaurantSummary), ...errors },
      },
    },
    async (request, reply) =>
      sendPage(
        reply,
        await settings.listManagedRestaurants(app.db, await request.requireUser(), request.query),
      ),
  );

  app.get(
    '/owner/restaurants/:id',
    {
      config: { access: MANAGERS },
      schema: {
        tags,
        summary: "My Restaurant: one of the caller's, paused or inactive too",
        params: ZIdParams,
        response: { 200: ZRestaurant, ...errors },
      },
    },
    async (request) => settings.getManagedRestaurant(app.db, await request.requireUser(), request.params.id),
  );

  app.put(
    '/owner/restaurants/:id',
    {
      config: { access: MANAGERS },
      schema: {
        tags,
        summary: 'Settings: details, hours, minimum order, delivery time, open or paused',
        params: ZIdParams,
        body: ZRestaurantSettingsInput,
        response: { 200: ZRestaurant, ...errors },
      },
    },
    async (request) =>
      settings.updateRestaurantSettings(app.db, await request.requireUser(), request.params.id, request.body),
  );
};
