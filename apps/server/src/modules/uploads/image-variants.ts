import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';

/** One answer of GET /api/images/{id}[?w=]: its bytes never change, hence the strong ETag. */
export type ImageAnswer = { contentType: string; bytes: Buffer; etag: string };

/** What an entry costs beyond its bytes (key, object, ETag), so tiny thumbnails are not free. */
const ENTRY_OVERHEAD_BYTES = 256;

/**
 * Recently served photos and their resized widths, in memory, bounded by their total size: the
 * least recently used go first. A photo's bytes never change under its id (uploads only insert),
 * so an entry never goes stale. Concurrent misses for one key share one computation (one resize);
 * a failure (unknown id) is not remembered. Per app instance (decision 027).
 */
export class ImageVariants {
  private readonly entries: LRUCache<string, ImageAnswer> | null;
  private readonly pending = new Map<string, Promise<ImageAnswer>>();

  constructor(maxBytes: number) {
    this.entries =
      maxBytes > 0
        ? new LRUCache({ maxSize: maxBytes, sizeCalculation: (a) => a.bytes.length + ENTRY_OVERHEAD_BYTES })
        : null;
  }

  /** How many answers are kept, and their bytes (for tests and the decision record's figures). */
  get stats(): { entries: number; bytes: number } {
    return { entries: this.entries?.size ?? 0, bytes: this.entries?.calculatedSize ?? 0 };
  }

  async get(
    key: string,
    compute: () => Promise<{ contentType: string; bytes: Buffer }>,
  ): Promise<ImageAnswer> {
    const hit = this.entries?.get(key);
    if (hit) return hit;
    let pending = this.pending.get(key);
    if (!pending) {
      pending = compute()
        .then(({ contentType, bytes }) => {
          const answer = { contentType, bytes, etag: strongEtag(bytes) };
          this.entries?.set(key, answer);
          return answer;
        })
        .finally(() => this.pending.delete(key));
      this.pending.set(key, pending);
    }
    return pending;
  }
}

function strongEtag(bytes: Buffer): string {
  return `"${createHash('sha1').update(bytes).digest('base64url').slice(0, 27)}"`;
}
