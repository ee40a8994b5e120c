import {
  AUTH_MESSAGES,
  DEMO_MESSAGES,
  MESSAGES,
  RELIABILITY_MESSAGES,
  type TErrorBody,
  ZAuthUpdateUserInput,
} from '@app/shared';
import { fromNodeHeaders } from 'better-auth/node';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { isDemoEmail } from '../../db/seed/accounts.ts';
import { AppError } from '../../lib/app-error.ts';
import { addressKey, type RouteRateLimit } from '../../plugins/rate-limit/rate-limit.ts';
import type { Auth } from './auth.ts';

/** better-auth's error codes in our words (spec 8's provider codes, product-decisions). */
const MESSAGE_BY_CODE: Record<string, string> = {
  INVALID_EMAIL_OR_PASSWORD: AUTH_MESSAGES.wrongCredentials,
  // Username sign-in: the same words, and a malformed username is just a wrong one.
  INVALID_USERNAME_OR_PASSWORD: AUTH_MESSAGES.wrongCredentials,
  USERNAME_TOO_SHORT: AUTH_MESSAGES.wrongCredentials,
  USERNAME_TOO_LONG: AUTH_MESSAGES.wrongCredentials,
  INVALID_USERNAME: AUTH_MESSAGES.wrongCredentials,
  USER_ALREADY_EXISTS: AUTH_MESSAGES.emailInUse,
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: AUTH_MESSAGES.emailInUse,
  PASSWORD_TOO_SHORT: AUTH_MESSAGES.passwordTooShort,
  PASSWORD_TOO_LONG: AUTH_MESSAGES.passwordTooLong,
  INVALID_EMAIL: AUTH_MESSAGES.invalidEmail,
  BANNED_USER: AUTH_MESSAGES.accountDisabled,
  INVALID_TOKEN: AUTH_MESSAGES.resetLinkInvalid,
};

/** The endpoints people (or scripts) could hammer. */
const LIMITED_PATHS = [
  '/sign-in/email',
  '/sign-in/username',
  '/sign-up/email',
  '/request-password-reset',
  '/reset-password',
];

export type AuthRateLimits = { perAccountAndAddress: number; perAddress: number };

/** The account an attempt is about: the email or username it names (sign-in, sign-up, reset request) or the reset token. */
function accountOf(request: FastifyRequest): string {
  const body = request.body as { email?: unknown; username?: unknown; token?: unknown } | null | undefined;
  if (typeof body?.email === 'string') return body.email.trim().toLowerCase().slice(0, 320);
  if (typeof body?.username === 'string') return body.username.trim().toLowerCase().slice(0, 320);
  if (typeof body?.token === 'string') return body.token.slice(0, 200);
  return '';
}

/**
 * Two limits per endpoint (decision 013): one account from one address gets a few tries a minute
 * (guessing a password), and one address gets many more across accounts, because a mobile
 * carrier puts thousands of people behind one address (carrier-grade NAT).
 */
function authLimits(path: string, limits: AuthRateLimits): RouteRateLimit[] {
  return [
    {
      name: `auth${path}:account+address`,
      max: limits.perAccountAndAddress,
      timeWindow: '1 minute',
      key: (request) => `${accountOf(request)}|${addressKey(request)}`,
    },
    { name: `auth${path}:address`, max: limits.perAddress, timeWindow: '1 minute' },
  ];
}

/**
 * Mounts better-auth under /api/auth. Its responses pass through untouched, except errors,
 * which get our one error body so the web app reads `error` everywhere.
 */
