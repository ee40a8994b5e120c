import { AUTH_MESSAGES, type TErrorBody } from '@app/shared';
import { fromNodeHeaders } from 'better-auth/node';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { Auth } from './auth.ts';

/** better-auth's error codes in our words (spec 8's provider codes, product-decisions). */
const MESSAGE_BY_CODE: Record<string, string> = {
  INVALID_EMAIL_OR_PASSWORD: AUTH_MESSAGES.wrongCredentials,
  USER_ALREADY_EXISTS: AUTH_MESSAGES.emailInUse,
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: AUTH_MESSAGES.emailInUse,
  PASSWORD_TOO_SHORT: AUTH_MESSAGES.passwordTooShort,
  PASSWORD_TOO_LONG: AUTH_MESSAGES.passwordTooLong,
  INVALID_EMAIL: AUTH_MESSAGES.invalidEmail,
  BANNED_USER: AUTH_MESSAGES.accountDisabled,
  INVALID_TOKEN: AUTH_MESSAGES.resetLinkInvalid,
};

/** The endpoints people (or scripts) could hammer: each is limited per client address. */
const LIMITED_PATHS = ['/sign-in/email', '/sign-up/email', '/request-password-reset', '/reset-password'];

/**
 * Mounts better-auth under /api/auth. Its responses pass through untouched, except errors,
 * which get our one error body so the web app reads `error` everywhere.
 */
export function authRoutes(auth: Auth, perMinute: number): FastifyPluginAsync {
  return async (app) => {
    const handler = async (request: FastifyRequest, reply: FastifyReply) => {
      const url = new URL(request.url, app.config.publicUrl);
      const body =
        request.body === undefined || request.body === null ? undefined : JSON.stringify(request.body);
      const response = await auth.handler(
        new Request(url, { method: request.method, headers: fromNodeHeaders(request.headers), body }),
      );
      reply.status(response.status);
      for (const [key, value] of response.headers) {
        if (key !== 'set-cookie' && key !== 'content-length') reply.header(key, value);
      }
      const cookies = response.headers.getSetCookie();
      if (cookies.length > 0) reply.header('set-cookie', cookies);
      const text = await response.text();
      if (response.status >= 400) return reply.send(toErrorBody(response.status, text, request.id));
      return reply.send(text || null);
    };

    for (const path of LIMITED_PATHS) {
      app.post(path, {
        schema: { hide: true },
        config: { access: 'public', rateLimit: { max: perMinute, timeWindow: '1 minute' } },
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

function toErrorBody(status: number, text: string, requestId: string): TErrorBody {
  let code = 'AUTH_ERROR';
  let message = status === 429 ? AUTH_MESSAGES.tooManyAttempts : 'Something went wrong. Please try again.';
  try {
    const parsed = JSON.parse(text) as { code?: string; message?: string };
    code = parsed.code ?? code;
    message = MESSAGE_BY_CODE[code] ?? parsed.message ?? message;
  } catch {
    // not JSON: keep the generic words
  }
  return { error: message, message, code, requestId };
}
