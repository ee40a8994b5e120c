import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { PushApiModel } from 'web-push-testing/src/PushApiModel.js';
// web-push-testing: a push service speaking the Web Push protocol (RFC 8030): it checks each
// push's VAPID signature and decrypts its payload (RFC 8291), as Chrome's service would.
import WebPushTestingServer from 'web-push-testing/src/server.js';

export type TestPushSubscription = {
  endpoint: string;
  keys: { p256dh: string; auth: string };
  clientHash: string;
};

export type TestPushService = {
  /** The agent our server's pushes go through (it trusts this service's certificate). */
  agent: https.Agent;
  /** A browser's subscription with our VAPID public key, made the way a browser makes it. */
  subscribe(applicationServerKey: string): Promise<TestPushSubscription>;
  /** The decrypted payloads delivered to a subscription so far, oldest first. */
  received(subscription: TestPushSubscription): Promise<unknown[]>;
  /** The browser unsubscribed: the service answers 410 Gone from now on. */
  expire(subscription: TestPushSubscription): Promise<void>;
  close(): Promise<void>;
};

/** A real push service on loopback, over HTTPS with a certificate made for this run (openssl). */
export async function startTestPushService(
  /** Called as each push arrives, before it is decrypted (benchmarks time it). */
  onPush?: () => void,
): Promise<TestPushService> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'push-service-'));
  const key = path.join(dir, 'key.pem');
  const cert = path.join(dir, 'cert.pem');
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-days',
      '1',
    ].concat([
      '-subj',
      '/CN=localhost',
      '-addext',
      'subjectAltName=DNS:localhost',
      '-keyout',
      key,
      '-out',
      cert,
    ]),
    { stdio: 'ignore' },
  );
  const model = new PushApiModel();
  const service = new WebPushTestingServer(model, 1);
  service.setRequestHandlers();
  const server = https.createServer(
    { key: fs.readFileSync(key), cert: fs.readFileSync(cert) },
    (req, res) => {
      if (req.url?.startsWith('/notify/')) onPush?.();
      service._app(req, res);
    },
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `https://localhost:${(server.address() as AddressInfo).port}`;
  model.notifyUrl = `${base}/notify/`;
  const agent = new https.Agent({ ca: fs.readFileSync(cert), keepAlive: true, maxSockets: 8 });

  const parsed = (text: string): unknown => {
    try {
      return JSON.parse(text);
    } catch {
      return text; // a bare status ("OK")
    }
  };
  const post = async (route: string, body: unknown) =>
    new Promise<{ status: number; json: unknown }>((resolve, reject) => {
      const req = https.request(
        `${base}${route}`,
        { method: 'POST', agent, headers: { 'content-type': 'application/json' } },
        (res) => {
          let text = '';
          res.on('data', (c: Buffer) => {
            text += c.toString();
          });
          res.on('end', () => resolve({ status: res.statusCode ?? 0, json: parsed(text) }));
        },
      );
      req.on('error', reject);
      req.end(JSON.stringify(body));
    });

  return {
    agent,
    async subscribe(applicationServerKey) {
      const res = await post('/subscribe', { userVisibleOnly: 'true', applicationServerKey });
      if (res.status !== 200) throw new Error(`subscribe failed: ${JSON.stringify(res.json)}`);
      return (res.json as { data: TestPushSubscription }).data;
    },
    async received(subscription) {
      const res = await post('/get-notifications', { clientHash: subscription.clientHash });
      const messages = (res.json as { data: { messages: string[] } }).data.messages;
      return messages.map((m) => JSON.parse(m) as unknown);
    },
    async expire(subscription) {
      await post(`/expire-subscription/${subscription.clientHash}`, {});
    },
    async close() {
      agent.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
