import {
  LOCALITIES,
  RESTAURANT_MANAGER_ROLES,
  ZDeliveryZoneInput,
  ZDeliveryZoneResponse,
  ZErrorBody,
  ZIdParams,
  ZLocalities,
  ZServiceability,
  ZServiceabilityQuery,
} from '@app/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { onZoneChange } from '../../lib/zone-changes.ts';
import * as service from './serviceability.service.ts';
import { zoneSnapshot } from './zone-snapshot.ts';

const errors = { 400: ZErrorBody, 404: ZErrorBody };

/** Where restaurants deliver (decision 041): the check, the offline localities, the zone editor's save. */
export const serviceabilityRoutes: FastifyPluginAsyncZod = async (app) => {
  // A restaurant (de)activated, moved or given a new zone, here or on another instance: the next
  // located read loads the zones again instead of serving the copy for up to its 5 s.
  const stopListening = await onZoneChange(app.database, () => zoneSnapshot(app.db).forget());
  app.addHook('onClose', stopListening);

  app.get(
    '/serviceability',
    {
      config: { access: 'public' },
      schema: {
        tags: ['serviceability'],
        summary:
          'Whether a restaurant delivers to a point: road distance (km), fee (rupees), estimated minutes, and why not in words.',
        querystring: ZServiceabilityQuery,
        response: { 200: ZServiceability, ...errors },
      },
    },
    async (request, reply) => {
      const { restaurantId, lat, lng } = request.query;
      const started = performance.now();
      const answer = await service.serviceability(app.db, restaurantId, { lat, lng });
      // The bench reads the server's own time (bench/serviceability.ts).
      reply.header('Server-Timing', `db;dur=${(performance.now() - started).toFixed(2)}`);
      return answer;
    },
  );

  app.get(
    '/localities',
    {
      config: { access: 'public' },
      schema: {
        tags: ['serviceability'],
        summary:
          'The localities the product geocodes offline: name, area, pincode, centroid (for "Deliver to").',
        response: { 200: ZLocalities },
      },
    },
    async (_request, reply) => {
      reply.header('Cache-Control', 'public, max-age=3600');
      return [...LOCALITIES];
    },
  );

  app.get(
    '/restaurants/:id/delivery-zone',
    {
      config: { access: RESTAURANT_MANAGER_ROLES },
      schema: {
        tags: ['serviceability'],
        summary: 'Where a restaurant delivers (its owner or an admin): null is the default 7 km radius',
        params: ZIdParams,
        response: { 200: ZDeliveryZoneResponse, 401: ZErrorBody, 403: ZErrorBody, ...errors },
      },
    },
    async (request) => service.getDeliveryZone(app.db, await request.requireUser(), request.params.id),
  );

  app.put(
    '/restaurants/:id/delivery-zone',
    {
      config: { access: RESTAURANT_MANAGER_ROLES },
      schema: {
        tags: ['serviceability'],
        summary:
          'Set where a restaurant delivers: a radius (km) or a GeoJSON polygon (closed, at most 200 points, within 50 km); null is the default 7 km.',
        params: ZIdParams,
        body: ZDeliveryZoneInput,
        response: { 200: ZDeliveryZoneResponse, 401: ZErrorBody, 403: ZErrorBody, ...errors },
      },
    },
    async (request) =>
      service.setDeliveryZone(app.db, await request.requireUser(), request.params.id, request.body.zone),
  );
};
