import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';

/** Same-origin headers for the test app's PUBLIC_URL (http://localhost:3000). */
export const ORIGIN = 'http://localhost:3000';
const HOST = 'localhost:3000';

export type Caller = { cookie?: string; ip?: string };

/** A browser-like request: our host and origin, the caller's cookie, its own client address. */
export function call(
  app: FastifyInstance,
  method: InjectOptions['method'],
  url: string,
  opts: { caller?: Caller; body?: unknown; headers?: Record<string, string> } = {},
): Promise<LightMyRequestResponse> {
  const headers: Record<string, string> = { host: HOST, origin: ORIGIN, ...opts.headers };
  if (opts.caller?.cookie) headers.cookie = opts.caller.cookie;
  return app.inject({
    method,
    url,
    headers,
    remoteAddress: opts.caller?.ip ?? '127.0.0.1',
    ...(opts.body !== undefined ? { payload: opts.body as object } : {}),
  });
}

/** The session cookie (name=value) a sign-in response set. */
export function sessionCookie(res: LightMyRequestResponse): string {
  const header = res.headers['set-cookie'];
  const all = Array.isArray(header) ? header : header ? [header] : [];
  const session = all.find((c) => c.includes('session_token='));
  if (!session) throw new Error(`no session cookie in response ${res.statusCode}: ${res.body}`);
  return session.split(';')[0] ?? '';
}
