import { AUTH_MESSAGES, type TRole } from '@app/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../lib/app-error.ts';
import type { SessionUser } from '../modules/auth/auth.ts';

/**
 * Who may call a route. Every /api route must say (`config: { access }`): a route without it
 * fails at start-up, so nothing is ever public by accident. Ownership of a particular object is
 * the service's check, on top of this.
 */
export type Access = 'public' | 'signedIn' | readonly TRole[];

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
    /** The order stream: a reconnect may show its ticket (Last-Event-ID) instead of a session read. */
    streamTicket?: boolean;
  }
  interface FastifyInstance {
    /** Every /api route as `METHOD /path`, with its declared access (the authorization matrix reads it). */
    apiRoutes: { key: string; access: Access }[];
  }
  interface FastifyRequest {
    /** The signed-in user, or null; loaded once per request. */
    sessionUser(): Promise<SessionUser | null>;
    /** The signed-in user; throws 401 when signed out. */
    requireUser(): Promise<SessionUser>;
    /**
     * The session's user as it is now, read again (not the copy loaded for this request): what a
     * long-lived response (an event stream) asks to notice a sign-out, a disable or a new role.
     */
    reloadSessionUser(): Promise<SessionUser | null>;
  }
}

/** Methods that change nothing: no same-origin check, and no public read is forgotten after them. */
export const SAFE_METHODS: ReadonlySet<string> = new Set(['GET', 'HEAD', 'OPTIONS']);

export function registerAccessControl(
  app: FastifyInstance,
  loadSessionUser: (request: FastifyRequest) => Promise<SessionUser | null>,
): void {
  const apiRoutes: { key: string; access: Access }[] = [];
  app.decorate('apiRoutes', apiRoutes);
  app.addHook('onRoute', (route) => {
    const isApi = route.url.startsWith('/api/') && !route.url.startsWith('/api/docs');
    if (!isApi) return;
    const access = route.config?.access;
    if (access === undefined) {
      throw new Error(`Route ${String(route.method)} ${route.url} does not declare config.access`);
    }
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods)
      if (method !== 'HEAD') apiRoutes.push({ key: `${method} ${route.url}`, access });
  });

  const cache = new WeakMap<FastifyRequest, Promise<SessionUser | null>>();
  app.decorateRequest('sessionUser', function (this: FastifyRequest) {
    let pending = cache.get(this);
    if (!pending) {
      pending = loadSessionUser(this);
      cache.set(this, pending);
    }
    return pending;
  });
  app.decorateRequest('reloadSessionUser', function (this: FastifyRequest) {
    return loadSessionUser(this);
  });
  app.decorateRequest('requireUser', async function (this: FastifyRequest) {
    const user = await this.sessionUser();
    if (!user) throw new AppError('UNAUTHORIZED', AUTH_MESSAGES.signInRequired);
    return user;
  });

  app.addHook('onRequest', async (request) => {
    if (!SAFE_METHODS.has(request.method)) assertSameOrigin(request);
  });

  app.addHook('preHandler', async (request) => {
    const access = request.routeOptions.config.access;
    if (access === undefined || access === 'public') return;
    const user = await request.requireUser();
    if (access !== 'signedIn' && !access.includes(user.role)) {
      throw new AppError('FORBIDDEN', AUTH_MESSAGES.notAllowed);
    }
  });
}

/**
 * A mutating request that carries cookies must come from our own pages: its Origin (or, failing
 * that, Referer) must name the host it was sent to. SameSite=Lax already keeps our cookie off
 * cross-site POSTs; this also covers same-site subdomains and old browsers. Requests without
 * cookies (webhooks, scripts) carry no session, so they cannot be forged on someone's behalf.
 */
function assertSameOrigin(request: FastifyRequest): void {
  if (!request.headers.cookie) return;
  const source = request.headers.origin ?? request.headers.referer;
  let sourceHost: string | null = null;
  try {
    sourceHost = source && source !== 'null' ? new URL(source).host : null;
  } catch {
    sourceHost = null;
  }
  if (sourceHost !== request.host) throw new AppError('FORBIDDEN', AUTH_MESSAGES.crossOrigin);
}
