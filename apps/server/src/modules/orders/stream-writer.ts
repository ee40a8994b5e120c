import type { Writable } from 'node:stream';

/** Bytes a slow client may leave unread before its stream is dropped (it reconnects and refetches). */
export const STREAM_MAX_BUFFERED_BYTES = 256 * 1024;

type Sink = Pick<
  Writable,
  'write' | 'writableLength' | 'writableNeedDrain' | 'destroyed' | 'writableEnded' | 'once'
>;

/**
 * Writes one chunk unless the client is too slow: what it has not read is bounded by
 * STREAM_MAX_BUFFERED_BYTES, past which `drop` is called instead of buffering without end.
 * Returns false when the chunk was not written.
 */
export function writeOrDrop(
  res: Pick<Sink, 'write' | 'writableLength' | 'destroyed' | 'writableEnded'>,
  chunk: string,
  drop: () => void,
): boolean {
  if (res.destroyed || res.writableEnded) return false;
  if (res.writableLength + chunk.length > STREAM_MAX_BUFFERED_BYTES) {
    drop();
    return false;
  }
  res.write(chunk);
  return true;
}

/**
 * One event stream's writes (issue 27). Events are written in order, bounded by writeOrDrop. A
 * rider's positions are the one kind that comes every second or two and is worth only its newest:
 * while the socket is not draining, each order's pending position replaces the one before it, and
 * they are written when the socket drains. So a slow phone on a weak network holds at most one
 * position per order it watches, and gets the latest, not a backlog.
 */
export class StreamWriter {
  private readonly positions = new Map<string, string>();
  private awaitingDrain = false;

  constructor(
    private readonly res: Sink,
    private readonly drop: () => void,
  ) {}

  write(chunk: string): boolean {
    return writeOrDrop(this.res, chunk, this.drop);
  }

  /** A rider's position for `orderId`: written now, or kept (the newest only) until the socket drains. */
  writePosition(orderId: string, chunk: string): void {
    if (!this.res.writableNeedDrain && !this.awaitingDrain) {
      this.write(chunk);
      return;
    }
    this.positions.set(orderId, chunk);
    if (this.awaitingDrain) return;
    this.awaitingDrain = true;
    this.res.once('drain', () => this.flush());
  }

  /** Positions waiting for the socket to drain: at most one per order. */
  get pendingPositions(): number {
    return this.positions.size;
  }

  private flush(): void {
    this.awaitingDrain = false;
    const waiting = [...this.positions.values()];
    this.positions.clear();
    for (const chunk of waiting) if (!this.write(chunk)) return;
  }
}
