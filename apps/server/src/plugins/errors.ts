import { MESSAGES, RELIABILITY_MESSAGES, type TErrorBody } from '@app/shared';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isDatabaseBusyError } from '../db/availability.ts';
import { AppError } from '../lib/app-error.ts';

/**
 * One error handler: AppError -> its status; validation -> 400 with the field messages; the
 * database unreachable or its pool busy -> 503; any other 5xx hides internals.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError, request, reply) => {
    let status: number;
    let body: TErrorBody;
    if (err instanceof AppError) {
      status = err.status;
      body = { error: err.message, message: err.message, code: err.code, requestId: request.id };
    } else if (hasZodFastifySchemaValidationErrors(err)) {
      const message = err.validation
        .map((v) => {
          const field = v.instancePath.replace(/^\//, '').replaceAll('/', '.');
          return field ? `${field}: ${v.message}` : (v.message ?? 'Invalid input');
        })
        .join('; ');
      status = 400;
      body = { error: message, message, code: 'BAD_REQUEST', requestId: request.id };
    } else if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500) {
      // Fastify's own client errors: bad JSON, body too large, unsupported media type, rate limit.
      status = err.statusCode;
      const message = clientErrorMessage(err);
      body = { error: message, message, code: err.code ?? 'BAD_REQUEST', requestId: request.id };
    } else if (isDatabaseBusyError(err)) {
      // Every pool connection stayed busy: this request waited long enough; the others carry on.
      request.log.warn({ err }, 'database pool busy');
      status = 503;
      const message = RELIABILITY_MESSAGES.serviceBusy;
      body = { error: message, message, code: 'BUSY', requestId: request.id };
      reply.header('retry-after', '1');
    } else if (app.database.availability.report(err)) {
      // The database dropped or refused the connection: an outage of seconds, not a bug.
      request.log.warn({ err }, 'database unavailable');
      status = 503;
      const message = RELIABILITY_MESSAGES.serviceUnavailable;
      body = { error: message, message, code: 'UNAVAILABLE', requestId: request.id };
      reply.header('retry-after', '2');
    } else {
      request.log.error({ err }, 'unhandled error');
      status = 500;
      body = {
        error: MESSAGES.internalError,
        message: MESSAGES.internalError,
        code: 'INTERNAL',
        requestId: request.id,
      };
    }
    return reply.status(status).send(body);
  });
}

function clientErrorMessage(err: FastifyError): string {
  switch (err.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'The request body is not valid JSON.';
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return 'The request body is too large.';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'Send the request body as JSON.';
    default:
      return err.message;
  }
}
