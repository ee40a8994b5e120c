import {
  ZErrorBody,
  ZNotificationPreferences,
  ZPushPublicKey,
  ZPushSubscriptionInput,
  ZPushUnsubscribeInput,
} from '@app/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import * as repo from './notifications.repo.ts';
import type { Notifications } from './notifications.ts';

const errors = { 400: ZErrorBody, 401: ZErrorBody };

/** Web Push subscriptions of the signed-in user's browsers, and their notification choices. */
export const notificationsRoutes =
  (notifications: Pick<Notifications, 'publicKey'>): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/push/public-key',
      {
        config: { access: 'public' },
        schema: {
          tags: ['notifications'],
          summary: 'The VAPID public key to subscribe a browser with',
          response: { 200: ZPushPublicKey },
        },
      },
      async () => ({ publicKey: notifications.publicKey }),
    );

    app.post(
      '/push/subscriptions',
      {
        config: { access: 'signedIn' },
        schema: {
          tags: ['notifications'],
          summary: "Keep this browser's push subscription for me",
          body: ZPushSubscriptionInput,
          response: { 201: z.object({ subscribed: z.literal(true) }), ...errors },
        },
      },
      async (request, reply) => {
        const user = await request.requireUser();
        await repo.saveSubscription(app.db, user.id, request.body);
        return reply.status(201).send({ subscribed: true });
      },
    );

    app.delete(
      '/push/subscriptions',
      {
        config: { access: 'signedIn' },
        schema: {
          tags: ['notifications'],
          summary: "Forget this browser's push subscription",
          body: ZPushUnsubscribeInput,
          response: { 200: z.object({ subscribed: z.literal(false) }), ...errors },
        },
      },
      async (request) => {
        const user = await request.requireUser();
        await repo.deleteSubscription(app.db, user.id, request.body.endpoint);
        return { subscribed: false as const };
      },
    );

    app.get(
      '/notifications/preferences',
      {
        config: { access: 'signedIn' },
        schema: {
          tags: ['notifications'],
          summary: 'My notification channels',
          response: { 200: ZNotificationPreferences, ...errors },
        },
      },
      async (request) => repo.findPreferences(app.db, (await request.requireUser()).id),
    );

    app.put(
      '/notifications/preferences',
      {
        config: { access: 'signedIn' },
        schema: {
          tags: ['notifications'],
          summary: 'Choose my notification channels',
          body: ZNotificationPreferences,
          response: { 200: ZNotificationPreferences, ...errors },
        },
      },
      async (request) => {
        const user = await request.requireUser();
        await repo.savePreferences(app.db, user.id, request.body);
        return repo.findPreferences(app.db, user.id);
      },
    );
  };
