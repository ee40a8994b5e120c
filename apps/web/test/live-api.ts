import { inject } from 'vitest';
import { setApiTransport } from '../src/lib/api-client.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The live server of live-server.setup.ts. */
    liveServerUrl: string;
  }
}

/**
 * The web app's one API client pointed at the live server of live-server.setup.ts, carrying one
 * browser's cookie as a browser would (same origin: the Origin header the server checks).
 */
export function useLiveApi() {
  const base = inject('liveServerUrl');
  let cookie = '';
  const send = (url: string, init: RequestInit = {}) =>
    fetch(`${base}${url}`, {
      ...init,
      headers: { ...(init.headers as Record<string, string>), origin: base, ...(cookie ? { cookie } : {}) },
    });
  setApiTransport((url, init) => send(url, init));
  return {
    base,
    /** A raw request to the server as this browser (same origin, its cookie). */
    send,
    /** Signs this browser in (the session cookie is kept for every later call). */
    async signIn(email: string, password: string) {
      const res = await send('/api/auth/sign-in/email', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password }),
      });
      if (!res.ok) throw new Error(`sign-in failed: ${res.status}`);
      cookie = res.headers
        .getSetCookie()
        .map((c) => c.split(';')[0])
        .join('; ');
    },
    signOut() {
      cookie = '';
    },
    /** A read as this browser, straight from the server (what the account holds now). */
    async read<T>(path: string): Promise<T> {
      const res = await send(`/api${path}`);
      if (!res.ok) throw new Error(`${path}: ${res.status}`);
      return (await res.json()) as T;
    },
  };
}
