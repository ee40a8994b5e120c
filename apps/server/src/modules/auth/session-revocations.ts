import type { Db } from '../../db/client.ts';

/** The longest SESSION_COOKIE_CACHE_SECONDS allows: a mark older than this protects nothing. */
const LONGEST_CACHE_MS = 60_000;

/**
 * Users whose sessions this instance ended recently (disabled, role changed, Force Logout, sign
 * out, password reset). A signed session cookie issued before that still verifies, so for these
 * users the session loader skips the cookie cache and reads the database until every such cookie
 * has expired: on this instance an ended session is refused at once; on the others within
 * SESSION_COOKIE_CACHE_SECONDS (decision 025).
 */
export class SessionRevocations {
  private readonly markedAt = new Map<string, number>();

  constructor(private readonly now: () => number = () => Date.now()) {}

  mark(userId: string): void {
    const t = this.now();
    for (const [id, at] of this.markedAt) if (t - at >= LONGEST_CACHE_MS) this.markedAt.delete(id);
    this.markedAt.set(userId, t);
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
    registry = new SessionRevocations();
    registries.set(db, registry);
  }
  return registry;
}
