import {
  type TFoodItem,
  type TRestaurant,
  ZErrorBody,
  ZFoodItem,
  ZFoodItemListQuery,
  ZIdParams,
  ZMenuQuery,
  ZRestaurant,
  ZRestaurantListQuery,
} from '@app/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MicroCache } from '../../lib/micro-cache.ts';
import { sendPage } from '../../lib/paging.ts';
import * as service from './catalogue.service.ts';
import { ownerViewer } from './owner-viewer.ts';

/** How stale a public list may be (decision 003): a rating or a new restaurant shows within this. */
const LIST_CACHE_MS = 2000;

const errors = { 400: ZErrorBody, 404: ZErrorBody };

/** The spec's catalogue reads (call table, section 7), at its paths and with its field names. */
export const catalogueRoutes: FastifyPluginAsyncZod = async (app) => {
  const restaurantLists = new MicroCache<service.Page<TRestaurant>>(LIST_CACHE_MS, 200);
  const dishLists = new MicroCache<service.Page<TFoodItem>>(LIST_CACHE_MS, 200);

  app.get(
    '/restaurants',
    {
      config: { access: 'public' },
      schema: {
        tags: ['catalogue'],
        summary:
          'Active restaurants, best rated first, optionally searched (name, cuisine, address) and filtered. Total in X-Total-Count.',
        querystring: ZRestaurantListQuery,
        response: { 200: z.array(ZRestaurant), ...errors },
      },
    },
    async (request, reply) => {
      const q = request.query;
      // The shared cache holds the public page (no owner blocks); admins and owners, who may see
      // owner blocks, are served fresh.
      const viewer = await ownerViewer(request);
      const page = viewer
        ? await service.listRestaurants(app.db, q, viewer)
        : await restaurantLists.get(JSON.stringify(q), () => service.listRestaurants(app.db, q));
      return sendPage(reply, page);
    },
  );

  app.get(
    '/restaurants/:id',
    {
      config: { access: 'public' },
      schema: {
        tags: ['catalogue'],
        summary: 'One restaurant',
        params: ZIdParams,
        response: { 200: ZRestaurant, ...errors },
      },
    },
    async (request) => service.getRestaurant(app.db, request.params.id, await ownerViewer(request)),
  );

  app.get(
    '/food-items-by-restaurant',
    {
      config: { access: 'public' },
      schema: {
        tags: ['catalogue'],
        summary: "A restaurant's menu in category order. Total in X-Total-Count.",
        querystring: ZMenuQuery,
        response: { 200: z.array(ZFoodItem), ...errors },
      },
    },
    async (request, reply) =>
      sendPage(reply, await service.listMenu(app.db, request.query, () => request.sessionUser())),
  );

  app.get(
    '/food-items',
    {
      config: { access: 'public' },
      schema: {
        tags: ['catalogue'],
        summary: 'Dishes of active restaurants, best rated first. Total in X-Total-Count.',
        querystring: ZFoodItemListQuery,
        response: { 200: z.array(ZFoodItem), ...errors },
      },
    },
    async (request, reply) => {
      const q = request.query;
      const key = `${q.page}:${q.limit}:${q.restaurantId ?? ''}`;
      return sendPage(reply, await dishLists.get(key, () => service.listFoodItems(app.db, q)));
    },
  );
};
