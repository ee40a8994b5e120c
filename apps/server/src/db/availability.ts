import { EventEmitter } from 'node:events';

/** SQLSTATE classes and codes that mean "the database is not there right now", not "your query is wrong". */
const UNAVAILABLE_SQLSTATE_CLASSES = ['08', '53', '57P'];
const UNAVAILABLE_NODE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
]);
const UNAVAILABLE_MESSAGES = [
  'Connection terminated',
  'Query read timeout',
  'is not queryable',
  'Cannot use a pool after calling end',
  'not currently accepting connections',
  'the database system is',
  'PGlite is closed',
];

/** An error and every error in its `cause` chain (Drizzle wraps the driver's), each once. */
function* causeChain(err: unknown): Generator<{ code?: unknown; message?: unknown }> {
  const seen = new Set<unknown>();
  let current: unknown = err;
  while (current && typeof current === 'object' && !seen.has(current)) {
    seen.add(current);
    yield current as { code?: unknown; message?: unknown };
    current = (current as { cause?: unknown }).cause;
  }
}

/**
 * True when an error (or any error in its `cause` chain) says the database could not be reached
 * or dropped the connection, as opposed to a bad query.
 */
export function isDatabaseUnavailableError(err: unknown): boolean {
  for (const { code, message } of causeChain(err)) {
    if (typeof code === 'string') {
      if (UNAVAILABLE_NODE_CODES.has(code)) return true;
      if (/^[0-9A-Z]{5}$/.test(code) && UNAVAILABLE_SQLSTATE_CLASSES.some((c) => code.startsWith(c))) {
        return true;
      }
    }
    if (typeof message === 'string' && UNAVAILABLE_MESSAGES.some((m) => message.includes(m))) return true;
  }
  return false;
}

/** node-postgres' words when every pool connection stayed busy for the whole wait (pg-pool). */
const POOL_WAIT_TIMEOUT_MESSAGE = 'timeout exceeded when trying to connect';

/**
 * True when a request waited for a free pool connection and none came in time: the database
 * answers, this instance is overloaded. That request gets a 503, but the instance is not marked
 * unavailable, which would turn every other request away too.
 */
export function isDatabaseBusyError(err: unknown): boolean {
  for (const { message } of causeChain(err)) {
    if (typeof message === 'string' && message.includes(POOL_WAIT_TIMEOUT_MESSAGE)) return true;
  }
  return false;
}

const PROBE_DELAYS_MS = [0, 250, 500, 1000];

/**
 * Whether the database answers, as far as this process knows. A dropped connection or a failed
 * connect marks it unavailable and starts a probe (`select 1`) that retries with a short backoff,
 * capped at one second, until it answers again. While unavailable, API requests are answered 503
 * at once instead of waiting on a database that is not there (app.ts).
 *
 * Events: 'unavailable' (err), 'available'.
 */
export class DatabaseAvailability extends EventEmitter {
  private isAvailable = true;
  private probing = false;
  private stopped = false;

  constructor(private readonly probe: () => Promise<void>) {
    super();
  }

  get available(): boolean {
    return this.isAvailable;
  }

  /** Reports an error; if it says the database is unreachable, marks it so until a probe succeeds. */
  report(err: unknown): boolean {
    if (!isDatabaseUnavailableError(err)) return false;
    this.markUnavailable(err);
    return true;
  }

  markUnavailable(err: unknown): void {
    if (this.stopped) return;
    if (this.isAvailable) {
      this.isAvailable = false;
      this.emit('unavailable', err);
    }
    void this.probeUntilAvailable();
  }

  stop(): void {
    this.stopped = true;
  }

  private async probeUntilAvailable(): Promise<void> {
    if (this.probing) return;
    this.probing = true;
    try {
      for (let attempt = 0; !this.stopped; attempt += 1) {
        const delay = PROBE_DELAYS_MS[Math.min(attempt, PROBE_DELAYS_MS.length - 1)] ?? 1000;
        if (delay > 0) await new Promise((resolve) => setTimeout(resolve, delay).unref());
        try {
          await this.probe();
          this.isAvailable = true;
          this.emit('available');
          return;
        } catch {
          // still down; try again after the next delay
        }
      }
    } finally {
      this.probing = false;
    }
  }
}
