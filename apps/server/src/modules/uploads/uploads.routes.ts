import {
  OWNER_MESSAGES,
  RESTAURANT_MANAGER_ROLES,
  UPLOAD_MAX_BYTES,
  UPLOAD_TYPES,
  UPLOADS_PER_DAY,
  UPLOADS_PER_MINUTE,
  ZErrorBody,
  ZIdParams,
  ZImageQuery,
  ZUploadedImage,
} from '@app/shared';
import type { FastifyError } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error.ts';
import type { ImageDeps } from './uploads.service.ts';
import * as service from './uploads.service.ts';

const errors = {
  400: ZErrorBody,
  401: ZErrorBody,
  403: ZErrorBody,
  404: ZErrorBody,
  413: ZErrorBody,
  415: ZErrorBody,
  429: ZErrorBody,
};

/**
 * Photo uploads (dish and restaurant images): the file itself is the request body, sent with its
 * own Content-Type (no multipart needed for one file). The bytes go to the image storage, the
 * metadata to the database (decision 038). Per user: UPLOADS_PER_MINUTE a minute (rate limit) and
 * UPLOADS_PER_DAY in 24 hours (quota, uploads.service.ts).
 */
export const uploadsRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps: ImageDeps = { db: app.db, store: app.imageStore, jobs: app.imageJobs };
  app.addContentTypeParser(
    [...UPLOAD_TYPES],
    { parseAs: 'buffer', bodyLimit: UPLOAD_MAX_BYTES },
    (_req, body, done) => done(null, body),
  );
  // Our words for the two ways an upload is refused before it reaches the handler.
  app.setErrorHandler((err: FastifyError) => {
    if (err.code === 'FST_ERR_CTP_BODY_TOO_LARGE') throw new HttpAppError(413, OWNER_MESSAGES.uploadTooLarge);
    if (err.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE')
      throw new HttpAppError(415, OWNER_MESSAGES.uploadWrongType);
    throw err;
  });

  app.post(
    '/uploads/images',
    {
      config: {
        access: RESTAURANT_MANAGER_ROLES,
        rateLimit: {
          max: UPLOADS_PER_MINUTE,
          timeWindow: '1 minute',
          key: async (request) => (await request.sessionUser())?.id ?? null,
        },
      },
      bodyLimit: UPLOAD_MAX_BYTES,
      schema: {
        tags: ['owner'],
        summary: `Upload a JPEG, PNG or WebP photo up to 5 MB (the body is the file); answers its URL. Per user at most ${UPLOADS_PER_MINUTE} a minute and ${UPLOADS_PER_DAY} in 24 hours (else 429)`,
        response: { 201: ZUploadedImage, ...errors },
      },
    },
    async (request, reply) => {
      if (!Buffer.isBuffer(request.body)) throw new HttpAppError(415, OWNER_MESSAGES.uploadWrongType);
      const stored = await service.storeImage(deps, await request.requireUser(), request.body);
      return reply.status(201).send(stored);
    },
  );

  app.get(
    '/images/:id',
    {
      config: { access: 'public' },
      schema: {
        tags: ['catalogue'],
        summary:
          'An uploaded photo (WebP), or `w` wide (one of IMAGE_WIDTHS, never enlarged); cached for a year',
        params: ZIdParams,
        querystring: ZImageQuery,
      },
    },
    async (request, reply) => {
      const { w } = request.query;
      const image = await service.readImage(deps, app.imageVariants, request.params.id, w);
      // An id's bytes never change (uploads only insert), so a browser never needs to ask again.
      reply.header('Cache-Control', 'public, max-age=31536000, immutable').header('ETag', image.etag);
      if (request.headers['if-none-match'] === image.etag) return reply.status(304).send();
      return reply.header('Content-Type', image.contentType).send(image.bytes);
    },
  );
};

/** An AppError with a status the shared code table lacks (413, 415). */
class HttpAppError extends AppError {
  constructor(
    private readonly httpStatus: number,
    message: string,
  ) {
    super('BAD_REQUEST', message);
  }
  override get status(): number {
    return this.httpStatus;
  }
}
