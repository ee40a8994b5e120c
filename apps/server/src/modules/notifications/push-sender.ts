import { Agent } from 'node:https';
import webpush, { WebPushError } from 'web-push';
import { PermanentJobError } from '../../lib/job-queue.ts';
import type { VapidKeys } from './vapid.ts';

/** What a push carries; the service worker (apps/web/public/sw.js) shows it. */
export type PushMessage = { title: string; body: string; url: string; tag: string };
export type PushTarget = { endpoint: string; p256dh: string; auth: string };

/** `gone`: the browser unsubscribed or the subscription expired (404/410): forget it. */
export type PushSender = {
  send(target: PushTarget, message: PushMessage): Promise<'sent' | 'gone'>;
  /** Closes the kept connections (the app's close). */
  close(): void;
};

/** How long a push service keeps a push for a phone that is off: an order update older than this is stale. */
const PUSH_TTL_SECONDS = 60 * 60;
const PUSH_TIMEOUT_MS = 10_000;

/**
 * Web Push through the `web-push` library: the payload encrypted for the browser (RFC 8291), signed
 * with our VAPID key. `Topic` is the message's tag, so a push service holding an undelivered
 * notice about an order replaces it with the newer one. `agent`: tests reach a push service on
 * loopback that has its own certificate.
 */
export function createPushSender(keys: VapidKeys, subject: string, agent?: Agent): PushSender {
  // One connection per push service kept open: a TLS handshake per push would cost more than the push.
  const via = agent ?? new Agent({ keepAlive: true, maxSockets: 8 });
  return {
    close: () => via.destroy(),
    async send(target, message) {
      try {
        await webpush.sendNotification(
          { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
          JSON.stringify(message),
          {
            vapidDetails: { subject, publicKey: keys.publicKey, privateKey: keys.privateKey },
            TTL: PUSH_TTL_SECONDS,
            urgency: 'high',
            topic: message.tag.replace(/[^A-Za-z0-9_-]/g, '').slice(0, 32),
            timeout: PUSH_TIMEOUT_MS,
            agent: via,
          },
        );
        return 'sent';
      } catch (err) {
        if (err instanceof WebPushError) {
          if (err.statusCode === 404 || err.statusCode === 410) return 'gone';
          // Malformed or refused for good (bad key, too large): no retry will mend it.
          if (err.statusCode === 400 || err.statusCode === 403 || err.statusCode === 413)
            throw new PermanentJobError(`push service answered ${err.statusCode}: ${err.body}`);
        }
        throw err;
      }
    },
  };
}
