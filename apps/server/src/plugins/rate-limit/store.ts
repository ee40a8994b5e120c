/** One counted attempt: how many hits the key has had in its current window, and when it ends. */
export type Hit = { count: number; resetsInMs: number };

/**
 * Where rate-limit counters live. Shared by every instance (PostgreSQL by default, Redis when
 * REDIS_URL is set), so a limit holds behind a load balancer. Fixed windows: the first hit
 * opens a window of `windowMs`; later hits in it count up.
 */
export interface RateLimitStore {
  hit(key: string, windowMs: number): Promise<Hit>;
  close(): Promise<void>;
}