export function authRoutes(auth: Auth, limits: AuthRateLimits): FastifyPluginAsync {
  return async (app) => {
    const handler = async (request: FastifyRequest, reply: FastifyReply) => {
      const url = new URL(request.url, app.config.publicUrl);
      if (app.config.demoAccountsRefused && url.pathname.endsWith('/sign-in/email')) {
        // Production: the demo accounts' passwords are published, so they never sign in (decision 012).
        if (isDemoEmail((request.body as { email?: unknown } | null)?.email)) {
          throw new AppError('FORBIDDEN', DEMO_MESSAGES.accountsRefused);
        }
      }
      const input = withOurAccountRules(url.pathname, request.body);
      // Fastify has parsed the body as JSON already. A POST without one is an empty form to
      // better-auth (a 400 naming the missing fields), not a crash inside it (a 500).
      const headers = fromNodeHeaders(request.headers);
      let body: string | undefined;
      if (request.method === 'POST') {
        body = JSON.stringify(input ?? {});
        headers.set('content-type', 'application/json');
      }
      const response = await auth.handler(new Request(url, { method: request.method, headers, body }));
      reply.status(response.status);
      for (const [key, value] of response.headers) {
        if (key !== 'set-cookie' && key !== 'content-length') reply.header(key, value);
      }
      const cookies = response.headers.getSetCookie();
      if (cookies.length > 0) reply.header('set-cookie', cookies);
      const text = await response.text();
      if (response.status >= 500 && !app.database.availability.available) {
        // The database went away under better-auth (it answered 500): an outage, say so.
        const message = RELIABILITY_MESSAGES.serviceUnavailable;
        return reply
          .status(503)
          .header('retry-after', '2')
          .send({ error: message, message, code: 'UNAVAILABLE', requestId: request.id });
      }
      if (response.status >= 400) {
        return reply.send(toErrorBody(response.status, text, request.id, request.headers.origin));
      }
      if (url.pathname.endsWith('/get-session')) return reply.send(withoutSessionToken(text));
      return reply.send(text || null);
    };

    for (const path of LIMITED_PATHS) {
      app.post(path, {
        schema: { hide: true },
        config: { access: 'public', rateLimit: authLimits(path, limits) },
        handler,
      });
    }
    app.route({
      method: ['GET', 'POST'],
      url: '/*',
      schema: { hide: true },
      config: { access: 'public' },
      handler,
    });
  };
}

/**
 * better-auth's own account endpoints, held to our rules: update-user takes
 * only a name and an avatar the profile screen allows; change-password signs the other devices
 * out unless the client explicitly asks to keep them (as a reset does).
 */
function withOurAccountRules(pathname: string, body: unknown): unknown {
  if (pathname.endsWith('/update-user')) {
    const parsed = ZAuthUpdateUserInput.safeParse(body ?? {});
    if (!parsed.success) throw new AppError('BAD_REQUEST', MESSAGES.profileInvalid);
    return { ...(body as object), ...parsed.data };
  }
  if (pathname.endsWith('/change-password') && body !== null && typeof body === 'object') {
    return { revokeOtherSessions: true, ...body };
  }
  return body;
}

/** The session token is the cookie's job (httpOnly): it never goes into a body a script can read. */
function withoutSessionToken(text: string): string | null {
  if (!text) return null;
  try {
    const parsed = JSON.parse(text) as { session?: Record<string, unknown> } | null;
    if (parsed?.session) delete parsed.session.token;
    return JSON.stringify(parsed);
  } catch {
    return text;
  }
}

function toErrorBody(status: number, text: string, requestId: string, origin?: string): TErrorBody {
  let code = 'AUTH_ERROR';
  let message = status === 429 ? AUTH_MESSAGES.tooManyAttempts : 'Something went wrong. Please try again.';
  try {
    const parsed = JSON.parse(text) as { code?: string; message?: string };
    code = parsed.code ?? code;
    message =
      code === 'INVALID_ORIGIN'
        ? RELIABILITY_MESSAGES.untrustedOrigin((origin ?? '').slice(0, 100))
        : (MESSAGE_BY_CODE[code] ?? parsed.message ?? message);
  } catch {
    // not JSON: keep the generic words
  }
  return { error: message, message, code, requestId };
}
