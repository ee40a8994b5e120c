import type { SessionUser } from './auth.ts';

/** Enough for every customer active on one instance at once; the oldest entry goes first. */
const MAX_ENTRIES = 5000;

/**
 * Cookie headers better-auth already verified from its cookie cache, with the user they carry,
 * each until its signed `session_data` expires (never longer). The same bytes need no second
 * HMAC check: verifying the signature with WebCrypto was a tenth of the server's time per paid
 * order (decision 025). Any other header goes to better-auth.
 */
export class VerifiedSessionCookies {
  private readonly entries = new Map<string, { user: SessionUser; expiresAt: number }>();

  constructor(private readonly now: () => number = () => Date.now()) {}

  get(cookieHeader: string): SessionUser | undefined {
    const entry = this.entries.get(cookieHeader);
    if (!entry) return undefined;
    if (entry.expiresAt <= this.now()) {
      this.entries.delete(cookieHeader);
      return undefined;
    }
    return entry.user;
  }

  /** Remembers a header whose `session_data` cookie better-auth just accepted. */
  remember(cookieHeader: string, user: SessionUser): void {
    const expiresAt = sessionDataExpiry(cookieHeader);
    if (expiresAt === null || expiresAt <= this.now()) return;
    if (this.entries.size >= MAX_ENTRIES) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(cookieHeader, { user, expiresAt });
  }

  forget(userId: string): void {
    for (const [key, entry] of this.entries) if (entry.user.id === userId) this.entries.delete(key);
  }
}

/**
 * When the signed `session_data` cookie in a header expires (better-auth's compact format:
 * base64url JSON with `expiresAt` in ms). Null when there is none, or it is split in chunks.
 */
export function sessionDataExpiry(cookieHeader: string): number | null {
  const match = /(?:^|;\s*)(?:__Secure-)?better-auth\.session_data=([^;]+)/.exec(cookieHeader);
  if (!match?.[1]) return null;
  try {
    const payload = JSON.parse(Buffer.from(decodeURIComponent(match[1]), 'base64url').toString('utf8')) as {
      expiresAt?: unknown;
    };
    return typeof payload.expiresAt === 'number' ? payload.expiresAt : null;
  } catch {
    return null;
  }
}
