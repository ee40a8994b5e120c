import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataDirFromTemplate, freePort } from './server-process.ts';

const SERVER = fileURLToPath(new URL('../src/server.ts', import.meta.url));

/**
 * The real server process (server.ts) on PGlite in a fresh data directory: SIGTERM is about the
 * process, so this test spawns one instead of building the app in the test's own process.
 */
describe('SIGTERM (graceful shutdown of the server process, on PGlite)', () => {
  let child: ChildProcess;
  let output = '';
  let base: string;
  let origin: string;
  let dataDir: string;

  beforeAll(async () => {
    dataDir = await dataDirFromTemplate('shutdown-test-');
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    origin = base;
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED_DEMO: 'false',
      LOG_LEVEL: 'info',
    };
    delete env.DATABASE_URL;
    delete env.PUBLIC_URL;
    child = spawn(process.execPath, ['--import', 'tsx', SERVER], { env, stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout?.on('data', (d) => {
      output += String(d);
    });
    child.stderr?.on('data', (d) => {
      output += String(d);
    });
    const deadline = Date.now() + 150_000;
    while (!output.includes('Server listening at')) {
      if (child.exitCode !== null) throw new Error(`server exited early:\n${output}`);
      if (Date.now() > deadline) throw new Error(`server did not start:\n${output}`);
      await new Promise((r) => setTimeout(r, 200));
    }
  }, 180_000);

  afterAll(() => {
    if (child && child.exitCode === null) child.kill('SIGKILL');
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('ends live streams with a retry hint, finishes the request in flight, releases the database and exits 0', async () => {
    const signUp = await fetch(`${base}/api/auth/sign-up/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin },
      body: JSON.stringify({ name: 'Priya', email: 'priya@example.com', password: 'correct-horse-battery' }),
    });
    expect(signUp.status).toBe(200);
    const cookie = (signUp.headers.get('set-cookie') ?? '').split(';')[0] ?? '';

    const stream = await fetch(`${base}/api/orders/events`, { headers: { cookie } });
    expect(stream.status).toBe(200);
    const streamText = (async () => {
      let text = '';
      for await (const chunk of (stream.body as ReadableStream<Uint8Array>).pipeThrough(
        new TextDecoderStream(),
      )) {
        text += chunk;
      }
      return text;
    })();

    // A request in flight: headers sent, half of the body still to come when SIGTERM arrives.
    const body = JSON.stringify({
      name: 'Priya',
      email: 'priya@example.com',
      subject: 'Hi',
      message: 'Hello',
    });
    const socket = net.connect(Number(new URL(base).port), '127.0.0.1');
    await once(socket, 'connect');
    let response = '';
    socket.on('data', (d) => {
      response += String(d);
    });
    socket.write(
      `POST /api/contact-messages HTTP/1.1\r\nHost: ${new URL(base).host}\r\ncontent-type: application/json\r\ncontent-length: ${Buffer.byteLength(body)}\r\n\r\n${body.slice(0, 10)}`,
    );
    await new Promise((r) => setTimeout(r, 300));

    const exited = once(child, 'exit') as Promise<[number | null, NodeJS.Signals | null]>;
    child.kill('SIGTERM');

    // The live stream ends at once, telling the browser to come back soon (to another instance).
    expect(await streamText).toMatch(/retry: \d+\n\n$/);

    socket.write(body.slice(10));
    await once(socket, 'end');
    expect(response).toMatch(/^HTTP\/1\.1 201 /);

    const [code] = await exited;
    expect(code, output).toBe(0);
    expect(output).not.toContain('PGlite is closed');
    expect(output).toContain('"msg":"shut down"');
    // The data directory is released: its lock file is gone.
    expect(fs.existsSync(path.join(dataDir, 'server.pid'))).toBe(false);
  }, 60_000);
});
