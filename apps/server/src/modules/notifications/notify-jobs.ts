import {
  firstName,
  KITCHEN_MESSAGES,
  NOTIFICATION_MESSAGES as M,
  paiseToRupees,
  WORKSPACE_HOME,
} from '@app/shared';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { deliveryOffers, orders, pushSubscriptions, restaurants, user } from '../../db/schema/index.ts';
import { enqueueJobs, type JobHandler } from '../../lib/job-queue.ts';
import type { Mailer } from '../mail/mailer.ts';
import { notifyPeople, reachOf } from './notify.ts';
import { OWNER_ALARM_EVERY_MS } from './order-notifier.ts';
import type { PushSender } from './push-sender.ts';
import type { SmsSender } from './sms.ts';

/** How many times the owner hears "still waiting" about one order before the alarm stops. */
const OWNER_ALARM_ROUNDS = 10;

export type NotificationChannels = {
  push: PushSender;
  sms: SmsSender;
  mailer: Mailer;
  /** Emails an order's receipt with its invoice (orders/receipt-mail.ts, wired by app.ts). */
  sendReceipt(orderId: string): Promise<void>;
};

/**
 * What each kind of job does (lib/job-queue.ts). The channel jobs (push, sms, receipt, refund-email)
 * call another service; the others decide, when they come due, whom to notify and queue that.
 */
export function notificationJobHandlers(db: Db, channels: NotificationChannels): Record<string, JobHandler> {
  return {
    async push(p: { subscriptionId: string; title: string; body: string; url: string; tag: string }) {
      const [target] = await db
        .select()
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.id, p.subscriptionId));
      if (!target) return; // unsubscribed meanwhile
      const outcome = await channels.push.send(target, {
        title: p.title,
        body: p.body,
        url: p.url,
        tag: p.tag,
      });
      if (outcome === 'gone') await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, target.id));
    },
    async sms(p: { to: string; text: string }) {
      await channels.sms.send(p.to, p.text);
    },
    async receipt(p: { orderId: string }) {
      await channels.sendReceipt(p.orderId);
    },
    async 'refund-email'(p: { orderId: string }) {
      const [o] = await db
        .select({
          email: user.email,
          name: user.name,
          restaurant: restaurants.name,
          totalPaise: orders.totalPaise,
          reason: orders.cancelReason,
        })
        .from(orders)
        .innerJoin(user, eq(user.id, orders.userId))
        .innerJoin(restaurants, eq(restaurants.id, orders.restaurantId))
        .where(eq(orders.id, p.orderId));
      if (!o) return;
      await channels.mailer.send({
        to: o.email,
        subject: M.refundSubject(o.restaurant),
        text: M.refundText(o.name, o.restaurant, paiseToRupees(o.totalPaise), o.reason),
      });
    },
    async 'owner-alarm'(p: { orderId: string; round: number }) {
      const [o] = await db
        .select({ status: orders.status, ownerId: restaurants.ownerId, restaurant: restaurants.name })
        .from(orders)
        .innerJoin(restaurants, eq(restaurants.id, orders.restaurantId))
        .where(eq(orders.id, p.orderId));
      if (o?.status !== 'Processing' || !o.ownerId) return; // accepted or cancelled: the alarm stops
      const ownerId = o.ownerId;
      await db.transaction(async (tx) => {
        await notifyPeople(tx, [
          {
            userId: ownerId,
            key: `owner-alarm:${p.orderId}:${p.round}`,
            push: {
              title: M.stillWaitingTitle,
              body: M.stillWaiting(o.restaurant, p.round),
              url: WORKSPACE_HOME.restaurantOwner,
              tag: `new-${p.orderId}`,
            },
          },
        ]);
        if (p.round < OWNER_ALARM_ROUNDS)
          await enqueueJobs(tx, [
            {
              kind: 'owner-alarm',
              payload: { orderId: p.orderId, round: p.round + 1 },
              dedupeKey: `owner-alarm:${p.orderId}:${p.round + 1}`,
              runAt: new Date(Date.now() + OWNER_ALARM_EVERY_MS),
            },
          ]);
      });
    },
    async 'rider-offer'(p: { offerId: string }) {
      const [offer] = await db
        .select({
          status: deliveryOffers.status,
          riderId: deliveryOffers.riderId,
          orderId: deliveryOffers.orderId,
          pickupKm: deliveryOffers.pickupKm,
          restaurant: restaurants.name,
        })
        .from(deliveryOffers)
        .innerJoin(orders, eq(orders.id, deliveryOffers.orderId))
        .innerJoin(restaurants, eq(restaurants.id, orders.restaurantId))
        .where(eq(deliveryOffers.id, p.offerId));
      if (offer?.status !== 'pending') return; // answered or passed on before we could tell them
      await db.transaction((tx) =>
        notifyPeople(tx, [
          {
            userId: offer.riderId,
            key: `offer:${p.offerId}`,
            push: {
              title: M.offerTitle,
              body: M.offer(offer.restaurant, offer.pickupKm),
              url: WORKSPACE_HOME.deliveryPartner,
              tag: `offer-${offer.orderId}`,
            },
          },
        ]),
      );
    },
    async 'restaurant-paused'(p: {
      restaurantId: string;
      restaurantName: string;
      ownerId: string | null;
      pausedAt: string;
      note: string;
    }) {
      const admins = await db.select({ id: user.id }).from(user).where(eq(user.role, 'admin'));
      const told = [
        ...(p.ownerId ? [{ id: p.ownerId, url: '/restaurant-settings' }] : []),
        ...admins.map((a) => ({ id: a.id, url: '/admin/restaurants' })),
      ];
      const title = M.pausedTitle(p.restaurantName);
      const body = M.paused(p.note, KITCHEN_MESSAGES.autoPausedResume);
      await db.transaction(async (tx) => {
        await notifyPeople(
          tx,
          told.map((t) => ({
            userId: t.id,
            key: `paused:${p.restaurantId}:${p.pausedAt}`,
            push: { title, body, url: t.url, tag: `paused-${p.restaurantId}` },
          })),
        );
        const reach = await reachOf(
          tx,
          told.map((t) => t.id),
        );
        await enqueueJobs(
          tx,
          told
            .filter((t) => reach.get(t.id)?.email)
            .map((t) => ({
              kind: 'email',
              payload: { userId: t.id, subject: title, text: body },
              dedupeKey: `paused-email:${p.restaurantId}:${p.pausedAt}:${t.id}`,
            })),
        );
      });
    },
    async email(p: { userId: string; subject: string; text: string }) {
      const [to] = await db.select({ email: user.email }).from(user).where(eq(user.id, p.userId));
      if (to) await channels.mailer.send({ to: to.email, subject: p.subject, text: p.text });
    },
    async 'rider-near'(p: { orderId: string }) {
      const [o] = await db
        .select({ userId: orders.userId, status: orders.status, rider: user.name })
        .from(orders)
        .leftJoin(user, eq(user.id, orders.deliveryPartnerId))
        .where(eq(orders.id, p.orderId));
      if (o?.status !== 'On the way') return;
      const body = M.near(firstName(o.rider) || null);
      await db.transaction((tx) =>
        notifyPeople(tx, [
          {
            userId: o.userId,
            key: `near:${p.orderId}`,
            push: { title: M.nearTitle, body, url: `/orders/${p.orderId}`, tag: `order-${p.orderId}` },
            sms: body,
          },
        ]),
      );
    },
  };
}
