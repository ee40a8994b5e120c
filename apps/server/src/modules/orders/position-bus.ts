import { sql } from 'drizzle-orm';
import { Redis } from 'ioredis';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import type { OrderEvent } from './order-events.ts';

/** The channel riders' positions travel on, between every instance (NOTIFY or Redis pub/sub). */
export const POSITIONS_CHANNEL = 'rider_positions';
/** How long positions wait to travel together: one message per batch, not per position. */
export const POSITION_BATCH_MS = 20;
/** A NOTIFY payload holds at most 8,000 bytes; a batch is split below that. */
const MAX_PAYLOAD_BYTES = 7_500;

/**
 * How a rider's position reaches the instances whose streams watch its order (decision 056). The
 * position is not a database row first: the instance that took the POST publishes it here, every
 * instance (itself included) hears it and hands it to its streams. Positions are batched for
 * POSITION_BATCH_MS, so a thousand a second are fifty messages.
 */
export interface PositionBus {
  publish(event: OrderEvent): void;
  /** Starts hearing positions; `onResync` when the bus's connection was lost and is back. */
  start(deliver: (event: OrderEvent) => void, onResync: () => void): Promise<void>;
  stop(): Promise<void>;
}

/** Positions gathered for POSITION_BATCH_MS, then sent as JSON arrays no larger than a NOTIFY allows. */
class Batcher {
  private pending: string[] = [];
  private timer: NodeJS.Timeout | null = null;

  constructor(private readonly send: (payload: string) => void) {}

  add(event: OrderEvent): void {
    this.pending.push(JSON.stringify(event));
    this.timer ??= setTimeout(() => this.flush(), POSITION_BATCH_MS);
  }

  flush(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    let batch: string[] = [];
    let bytes = 2;
    for (const item of this.pending) {
      if (batch.length > 0 && bytes + item.length + 1 > MAX_PAYLOAD_BYTES) {
        this.send(`[${batch.join(',')}]`);
        batch = [];
        bytes = 2;
      }
      batch.push(item);
      bytes += item.length + 1;
    }
    if (batch.length > 0) this.send(`[${batch.join(',')}]`);
    this.pending = [];
  }
}

function parseBatch(payload: string, deliver: (event: OrderEvent) => void): void {
  let events: unknown;
  try {
    events = JSON.parse(payload);
  } catch {
    return; // not ours
  }
  if (Array.isArray(events)) for (const e of events) deliver(e as OrderEvent);
}

/** The default: PostgreSQL's NOTIFY, on the listening connection every instance already has (PGlite too). */
export class NotifyPositionBus implements PositionBus {
  private readonly batcher: Batcher;
  private unlisten: (() => Promise<void>) | null = null;

  constructor(private readonly database: Database) {
    this.batcher = new Batcher((payload) => {
      database.db.execute(sql`select pg_notify(${POSITIONS_CHANNEL}, ${payload})`).catch(() => {
        // The database is away: these positions are lost; the next ones (a second later) are not.
      });
    });
  }

  publish(event: OrderEvent): void {
    this.batcher.add(event);
  }

  async start(deliver: (event: OrderEvent) => void, onResync: () => void): Promise<void> {
    this.unlisten = await this.database.listen(
      POSITIONS_CHANNEL,
      (payload) => parseBatch(payload, deliver),
      onResync,
    );
  }

  async stop(): Promise<void> {
    this.batcher.flush();
    await this.unlisten?.().catch(() => {});
    this.unlisten = null;
  }
}

/** Redis pub/sub (POSITIONS_VIA=redis with REDIS_URL): positions leave the database alone. */
export class RedisPositionBus implements PositionBus {
  private readonly publisher: Redis;
  private readonly subscriber: Redis;
  private readonly batcher: Batcher;

  constructor(url: string) {
    const options = { lazyConnect: true, maxRetriesPerRequest: 1, enableOfflineQueue: false } as const;
    this.publisher = new Redis(url, options);
    this.subscriber = new Redis(url, { lazyConnect: true });
    // Errors are reconnected by ioredis; positions sent meanwhile are lost, the next ones are not.
    this.publisher.on('error', () => {});
    this.subscriber.on('error', () => {});
    this.batcher = new Batcher((payload) => {
      this.publisher.publish(POSITIONS_CHANNEL, payload).catch(() => {});
    });
  }

  publish(event: OrderEvent): void {
    this.batcher.add(event);
  }

  async start(deliver: (event: OrderEvent) => void, onResync: () => void): Promise<void> {
    await Promise.all([this.publisher.connect(), this.subscriber.connect()]);
    this.subscriber.on('message', (_channel: string, payload: string) => parseBatch(payload, deliver));
    await this.subscriber.subscribe(POSITIONS_CHANNEL);
    // Connected again after a loss (ioredis subscribes again by itself): positions were missed.
    this.subscriber.on('ready', onResync);
  }

  async stop(): Promise<void> {
    this.batcher.flush();
    await Promise.all([this.publisher.quit(), this.subscriber.quit()]).catch(() => {});
  }
}

/** The bus POSITIONS_VIA chooses (loadConfig refuses `redis` without REDIS_URL). */
export function positionBusOf(
  config: Pick<Config, 'POSITIONS_VIA' | 'REDIS_URL'>,
  database: Database,
): PositionBus {
  return config.POSITIONS_VIA === 'redis' && config.REDIS_URL
    ? new RedisPositionBus(config.REDIS_URL)
    : new NotifyPositionBus(database);
}
