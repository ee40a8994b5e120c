import type { S3Client } from '@aws-sdk/client-s3';
import { assertSafeKey, type ImageStore } from './image-store.ts';

export type S3ImageStoreOptions = {
  bucket: string;
  region: string;
  /** An S3-compatible service's address; unset: AWS S3. */
  endpoint?: string | undefined;
  forcePathStyle: boolean;
  /** Both or neither; neither: the AWS SDK's default credential chain. */
  accessKeyId?: string | undefined;
  secretAccessKey?: string | undefined;
};

/** Keys sit under this folder of the bucket, so the bucket can hold other things too. */
const PREFIX = 'images/';

/**
 * Photos as objects of an S3-compatible bucket (AWS S3, MinIO, R2, ...). The SDK is loaded only
 * when this store is configured. A PutObject is atomic: a reader sees the old object or the new.
 */
export async function createS3ImageStore(options: S3ImageStoreOptions): Promise<ImageStore> {
  const s3 = await import('@aws-sdk/client-s3');
  const client: S3Client = new s3.S3Client({
    region: options.region,
    forcePathStyle: options.forcePathStyle,
    ...(options.endpoint ? { endpoint: options.endpoint } : {}),
    ...(options.accessKeyId && options.secretAccessKey
      ? { credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey } }
      : {}),
    // Checksums only where S3 requires them: several S3-compatible services refuse or mishandle
    // the SDK's default CRC32 trailers, and TLS already protects the bytes in transit.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = options.bucket;
  const objectKey = (key: string) => {
    assertSafeKey(key);
    return `${PREFIX}${key}`;
  };
  return {
    kind: 's3',
    async put(key, bytes, contentType) {
      await client.send(
        new s3.PutObjectCommand({ Bucket, Key: objectKey(key), Body: bytes, ContentType: contentType }),
      );
    },
    async get(key) {
      try {
        const answer = await client.send(new s3.GetObjectCommand({ Bucket, Key: objectKey(key) }));
        if (!answer.Body) return null;
        return Buffer.from(await answer.Body.transformToByteArray());
      } catch (err) {
        if (err instanceof s3.NoSuchKey) return null;
        throw err;
      }
    },
    async delete(key) {
      await client.send(new s3.DeleteObjectCommand({ Bucket, Key: objectKey(key) }));
    },
    async close() {
      client.destroy();
    },
  };
}
