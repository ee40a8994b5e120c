import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type { SessionUser } from './auth.ts';

/** The session cookie's value (`__Secure-` first behind HTTPS: auth.ts). */
const SESSION_COOKIE = /(?:^|;\s*)(?:__Secure-)?better-auth\.session_token=([^;\s]+)/;

/** A short fingerprint of the request's session cookie, which a ticket is bound to. */
export function sessionCookieFingerprint(cookieHeader: string | undefined): string | null {
  const value = cookieHeader ? SESSION_COOKIE.exec(cookieHeader)?.[1] : undefined;
  return value ? createHash('sha256').update(value).digest('base64url').slice(0, 22) : null;
}

type Claims = { u: SessionUser; f: string; x: number };

/**
 * Reconnect tickets for the order stream (decision 056). An open stream is told, as its SSE event
 * id, a ticket signed by the server: who the session is, the fingerprint of the session cookie it
 * came with, and an expiry no later than the session revocations' window. A browser's EventSource
 * sends the last id back (`Last-Event-ID`) when it reconnects, to whichever instance: one HMAC
 * lets it in, with no session read, so the streams of a killed instance open on the others within
 * seconds. A ticket alone is nothing: the same session cookie must come with it; and a user whose
 * sessions ended within the window is read from the database as always (session-loader.ts).
 */
export class StreamTickets {
  constructor(
    private readonly secret: string,
    /** How long a ticket is good for: at most the window a session revocation is remembered. */
    readonly ttlMs: number,
    private readonly now: () => number = () => Date.now(),
  ) {}

  issue(user: SessionUser, fingerprint: string): string {
    const claims: Claims = {
      u: { id: user.id, email: user.email, name: user.name, role: user.role },
      f: fingerprint,
      x: this.now() + this.ttlMs,
    };
    const body = Buffer.from(JSON.stringify(claims)).toString('base64url');
    return `${body}.${this.sign(body)}`;
  }

  /** The ticket's user, when it is signed here, unexpired, and came with the same session cookie. */
  verify(ticket: string, cookieHeader: string | undefined): SessionUser | null {
    const dot = ticket.indexOf('.');
    if (dot <= 0 || ticket.length > 2_000) return null;
    const body = ticket.slice(0, dot);
    const given = Buffer.from(ticket.slice(dot + 1));
    const expected = Buffer.from(this.sign(body));
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    let claims: Claims;
    try {
      claims = JSON.parse(Buffer.from(body, 'base64url').toString()) as Claims;
    } catch {
      return null;
    }
    if (claims.x <= this.now()) return null;
    if (claims.f !== sessionCookieFingerprint(cookieHeader)) return null;
    return claims.u;
  }

  private sign(body: string): string {
    return createHmac('sha256', this.secret).update(body).digest('base64url');
  }
}
