import type { ServerResponse } from 'node:http';
import { canSeeOrder, ORDER_STREAM_EVENTS } from '@app/shared';
import type { SessionUser } from '../auth/auth.ts';
import type { OrderEvent } from './order-events.ts';
import type { IndexedStream } from './stream-audience.ts';
import { StreamWriter } from './stream-writer.ts';

/** How often an open stream reads its session again although nothing announced an end (expiry). */
export const SESSION_RECHECK_MS = 5 * 60_000;

/**
 * Who hears about a change: whoever may see the order after it (the shared `canSeeOrder`, as for
 * GET /api/order/:id and every list). Three additions: a rider's position goes to the order's customer
 * only; a dispatch offer to its rider (and admins) only; and every delivery partner hears that an offered order was taken, because it was in their
 * list a moment before and must leave it at once.
 */
export function isAudience(user: SessionUser, e: OrderEvent): boolean {
  if (e.kind === 'location') return e.userId === user.id;
  if (e.kind === 'offer') return e.offeredTo === user.id || user.role === 'admin';
  if (e.kind === 'taken' && user.role === 'deliveryPartner') return true;
  return canSeeOrder(user, e);
}

/** What one listener is told: delivery partners never get the customer's or the owner's ids. */
export function eventFor(user: SessionUser, e: OrderEvent): Partial<OrderEvent> {
  if (user.role !== 'deliveryPartner') return e;
  return {
    orderId: e.orderId,
    status: e.status,
    ...(e.kind ? { kind: e.kind } : {}),
    ...(e.deliveryPartnerId === user.id ? { deliveryPartnerId: user.id } : {}),
  };
}

const RESYNC = `event: ${ORDER_STREAM_EVENTS.resync}\ndata: {}\n\n`;
const KEEP_ALIVE = ': keep-alive\n\n';

/**
 * One open GET /api/orders/events (decision 056). Events are written as they come, with no
 * database read: the stream's session was read when it opened, and what can end it is heard at
 * once: a user's sessions ended here or on any instance (SessionRevocations, over NOTIFY, on the
 * same listening connection as the order events, so in commit order) holds the stream's events
 * back until its session has been read again, then ends it or resumes with `resync`. A session
 * that simply expires is caught by the read every SESSION_RECHECK_MS; a listening connection that
 * was lost (notices may have been missed) brings a `resync` and a read.
 */
export class OrderStream implements IndexedStream {
  readonly userId: string;
  readonly role: SessionUser['role'];
  private readonly writer: StreamWriter;
  private closed = false;
  /** A revocation was heard: events wait (dropped, then `resync`) until the session is read again. */
  private held = false;
  private missedWhileHeld = false;
  private checking = false;
  private checkAgain = false;
  private checkedAt = Date.now();

  constructor(
    private readonly user: SessionUser,
    private readonly res: ServerResponse,
    /** The session as it is now (null when it ended); a failed read keeps the stream. */
    private readonly readSession: () => Promise<SessionUser | null>,
    /** Called once when the stream ends, however it ends. */
    private readonly onClosed: (stream: OrderStream) => void,
    /** A fresh reconnect ticket (stream-tickets.ts), sent as the event id; null when there are none. */
    private readonly ticket: () => string | null = () => null,
  ) {
    this.userId = user.id;
    this.role = user.role;
    this.writer = new StreamWriter(res, () => this.drop());
    this.writeTicket();
  }

  /** The id a reconnect sends back (Last-Event-ID); set with no event, so nothing is dispatched. */
  private writeTicket(): void {
    const ticket = this.ticket();
    if (ticket) this.writer.write(`id: ${ticket}\n\n`);
  }

  onEvent(e: OrderEvent): void {
    if (this.closed || !isAudience(this.user, e)) return;
    if (this.held) {
      this.missedWhileHeld = true;
      return;
    }
    const chunk = `event: ${ORDER_STREAM_EVENTS.order}\ndata: ${JSON.stringify(eventFor(this.user, e))}\n\n`;
    if (e.kind === 'location') this.writer.writePosition(e.orderId, chunk);
    else this.writer.write(chunk);
  }

  /** The instance may have missed events (and revocations): tell the browser, read the session soon. */
  onResync(recheckWithinMs: number): void {
    if (this.closed) return;
    if (this.held) this.missedWhileHeld = true;
    else this.writer.write(RESYNC);
    setTimeout(() => this.recheck(false), Math.random() * recheckWithinMs).unref();
  }

  /** The heartbeat: a comment line, and the session read again when its last read is old. */
  beat(now: number): void {
    if (this.closed) return;
    // A ticket lives less than two beats: each beat brings a fresh one, unless the session is in doubt.
    if (!this.held) this.writeTicket();
    this.writer.write(KEEP_ALIVE);
    if (now - this.checkedAt >= SESSION_RECHECK_MS) this.recheck(false);
  }

  /** The user's sessions were ended somewhere: hold events back until the session is read again. */
  revoked(): void {
    this.recheck(true);
  }

  /** Shutting down: end with a short retry hint, so the browser reconnects (to another instance) soon. */
  endForShutdown(retryMs: number): void {
    this.close();
    this.res.end(`retry: ${retryMs}\n\n`, () => this.res.socket?.destroy());
  }

  /** The browser went away. */
  close(): void {
    if (this.closed) return;
    this.closed = true;
    this.onClosed(this);
  }

  private recheck(hold: boolean): void {
    if (this.closed) return;
    if (hold) this.held = true;
    if (this.checking) {
      // A read already under way may have started before the revocation committed: read again after it.
      if (hold) this.checkAgain = true;
      return;
    }
    this.checking = true;
    void this.readUntilSettled();
  }

  private async readUntilSettled(): Promise<void> {
    let allowed = true;
    do {
      this.checkAgain = false;
      allowed = await this.readSession().then(
        (now) => now !== null && now.id === this.user.id && now.role === this.user.role,
        () => true,
      );
    } while (allowed && this.checkAgain && !this.closed);
    this.checking = false;
    this.checkedAt = Date.now();
    if (this.closed) return;
    if (!allowed) {
      // The user may no longer hear these events: end the stream; a reconnect asks again.
      this.close();
      this.res.end(() => this.res.socket?.destroy());
      return;
    }
    if (!this.held) return;
    this.held = false;
    if (this.missedWhileHeld) this.writer.write(RESYNC);
    this.missedWhileHeld = false;
  }

  /** Too slow to read: drop the connection (the browser reconnects and refetches). */
  private drop(): void {
    this.close();
    this.res.destroy();
  }
}
