import type { z } from 'zod';
import { AppError } from './app-error.ts';

/**
 * Parses a body against a schema chosen in the handler (when a route's shape depends on the caller),
 * with the same 400 `field: message` words the error handler gives a route's own schema.
 */
export function parseBody<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const message = result.error.issues
    .map((issue) => (issue.path.length > 0 ? `${issue.path.join('.')}: ${issue.message}` : issue.message))
    .join('; ');
  throw new AppError('BAD_REQUEST', message);
}
