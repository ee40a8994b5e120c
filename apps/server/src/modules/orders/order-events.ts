import { EventEmitter } from 'node:events';
import type { TOrderAudienceFacts, TRiderPosition } from '@app/shared';
import { sql } from 'drizzle-orm';
import type { Database, Db } from '../../db/client.ts';
import { NotifyPositionBus, type PositionBus } from './position-bus.ts';

export const ORDER_EVENTS_CHANNEL = 'order_events';
/** Open event streams one instance serves at most (order-stream.routes.ts refuses more). */
export const STREAMS_PER_INSTANCE = 15_000;

/** What every status change announces; enough to decide who should hear about it (`canSeeOrder`). */
export type OrderEvent = TOrderAudienceFacts & {
  orderId: string;
  /** The order's restaurant: a board of one restaurant rings for its own new orders only. */
  restaurantId?: string;
  /**
   * What happened, when it is not a status change (modules/delivery): ready for pickup, taken by a
   * rider, given back by an admin, the rider's position moved (sent to the customer only), or a
   * rider's dispatch offer changed (sent to that rider and admins only).
   */
  kind?: 'ready' | 'taken' | 'released' | 'location' | 'offer';
  /** A scheduled order paid before its kitchen time (decision 053): the board does not ring for it yet. */
  forLater?: true;
  /** `offer`: the rider whose offer appeared, passed on or was withdrawn (modules/delivery/dispatcher.ts). */
  offeredTo?: string;
  /** `location`: where the rider is, and the arrival estimate from there (the customer's map moves without a read). */
  position?: TRiderPosition;
};

/**
 * Announces a change through PostgreSQL NOTIFY inside the caller's transaction, so it is
 * delivered exactly when the change commits, to every app instance listening on the database.
 */
export async function publishOrderEvent(tx: Pick<Db, 'execute'>, event: OrderEvent): Promise<void> {
  await tx.execute(sql`select pg_notify(${ORDER_EVENTS_CHANNEL}, ${JSON.stringify(event)})`);
}

/**
 * One LISTEN per process, fanned out in memory to the open event streams. When the listening
 * connection was lost and is back, subscribers get `resync`: changes made meanwhile were missed.
 * Riders' positions come the same way from the PositionBus (NOTIFY by default, Redis when chosen).
 */
export class OrderEventHub {
  private readonly emitter = new EventEmitter();
  private unlisten: (() => Promise<void>) | null = null;
  readonly positions: PositionBus;

  constructor(
    private readonly database: Database,
    positions?: PositionBus,
  ) {
    this.positions = positions ?? new NotifyPositionBus(database);
    // Each open stream listens twice (event, resync); a count past the streams an instance serves
    // is a leak, and Node's warning says so.
    this.emitter.setMaxListeners(STREAMS_PER_INSTANCE + 100);
  }

  async start(): Promise<void> {
    this.unlisten = await this.database.listen(
      ORDER_EVENTS_CHANNEL,
      (payload) => {
        try {
          this.emitter.emit('event', JSON.parse(payload) as OrderEvent);
        } catch {
          // a malformed payload is not ours; ignore it
        }
      },
      () => this.emitter.emit('resync'),
    );
    await this.positions.start(
      (event) => this.emitter.emit('event', event),
      () => this.emitter.emit('resync'),
    );
  }

  /** A rider's position (kind `location`), to every instance's streams; not a database write. */
  publishPosition(event: OrderEvent): void {
    this.positions.publish(event);
  }

  subscribe(listener: (event: OrderEvent) => void, onResync: () => void = () => {}): () => void {
    this.emitter.on('event', listener);
    this.emitter.on('resync', onResync);
    return () => {
      this.emitter.off('event', listener);
      this.emitter.off('resync', onResync);
    };
  }

  async stop(): Promise<void> {
    await this.positions.stop();
    await this.unlisten?.().catch(() => {}); // the database may be gone already
    this.unlisten = null;
  }
}
