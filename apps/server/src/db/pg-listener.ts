import pg from 'pg';

type Subscription = { onPayload: (payload: string) => void; onResubscribed?: () => void };

const BACKOFF_MS = [100, 250, 500, 1000, 2000];

/**
 * LISTEN on PostgreSQL through one dedicated connection (outside the pool: it is held for as long
 * as the process runs). When the connection drops (restart, failover, a terminated backend) it
 * reconnects with a capped backoff, LISTENs again on every channel, and tells each subscriber, who
 * may have missed notifications meanwhile (`onResubscribed`).
 */
export class PgListener {
  private client: pg.Client | null = null;
  private readonly channels = new Map<string, Set<Subscription>>();
  private connecting: Promise<void> | null = null;
  private closed = false;
  private attempt = 0;

  constructor(
    private readonly clientConfig: pg.ClientConfig,
    private readonly onError: (err: Error) => void,
  ) {}

  async listen(
    channel: string,
    onPayload: (payload: string) => void,
    onResubscribed?: () => void,
  ): Promise<() => Promise<void>> {
    const subscription: Subscription = { onPayload, onResubscribed };
    let subscribers = this.channels.get(channel);
    const isNewChannel = !subscribers;
    if (!subscribers) {
      subscribers = new Set();
      this.channels.set(channel, subscribers);
    }
    subscribers.add(subscription);
    if (!this.client) await this.connect();
    else if (isNewChannel) await this.client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    return async () => {
      subscribers.delete(subscription);
      if (subscribers.size > 0) return;
      this.channels.delete(channel);
      await this.client?.query(`UNLISTEN ${pg.escapeIdentifier(channel)}`).catch(() => {});
    };
  }

  async close(): Promise<void> {
    this.closed = true;
    const client = this.client;
    this.client = null;
    await client?.end().catch(() => {});
  }

  /** The first connection: its failure is the caller's (start-up fails loudly). */
  private connect(): Promise<void> {
    this.connecting ??= this.open().finally(() => {
      this.connecting = null;
    });
    return this.connecting;
  }

  private async open(): Promise<void> {
    const client = new pg.Client(this.clientConfig);
    // Without an 'error' listener a dropped connection would end the process.
    client.on('error', (err) => this.dropped(client, err));
    client.on('end', () => this.dropped(client, new Error('LISTEN connection ended')));
    client.on('notification', (msg) => {
      for (const s of this.channels.get(msg.channel) ?? []) s.onPayload(msg.payload ?? '');
    });
    try {
      await client.connect();
      for (const channel of this.channels.keys()) {
        await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
      }
    } catch (err) {
      client.removeAllListeners('end');
      await client.end().catch(() => {});
      throw err;
    }
    this.client = client;
  }

  private dropped(client: pg.Client, err: Error): void {
    if (this.client !== client) return;
    this.client = null;
    client.removeAllListeners('end');
    client.end().catch(() => {});
    if (this.closed) return;
    this.onError(err);
    void this.reconnect();
  }

  private async reconnect(): Promise<void> {
    while (!this.closed && !this.client) {
      const delay = BACKOFF_MS[Math.min(this.attempt, BACKOFF_MS.length - 1)] ?? 2000;
      this.attempt += 1;
      await new Promise((resolve) => setTimeout(resolve, delay).unref());
      if (this.closed) return;
      try {
        await this.connect();
      } catch (err) {
        this.onError(err as Error);
        continue;
      }
      if (this.closed) {
        await this.close();
        return;
      }
      this.attempt = 0;
      for (const subscribers of this.channels.values()) {
        for (const s of subscribers) s.onResubscribed?.();
      }
    }
  }
}
