import {
  ZErrorBody,
  ZSearchLocatedQuery,
  ZSearchQuery,
  ZSearchResponse,
  ZSuggestionsResponse,
} from '@app/shared';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ownerViewer } from '../catalogue/owner-viewer.ts';
import type { Serviceability } from '../serviceability/serviceability-port.ts';
import * as service from './search.service.ts';

/**
 * Reports the time spent in the service (the queries) so the bench can tell it from HTTP overhead.
 * Only the request that ran them says so: answers from the public-read cache carry no timing.
 */
async function withServerTiming<T>(reply: FastifyReply, work: () => Promise<T>): Promise<T> {
  const started = performance.now();
  const result = await work();
  reply.header('Server-Timing', `db;dur=${(performance.now() - started).toFixed(2)}`);
  return result;
}

/**
 * Customer search (spec 5, "Customer search parser") and its type-ahead suggestions, answered from
 * the public-read cache (decision 024) for everyone but owners and admins.
 */
export const searchRoutes =
  (serviceability: Serviceability): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook('onReady', async () => service.refreshStatistics(app.db, app.database.kind));

    app.get(
      '/search',
      {
        config: { access: 'public' },
        schema: {
          tags: ['search'],
          summary: `Plain-words search, e.g. "veg only under 250 in anna nagar": parsed filters, dishes, restaurants; with lat and lng, only what delivers there.`,
          querystring: ZSearchLocatedQuery,
          response: { 200: ZSearchResponse, 400: ZErrorBody },
        },
      },
      async (request, reply) => {
        const { q, lat, lng } = request.query;
        // With lat and lng, only what delivers there (decision 041); the cache key says where.
        const location = lat !== undefined && lng !== undefined ? { lat, lng } : null;
        const viewer = await ownerViewer(request);
        if (viewer)
          return withServerTiming(reply, () => service.search(app.db, serviceability, q, viewer, location));
        const key = location ? `search:${q}@${location.lat},${location.lng}` : `search:${q}`;
        return app.publicReads.send(request, reply, key, async () => ({
          payload: await withServerTiming(reply, () =>
            service.search(app.db, serviceability, q, null, location),
          ),
        }));
      },
    );

    app.get(
      '/search/suggestions',
      {
        config: { access: 'public' },
        schema: {
          tags: ['search'],
          summary: 'Type-ahead suggestions: phrases, areas, categories, restaurants, dishes.',
          querystring: ZSearchQuery,
          response: { 200: ZSuggestionsResponse, 400: ZErrorBody },
        },
      },
      async (request, reply) => {
        const { q } = request.query;
        return app.publicReads.send(request, reply, `suggestions:${q}`, async () => ({
          payload: await withServerTiming(reply, () => service.suggest(app.db, q)),
        }));
      },
    );
  };
