import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

/** NOTIFY channel a mark is announced on, so every instance hears it at once (issue 27). */
export const SESSION_REVOCATIONS_CHANNEL = 'session_revocations';

/** The longest SESSION_COOKIE_CACHE_SECONDS allows: a mark older than this protects nothing. */
const LONGEST_CACHE_MS = 60_000;

/**
 * Users whose sessions this instance ended recently (disabled, role changed, Force Logout, sign
 * out, password reset). A signed session cookie issued before that still verifies, so for these
 * users the session loader skips the cookie cache and reads the database until every such cookie
 * has expired (decision 025). The mark is announced on SESSION_REVOCATIONS_CHANNEL: every instance
 * refuses the ended session at once, and its open event streams check their session again.
 */
export class SessionRevocations {
  private readonly markedAt = new Map<string, number>();
  private readonly listeners = new Set<(userId: string) => void>();

  constructor(
    private readonly now: () => number = () => Date.now(),
    /** Tells the other instances (NOTIFY); they call `mark(userId, { heard: true })`. */
    private readonly announce: (userId: string) => void = () => {},
  ) {}

  mark(userId: string, opts: { heard?: boolean } = {}): void {
    const t = this.now();
    for (const [id, at] of this.markedAt) if (t - at >= LONGEST_CACHE_MS) this.markedAt.delete(id);
    this.markedAt.set(userId, t);
    for (const listener of this.listeners) listener(userId);
    if (!opts.heard) this.announce(userId);
  }

  /** Called with each user marked here or on another instance (open event streams check theirs again). */
  onMark(listener: (userId: string) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** True when the user's sessions were ended here less than `windowMs` ago. */
  isMarked(userId: string, windowMs: number): boolean {
    const at = this.markedAt.get(userId);
    return at !== undefined && this.now() - at < windowMs;
  }
}

const registries = new WeakMap<Db, SessionRevocations>();
/** The registry of this database handle (one per app instance). */
export function sessionRevocations(db: Db): SessionRevocations {
  let registry = registries.get(db);
  if (!registry) {
    registry = new SessionRevocations(undefined, (userId) => {
      db.execute(sql`select pg_notify(${SESSION_REVOCATIONS_CHANNEL}, ${userId})`).catch(() => {
        // The database is away: the other instances learn it within SESSION_COOKIE_CACHE_SECONDS.
      });
    });
    registries.set(db, registry);
  }
  return registry;
}
