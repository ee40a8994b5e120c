import { LRUCache } from 'lru-cache';

/**
 * Remembers a computed value for a moment (the page heads of public pages: plugins/spa.ts).
 * Concurrent misses share one computation; at capacity the least recently used entry goes; a
 * failure is not remembered and never evicts a newer value. Per app instance. HTTP responses have
 * their own cache with ETags and encodings: lib/public-read-cache.ts.
 */
export class MicroCache<T> {
  private readonly entries: LRUCache<string, { value: Promise<T> }>;

  constructor(ttlMs: number, maxEntries: number) {
    this.entries = new LRUCache({ max: maxEntries, ttl: ttlMs });
  }

  get(key: string, compute: () => Promise<T>): Promise<T> {
    const hit = this.entries.get(key);
    if (hit) return hit.value;
    const entry = { value: compute() };
    this.entries.set(key, entry);
    entry.value.catch(() => {
      if (this.entries.peek(key) === entry) this.entries.delete(key);
    });
    return entry.value;
  }
}
