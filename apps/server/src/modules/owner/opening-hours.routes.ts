import { RESTAURANT_MANAGER_ROLES, ZErrorBody, ZIdParams, ZOpeningHours, ZRestaurant } from '@app/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { setOpeningHours } from './opening-hours.service.ts';

const errors = { 400: ZErrorBody, 401: ZErrorBody, 403: ZErrorBody, 404: ZErrorBody };

/** Opening hours (decision 050): set by the restaurant's owner or an admin. */
export const openingHoursRoutes: FastifyPluginAsyncZod = async (app) => {
  app.put(
    '/restaurants/:id/hours',
    {
      // A managers' route: a successful write empties the public-read cache at once.
      config: { access: RESTAURANT_MANAGER_ROLES },
      schema: {
        tags: ['owner'],
        summary:
          'Opening hours: per weekday slots ("HH:MM", overnight allowed, Asia/Kolkata), closed dates, closed today. Its owner or an admin; another owner gets 404.',
        params: ZIdParams,
        body: ZOpeningHours,
        response: { 200: ZRestaurant, ...errors },
      },
    },
    async (request) => setOpeningHours(app.db, await request.requireUser(), request.params.id, request.body),
  );
};
