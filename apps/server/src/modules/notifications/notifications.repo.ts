import {
  NOTIFICATION_DEFAULTS,
  type TNotificationPreferences,
  type TPushSubscriptionInput,
} from '@app/shared';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { notificationPreferences, pushSubscriptions } from '../../db/schema/index.ts';

/**
 * Keeps a browser's subscription for this user. The endpoint is the browser's: subscribing it again
 * (new keys, or another person signed in on that browser) replaces the old row, so one browser
 * never alerts two accounts.
 */
export async function saveSubscription(db: Db, userId: string, s: TPushSubscriptionInput): Promise<void> {
  await db
    .insert(pushSubscriptions)
    .values({ userId, endpoint: s.endpoint, p256dh: s.keys.p256dh, auth: s.keys.auth })
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: { userId, p256dh: s.keys.p256dh, auth: s.keys.auth, createdAt: new Date() },
    });
}

/** Forgets a browser's subscription, only the caller's own. */
export async function deleteSubscription(db: Db, userId: string, endpoint: string): Promise<void> {
  await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)));
}

export async function findPreferences(db: Db, userId: string): Promise<TNotificationPreferences> {
  const [row] = await db
    .select({
      push: notificationPreferences.push,
      email: notificationPreferences.email,
      sms: notificationPreferences.sms,
    })
    .from(notificationPreferences)
    .where(eq(notificationPreferences.userId, userId));
  return row ?? NOTIFICATION_DEFAULTS;
}

export async function savePreferences(db: Db, userId: string, p: TNotificationPreferences): Promise<void> {
  await db
    .insert(notificationPreferences)
    .values({ userId, ...p })
    .onConflictDoUpdate({ target: notificationPreferences.userId, set: { ...p, updatedAt: new Date() } });
}
