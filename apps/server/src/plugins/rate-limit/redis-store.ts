import { Redis } from 'ioredis';
import type { Hit, RateLimitStore } from './store.ts';

/** INCR, and PEXPIRE on the first hit, in one script: atomic on the Redis server. */
const HIT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]); ttl = tonumber(ARGV[1]) end
return {count, ttl}`;

const KEY_PREFIX = 'chennai-eats:rate-limit:';

/**
 * Counters in Redis (REDIS_URL). Short timeouts and no offline queue: when Redis is away a hit
 * fails at once and the limiter lets the request through (decision 013) instead of hanging.
 */
export async function createRedisStore(
  url: string,
  warn: (message: string) => void,
): Promise<RateLimitStore> {
  const redis = new Redis(url, {
    connectTimeout: 2000,
    commandTimeout: 1000,
    maxRetriesPerRequest: 1,
    enableOfflineQueue: false,
    lazyConnect: true,
  });
  redis.on('error', () => {
    // reported per hit by the limiter; ioredis reconnects by itself
  });
  // Start even when Redis is away (limits then fail open until it is back), but say so.
  await redis.connect().catch((err: Error) => warn(`Redis for rate limits is unreachable: ${err.message}`));
  return {
    async hit(key, windowMs): Promise<Hit> {
      const [count, ttl] = (await redis.eval(HIT_SCRIPT, 1, KEY_PREFIX + key, windowMs)) as [number, number];
      return { count, resetsInMs: ttl };
    },
    async close() {
      redis.disconnect();
    },
  };
}
