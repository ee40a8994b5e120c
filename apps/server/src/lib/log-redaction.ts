import type { FastifyRequest } from 'fastify';

const REDACTED = '[redacted]';

/** Query parameters whose values are secrets (reset and verification links carry tokens). */
const SECRET_QUERY_PARAM = /token|secret|password|signature|code|key|session|otp/i;

/**
 * A request URL fit for a log line: secret query values and the token in a reset-password path
 * replaced. The path and the other parameters stay, so the line is still useful.
 */
export function redactUrl(url: string): string {
  const [pathPart = '', query] = url.split(/\?(.*)/s, 2);
  const path = pathPart.replace(/(\/reset-password\/)[^/?#]+/i, `$1${REDACTED}`);
  if (query === undefined) return path;
  const redacted = query
    .split('&')
    .map((pair) => {
      const [name = ''] = pair.split('=', 1);
      let decoded = name;
      try {
        decoded = decodeURIComponent(name);
      } catch {
        // a malformed name: match it as written
      }
      return SECRET_QUERY_PARAM.test(decoded) && pair.includes('=') ? `${name}=${REDACTED}` : pair;
    })
    .join('&');
  return `${path}?${redacted}`;
}

type ErrorLike = Error & { cause?: unknown; query?: unknown; params?: unknown; detail?: unknown };

const isErrorLike = (e: unknown): e is ErrorLike =>
  typeof e === 'object' && e !== null && typeof (e as Error).message === 'string';

/**
 * A copy of an error safe to log. Drizzle's failed-query error repeats the query's parameters
 * (session tokens, emails, hashes) in its message and stack; the driver's `detail` may quote a row's
 * values ("Key (token)=(…) already exists"). Both go; the query text (placeholders only), the
 * SQLSTATE code and the stack frames stay.
 */
export function withoutQueryValues(err: unknown, depth = 0): unknown {
  if (!isErrorLike(err) || depth > 5) return err;
  const hasParams = 'params' in err;
  const hasDetail = 'detail' in err && err.detail !== undefined;
  const cause = err.cause === undefined ? undefined : withoutQueryValues(err.cause, depth + 1);
  if (!hasParams && !hasDetail && cause === err.cause) return err;

  const message = hasParams ? `Failed query: ${String(err.query)}` : err.message;
  const clean = new Error(message) as ErrorLike & Record<string, unknown>;
  clean.name = err.name;
  const frames = (err.stack ?? '').split('\n').filter((line) => /^\s+at /.test(line));
  clean.stack = [`${err.name}: ${message}`, ...frames].join('\n');
  for (const [key, value] of Object.entries(err)) {
    if (key !== 'params' && key !== 'detail' && key !== 'cause' && key !== 'message') clean[key] = value;
  }
  if (cause !== undefined) clean.cause = cause;
  return clean;
}

/**
 * pino options for every log line the server writes: no cookies, authorization headers, session
 * tokens or query parameters of a failed query (decision 011, Failure handling in ARCHITECTURE).
 */
export function logRedaction() {
  return {
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'req.headers["x-razorpay-signature"]',
        'res.headers["set-cookie"]',
        'headers.authorization',
        'headers.cookie',
        '*.password',
        '*.token',
      ],
      censor: REDACTED,
    },
    serializers: {
      req: (req: FastifyRequest) => ({
        method: req.method,
        url: redactUrl(req.url),
        hostname: req.hostname,
        remoteAddress: req.ip,
      }),
      err: (err: unknown) => serializeError(withoutQueryValues(err)) as SerializedError,
    },
  };
}

type SerializedError = { [key: string]: unknown; type: string; message: string; stack: string };

/** pino's usual error shape (type, message, stack, own fields, cause), for an already clean error. */
function serializeError(err: unknown, depth = 0): unknown {
  if (!isErrorLike(err) || depth > 5) return err;
  const out: Record<string, unknown> = { type: err.constructor?.name ?? err.name, message: err.message };
  for (const [key, value] of Object.entries(err)) {
    if (key !== 'cause' && typeof value !== 'function') out[key] = value;
  }
  out.stack = err.stack;
  if (err.cause !== undefined) out.cause = serializeError(err.cause, depth + 1);
  return out;
}
