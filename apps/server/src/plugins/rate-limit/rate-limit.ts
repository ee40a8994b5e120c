import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import { createPostgresStore } from './postgres-store.ts';
import { createRedisStore } from './redis-store.ts';
import type { RateLimitStore } from './store.ts';

/**
 * One limit on a route. `key` says whose attempts are counted together; the default is the
 * client address (request.ip: the socket's peer, or the address a trusted proxy names).
 * Several limits on one route are all checked, so sign-in can limit account+address tightly
 * and the address alone loosely (decision 013).
 */
export type RouteRateLimit = {
  max: number;
  /** Milliseconds, or '<n> second(s)|minute(s)|hour(s)'. */
  timeWindow: number | string;
  /** Names the limit (and its counters); defaults to the route. */
  name?: string;
  /** Counted together per returned string; null skips this limit for the request. */
  key?: (request: FastifyRequest) => string | null | Promise<string | null>;
};

declare module 'fastify' {
  interface FastifyContextConfig {
    rateLimit?: RouteRateLimit | readonly RouteRateLimit[];
  }
}

const UNIT_MS: Record<string, number> = { second: 1000, minute: 60_000, hour: 3_600_000 };

export function windowMs(timeWindow: number | string): number {
  if (typeof timeWindow === 'number') return timeWindow;
  const match = /^(\d+)\s*(second|minute|hour)s?$/.exec(timeWindow.trim());
  if (!match) throw new Error(`Unknown rate-limit window '${timeWindow}'`);
  return Number(match[1]) * (UNIT_MS[match[2] ?? ''] ?? 0);
}

/** The client address as a counter key; IPv6 clients count per /64 (one household or phone). */
export function addressKey(request: FastifyRequest): string {
  const ip = request.ip.startsWith('::ffff:') ? request.ip.slice(7) : request.ip;
  if (!ip.includes(':')) return ip;
  const groups = expandIpv6(ip);
  return `${groups.slice(0, 4).join(':')}::/64`;
}

function expandIpv6(ip: string): string[] {
  const [head = '', tail = ''] = ip.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const zeros = Array(Math.max(0, 8 - left.length - right.length)).fill('0');
  return ip.includes('::') ? [...left, ...zeros, ...right] : left;
}

export async function createRateLimitStore(
  app: FastifyInstance,
  redisUrl: string | undefined,
): Promise<RateLimitStore> {
  return redisUrl
    ? createRedisStore(redisUrl, (message) => app.log.warn(message))
    : createPostgresStore(app.db);
}

/**
 * Adds a preHandler to every route whose config has `rateLimit`. It runs after the body is
 * parsed, so a key may use it (the account being signed in to). A store that fails lets the
 * request through with a warning: a Redis or database hiccup must not lock everyone out.
 */
export function registerRateLimits(app: FastifyInstance, store: RateLimitStore): void {
  app.addHook('onClose', async () => store.close());
  app.addHook('onRoute', (route) => {
    const configured = route.config?.rateLimit;
    if (!configured) return;
    const limits = (Array.isArray(configured) ? configured : [configured]) as RouteRateLimit[];
    const methods = [route.method].flat().join(',');
    const checks = limits.map((limit) => ({
      max: limit.max,
      windowMs: windowMs(limit.timeWindow),
      name: limit.name ?? `${methods} ${route.url}`,
      key: limit.key ?? addressKey,
    }));
    const hook: preHandlerAsyncHookHandler = async (request, reply) => {
      for (const check of checks) {
        const key = await check.key(request);
        if (key === null) continue;
        let hit: Awaited<ReturnType<RateLimitStore['hit']>>;
        try {
          hit = await store.hit(`${check.name}|${key}`, check.windowMs);
        } catch (err) {
          request.log.warn({ err }, 'rate-limit store unavailable; request let through');
          continue;
        }
        if (hit.count > check.max) {
          const seconds = Math.max(1, Math.ceil(hit.resetsInMs / 1000));
          reply.header('Retry-After', String(seconds));
          throw new AppError('RATE_LIMITED', `Too many attempts. Please try again in ${seconds} seconds.`);
        }
      }
    };
    route.preHandler = [...[route.preHandler ?? []].flat(), hook];
  });
}
