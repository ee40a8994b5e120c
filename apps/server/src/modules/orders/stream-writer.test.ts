import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { STREAM_MAX_BUFFERED_BYTES, StreamWriter, writeOrDrop } from './stream-writer.ts';

/** A socket whose reader reads only when told: each write waits for `read()`. */
function slowSocket() {
  const written: string[] = [];
  const waiting: (() => void)[] = [];
  const socket = new Writable({
    highWaterMark: 64,
    write(chunk, _encoding, done) {
      written.push(String(chunk));
      waiting.push(done);
    },
  });
  const read = async () => {
    while (waiting.length > 0) {
      waiting.shift()?.();
      await new Promise((r) => setImmediate(r));
    }
  };
  return { socket, written, read };
}

const position = (orderId: string, n: number) => `event: order\ndata: {"orderId":"${orderId}","n":${n}}\n\n`;

describe('a slow event-stream reader', () => {
  it('is dropped once what it has not read passes the bound, never buffered without end', () => {
    // A socket whose reader never reads: nothing written ever drains.
    const stuck = new Writable({ highWaterMark: 1024, write: () => {} });
    let dropped = 0;
    const chunk = `event: order\ndata: ${'x'.repeat(1000)}\n\n`;
    let written = 0;
    for (let i = 0; i < 10_000 && dropped === 0; i += 1) {
      if (writeOrDrop(stuck, chunk, () => (dropped += 1))) written += 1;
    }
    expect(dropped).toBe(1);
    expect(stuck.writableLength).toBeLessThanOrEqual(STREAM_MAX_BUFFERED_BYTES);
    expect(written).toBeGreaterThan(0);
  });

  it("keeps only each order's newest position while the socket is not draining, and sends it on drain", async () => {
    const { socket, written, read } = slowSocket();
    const writer = new StreamWriter(socket, () => {
      throw new Error('not dropped');
    });
    writer.write(`event: order\ndata: ${'x'.repeat(100)}\n\n`); // past the high-water mark: not draining
    expect(socket.writableNeedDrain).toBe(true);
    for (let n = 1; n <= 50; n += 1) writer.writePosition('order-a', position('order-a', n));
    writer.writePosition('order-b', position('order-b', 1));
    expect(writer.pendingPositions).toBe(2);
    await read();
    expect(writer.pendingPositions).toBe(0);
    const positions = written.filter((c) => c.includes('"n"'));
    expect(positions).toEqual([position('order-a', 50), position('order-b', 1)]);
  });

  it('writes positions at once while the reader keeps up', async () => {
    const { socket, written, read } = slowSocket();
    const writer = new StreamWriter(socket, () => {});
    writer.writePosition('order-a', position('order-a', 1));
    await read();
    writer.writePosition('order-a', position('order-a', 2));
    await read();
    expect(written).toEqual([position('order-a', 1), position('order-a', 2)]);
  });
});
