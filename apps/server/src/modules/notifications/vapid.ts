import webpush from 'web-push';
import type { Db } from '../../db/client.ts';
import { sharedSecret } from '../../db/shared-secret.ts';

/** The stored key pair's name in server_secrets. */
export const VAPID_KEYS_NAME = 'vapid-keys';

export type VapidKeys = { publicKey: string; privateKey: string };

/**
 * The VAPID key pair that signs every push (RFC 8292): made on the first start and kept in the
 * database, so every instance signs with the same key and browsers' subscriptions survive restarts
 * and new instances (a new key would orphan every subscription).
 */
export async function resolveVapidKeys(db: Db): Promise<VapidKeys> {
  const stored = await sharedSecret(db, VAPID_KEYS_NAME, JSON.stringify(webpush.generateVAPIDKeys()));
  return JSON.parse(stored) as VapidKeys;
}

/** The contact a push service may write to about our pushes (RFC 8292 `sub`): the site, or the mail sender. */
export function vapidSubject(publicUrl: string, mailFrom: string): string {
  if (publicUrl.startsWith('https://')) return publicUrl;
  const address = /<([^>]+)>/.exec(mailFrom)?.[1] ?? mailFrom;
  return `mailto:${address.trim()}`;
}
