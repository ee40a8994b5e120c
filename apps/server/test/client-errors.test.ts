import net from 'node:net';
import { RELIABILITY_MESSAGES } from '@app/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from './test-app.ts';

let ctx: TestContext;
let port: number;

beforeAll(async () => {
  ctx = await createTestApp();
  const address = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  port = Number(new URL(address).port);
});
afterAll(async () => ctx?.close());

/** Sends raw bytes, keeps sending `bodyBytes` of body after them, and collects the whole answer. */
function rawExchange(head: string, bodyBytes: number): Promise<{ answer: string; reset: boolean }> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    let answer = '';
    let reset = false;
    socket.setEncoding('utf8');
    socket.on('data', (chunk) => {
      answer += chunk;
    });
    socket.on('error', () => {
      reset = true;
    });
    socket.on('close', () => resolve({ answer, reset }));
    socket.on('connect', async () => {
      socket.write(head);
      const chunk = Buffer.alloc(16 * 1024, 'a');
      for (let sent = 0; sent < bodyBytes && socket.writable; sent += chunk.length) {
        if (!socket.write(chunk)) await new Promise((r) => socket.once('drain', r));
      }
      if (socket.writable) socket.end();
    });
  });
}

describe('requests Node refuses before any route', () => {
  it('headers over the limit get a 431 in our error shape, even while the client is still sending a body', async () => {
    const head =
      `POST /api/contact?q=${'x'.repeat(20_000)} HTTP/1.1\r\nHost: 127.0.0.1\r\n` +
      'Content-Type: application/json\r\nContent-Length: 1048576\r\n\r\n';
    const { answer } = await rawExchange(head, 1024 * 1024);
    expect(answer).toMatch(/^HTTP\/1\.1 431 /);
    const body = JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4));
    expect(body).toEqual({
      error: RELIABILITY_MESSAGES.headersTooLarge,
      message: RELIABILITY_MESSAGES.headersTooLarge,
      code: 'BAD_REQUEST',
    });
  });

  it('a request line that is not HTTP gets a 400 in our error shape', async () => {
    const { answer } = await rawExchange('HELLO THERE\r\n\r\n', 0);
    expect(answer).toMatch(/^HTTP\/1\.1 400 /);
    expect(answer).toContain(RELIABILITY_MESSAGES.malformedRequest);
  });
});
