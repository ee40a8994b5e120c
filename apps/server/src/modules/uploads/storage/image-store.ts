/**
 * Where uploaded photos' bytes live (decision 038): a folder on disk by default, or an
 * S3-compatible bucket. The database keeps each photo's metadata and its key; the bytes under a
 * key never change (a photo's id names them), so a write may be repeated and a delete of a
 * missing key is not an error.
 */
export interface ImageStore {
  /** `disk` or `s3`, for logs and tests. */
  readonly kind: 'disk' | 's3';
  /** Stores the bytes under the key, whole or not at all (a reader never sees half a photo). */
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** The bytes under the key, or null when there are none. */
  get(key: string): Promise<Buffer | null>;
  /** Removes the key's bytes; nothing to remove is fine. */
  delete(key: string): Promise<void>;
  /** Lets go of connections (the app's onClose). */
  close(): Promise<void>;
}

/** A key is ours (`{uuid}.webp`), but checked anyway: no folder walks, no odd characters. */
export function assertSafeKey(key: string): void {
  if (!/^[\w-]+(\.[a-z0-9]+)?$/.test(key)) throw new Error(`Unsafe image storage key '${key}'`);
}

/** The key an uploaded photo's bytes are stored under. */
export function imageKey(id: string, contentType: string): string {
  return contentType === 'image/webp' ? `${id}.webp` : id;
}
