/**
 * Remembers a computed value for a moment. Public catalogue lists are read by every visitor and
 * change rarely; answering the same page from memory for `ttlMs` turns a burst of identical
 * requests into one query. Concurrent misses share one computation. Per app instance.
 */
export class MicroCache<T> {
  private readonly entries = new Map<string, { expires: number; value: Promise<T> }>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries: number,
  ) {}

  get(key: string, compute: () => Promise<T>): Promise<T> {
    const now = Date.now();
    const hit = this.entries.get(key);
    if (hit && hit.expires > now) return hit.value;
    if (this.entries.size >= this.maxEntries) this.entries.clear();
    const value = compute();
    this.entries.set(key, { expires: now + this.ttlMs, value });
    // A failure is not remembered: the next request tries again.
    value.catch(() => this.entries.delete(key));
    return value;
  }
}
