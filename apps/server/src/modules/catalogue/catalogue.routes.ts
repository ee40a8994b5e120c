import {
  ZErrorBody,
  ZFoodItem,
  ZFoodItemListQuery,
  ZIdParams,
  ZMenuQuery,
  ZRestaurant,
  ZRestaurantListQuery,
  ZRestaurantNearby,
} from '@app/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pageRead, sendPage } from '../../lib/paging.ts';
import type { Serviceability } from '../serviceability/serviceability-port.ts';
import * as service from './catalogue.service.ts';
import { ownerViewer } from './owner-viewer.ts';

const errors = { 400: ZErrorBody, 404: ZErrorBody };

/**
 * The spec's catalogue reads (call table, section 7), at its paths and with its field names.
 * Everyone but owners and admins (who may see owner blocks and closed restaurants' menus) is
 * answered from the public-read cache (decision 024); guests send no cookie, so asking costs nothing.
 */
export const catalogueRoutes =
  (serviceability: Serviceability): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/restaurants',
      {
        config: { access: 'public' },
        schema: {
          tags: ['catalogue'],
          summary:
            'Active restaurants, best rated first, optionally searched (name, cuisine, address) and filtered; with lat and lng, only those that deliver there, each with distanceKm, deliveryFee for that distance and etaMinutes. Total in X-Total-Count.',
          querystring: ZRestaurantListQuery,
          response: { 200: z.array(ZRestaurantNearby), ...errors },
        },
      },
      async (request, reply) => {
        const q = request.query;
        const viewer = await ownerViewer(request);
        if (viewer) return sendPage(reply, await service.listRestaurants(app.db, serviceability, q, viewer));
        return app.publicReads.send(request, reply, `restaurants:${JSON.stringify(q)}`, async () =>
          pageRead(await service.listRestaurants(app.db, serviceability, q)),
        );
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
      async (request, reply) => {
        const { id } = request.params;
        const viewer = await ownerViewer(request);
        if (viewer) return service.getRestaurant(app.db, id, viewer);
        return app.publicReads.send(request, reply, `restaurant:${id}`, async () => ({
          payload: await service.getRestaurant(app.db, id),
        }));
      },
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
      async (request, reply) => {
        const q = request.query;
        if (await ownerViewer(request)) {
          return sendPage(reply, await service.listMenu(app.db, q, () => request.sessionUser()));
        }
        return app.publicReads.send(request, reply, `menu:${JSON.stringify(q)}`, async () =>
          pageRead(await service.listMenu(app.db, q)),
        );
      },
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
        return app.publicReads.send(request, reply, `dishes:${JSON.stringify(q)}`, async () =>
          pageRead(await service.listFoodItems(app.db, q)),
        );
      },
    );
  };
