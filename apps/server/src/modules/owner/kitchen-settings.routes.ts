import {
  RESTAURANT_MANAGER_ROLES,
  ZErrorBody,
  ZFoodItem,
  ZIdParams,
  ZKitchenSettingsInput,
  ZRestaurant,
  ZSoldOutTodayInput,
} from '@app/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { setKitchenSettings, setSoldOutToday } from './kitchen-settings.service.ts';

const errors = { 400: ZErrorBody, 401: ZErrorBody, 403: ZErrorBody, 404: ZErrorBody };

/** Kitchen controls (decision 052): set by the restaurant's owner or an admin; another owner gets 404. */
export const kitchenSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.put(
    '/restaurants/:id/kitchen',
    {
      // A managers' route: a successful write empties the public-read cache at once.
      config: { access: RESTAURANT_MANAGER_ROLES },
      schema: {
        tags: ['owner'],
        summary:
          'Kitchen controls: busy mode (0, 10, 20 or 30 extra minutes until 6:00 am India time), auto-accept, and the minutes (2-30) a paid order may wait to be accepted',
        params: ZIdParams,
        body: ZKitchenSettingsInput,
        response: { 200: ZRestaurant, ...errors },
      },
    },
    async (request) =>
      setKitchenSettings(app.db, await request.requireUser(), request.params.id, request.body),
  );

  app.put(
    '/food-items/:id/sold-out-today',
    {
      config: { access: RESTAURANT_MANAGER_ROLES },
      schema: {
        tags: ['owner'],
        summary:
          'Sold out for today: not orderable until the next 6:00 am India time (true), or back on sale now (false)',
        params: ZIdParams,
        body: ZSoldOutTodayInput,
        response: { 200: ZFoodItem, ...errors },
      },
    },
    async (request) =>
      setSoldOutToday(app.db, await request.requireUser(), request.params.id, request.body.soldOutToday),
  );
};
