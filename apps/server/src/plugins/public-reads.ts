import { isRestaurantManager } from '@app/shared';
import type { FastifyContextConfig, FastifyInstance } from 'fastify';
import { PublicReadCache } from '../lib/public-read-cache.ts';
import { SAFE_METHODS } from './access.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A successful call changes what public reads show (besides managers' routes, which always do). */
    changesPublicReads?: boolean;
  }
}

/** Different queries remembered at once; a 30 kB list and its encodings take ~40 kB. */
const MAX_ENTRIES = 1000;

/**
 * One public-read cache per instance (lib/public-read-cache.ts). A successful call of a route only
 * owners and admins may call, or by a route that says it changes public reads (a review moves a rating), empties
 * it at once on this instance; other instances catch up within the cache's lifetime.
 */
export function registerPublicReads(app: FastifyInstance, ttlMs: number): void {
  const cache = new PublicReadCache(ttlMs, MAX_ENTRIES);
  app.decorate('publicReads', cache);
  app.addHook('onSend', async (request, reply, payload) => {
    const config = request.routeOptions.config;
    if (!SAFE_METHODS.has(request.method) && reply.statusCode < 400 && changesPublicReads(config)) {
      cache.clear();
    }
    return payload;
  });
}

function changesPublicReads(config: FastifyContextConfig): boolean {
  if (config.changesPublicReads) return true;
  const access = config.access;
  // Routes only managers may call (their menus, restaurants, settings); not an order's status move.
  return Array.isArray(access) && access.every(isRestaurantManager);
}
