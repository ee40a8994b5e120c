import { fromNodeHeaders } from 'better-auth/node';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.ts';
import { type Auth, type SessionUser, toSessionUser } from './auth.ts';
import { sessionRevocations } from './session-revocations.ts';
import type { StreamTickets } from './stream-tickets.ts';
import { VerifiedSessionCookies } from './verified-session-cookies.ts';

/**
 * The signed-in user of a request. better-auth's cookie cache answers most requests from the
 * signed `session_data` cookie without a database read; the cookies it sets on the way (a fresh
 * cache after a database read, a cleared one for an ended session) go out with our response, as
 * its own endpoints would send them. Users whose sessions this instance ended recently are read
 * from the database (session-revocations.ts).
 */
export function createSessionLoader(
  app: FastifyInstance,
  auth: Auth,
  db: Db,
  cacheSeconds: number,
  tickets?: StreamTickets,
): (request: FastifyRequest) => Promise<SessionUser | null> {
  const revocations = sessionRevocations(db);
  const cookiesToSet = new WeakMap<FastifyRequest, string[]>();
  app.addHook('onSend', async (request, reply, payload) => {
    const cookies = cookiesToSet.get(request);
    if (!cookies) return payload;
    // A cookie the route itself set (better-auth's own endpoints) is newer than ours: it stays.
    const existing = reply.getHeader('set-cookie');
    const setByRoute = new Set(
      (Array.isArray(existing) ? existing : existing ? [String(existing)] : []).map(cookieName),
    );
    for (const cookie of cookies) if (!setByRoute.has(cookieName(cookie))) reply.header('set-cookie', cookie);
    return payload;
  });

  const cacheMs = cacheSeconds * 1000;
  const isRevoked = (userId: string) => cacheMs > 0 && revocations.isMarked(userId, cacheMs);
  const verified = new VerifiedSessionCookies();

  return async (request) => {
    const cookie = request.headers.cookie;
    if (!cookie) return null;
    // The order stream reconnecting with its ticket (stream-tickets.ts), not ended meanwhile.
    const ticket = request.headers['last-event-id'];
    if (tickets && typeof ticket === 'string' && request.routeOptions.config.streamTicket) {
      const holder = tickets.verify(ticket, cookie);
      if (holder && !isRevoked(holder.id)) return holder;
    }
    const known = cacheMs > 0 ? verified.get(cookie) : undefined;
    if (known && !isRevoked(known.id)) return known;
    if (known) verified.forget(known.id);

    const headers = fromNodeHeaders(request.headers);
    let result = await auth.api.getSession({ headers, returnHeaders: true });
    const cachedUser = result.response?.user;
    if (cachedUser && isRevoked(cachedUser.id)) {
      result = await auth.api.getSession({
        headers,
        query: { disableCookieCache: true },
        returnHeaders: true,
      });
    }
    const setCookies = result.headers.getSetCookie();
    if (setCookies.length > 0) cookiesToSet.set(request, setCookies);
    if (!result.response) return null;
    const user = toSessionUser(result.response.user);
    // Answered from the signed cookie as sent (nothing to set, not a revoked user): the same
    // header is trusted without another check until that cookie expires.
    if (cacheMs > 0 && setCookies.length === 0 && !isRevoked(user.id)) verified.remember(cookie, user);
    return user;
  };
}

const cookieName = (setCookie: string) => setCookie.slice(0, setCookie.indexOf('='));
