import { z } from 'zod';

/** A job of the durable queue (decision 051): waiting or being tried, done, or given up after its attempts. */
export const JOB_STATUSES = ['queued', 'done', 'failed'] as const;

/** The channels a person chooses (Settings, "Notifications"), and what they get with no choice made. */
export const ZNotificationPreferences = z.object({
  push: z.boolean({ error: 'must be true or false' }),
  email: z.boolean({ error: 'must be true or false' }),
  sms: z.boolean({ error: 'must be true or false' }),
});
export type TNotificationPreferences = z.infer<typeof ZNotificationPreferences>;
export const NOTIFICATION_DEFAULTS: TNotificationPreferences = { push: true, email: true, sms: false };

/** Closer than this to the door, the customer hears that the rider is almost there (once per order). */
export const RIDER_NEAR_KM = 0.5;

const PUSH_ENDPOINT_MAX = 1_000;
const PUSH_KEY_MAX = 200;

/** What a browser's PushSubscription.toJSON() gives (the Push API), as POST /api/push/subscriptions takes it. */
export const ZPushSubscriptionInput = z.object({
  endpoint: z
    .string({ error: 'is required' })
    .max(PUSH_ENDPOINT_MAX, `must be at most ${PUSH_ENDPOINT_MAX} characters`)
    .refine((s) => /^https?:\/\/[^\s]+$/.test(s), 'must be the push service address the browser gave'),
  keys: z.object({
    p256dh: z.string({ error: 'is required' }).min(1, 'is required').max(PUSH_KEY_MAX),
    auth: z.string({ error: 'is required' }).min(1, 'is required').max(PUSH_KEY_MAX),
  }),
});
export type TPushSubscriptionInput = z.infer<typeof ZPushSubscriptionInput>;

export const ZPushUnsubscribeInput = z.object({
  endpoint: z.string({ error: 'is required' }).max(PUSH_ENDPOINT_MAX),
});

/** GET /api/push/public-key: the VAPID public key a browser subscribes with. */
export const ZPushPublicKey = z.object({ publicKey: z.string() });
