import { randomInt } from 'node:crypto';
import {
  DELIVERY_MESSAGES,
  DISPATCH_MESSAGES,
  dropAreaOf,
  ORDER_MESSAGES,
  paiseToRupees,
  RIDER_DELIVERY_CAP_DEFAULT,
  roadKm,
  roundKm,
  type TCurrentDelivery,
  type TDeliveryOffer,
  type TDispatchQueueRow,
  type TMyOffer,
} from '@app/shared';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { recordAudit } from '../audit/record-audit.ts';
import type { SessionUser } from '../auth/auth.ts';
import { publishOrderEvent } from '../orders/order-events.ts';
import * as repo from './delivery.repo.ts';
import type { DeliveryDeps } from './delivery.service.ts';
import { cashToCollectRupees, currentDelivery, deliveryEvent, dropPointOf } from './delivery.service.ts';
import * as dispatchRepo from './dispatch.repo.ts';
import { dispatchRound, tellRiders } from './dispatcher.ts';

/** A position is kept at most once a second per rider. */
const POSITION_MIN_INTERVAL_MS = 1_000;

/** POST /api/delivery/position: an on-duty rider's latest position, for dispatch. */
export async function recordRiderPosition(
  db: Db,
  caller: SessionUser,
  position: { lat: number; lng: number },
  now = new Date(),
): Promise<{ kept: boolean }> {
  if (!(await repo.isOnDuty(db, caller.id))) throw new AppError('CONFLICT', DELIVERY_MESSAGES.offDuty);
  const kept = await dispatchRepo.keepRiderPosition(db, caller.id, position, now, POSITION_MIN_INTERVAL_MS);
  return { kept };
}

/** GET /api/delivery/offer: the order offered to this rider right now, if any. */
export async function myOffer(deps: DeliveryDeps, caller: SessionUser, now = new Date()): Promise<TMyOffer> {
  const row = await dispatchRepo.findPendingOffer(deps.db, caller.id, now);
  if (!row) return { offer: null };
  const lines = await dispatchRepo.findOrderLines(deps.db, row.orderId);
  const pickup =
    row.restaurantLat === 0 && row.restaurantLng === 0
      ? null
      : { lat: row.restaurantLat, lng: row.restaurantLng };
  const drop = dropPointOf(row.deliveryInfo);
  const offer: TDeliveryOffer = {
    orderId: row.orderId,
    restaurantName: row.restaurantName,
    pickupAddress: row.restaurantAddress,
    pickupPoint: pickup,
    dropArea: dropAreaOf(row.deliveryInfo.address, row.deliveryInfo.zip),
    pickupKm: row.pickupKm === null ? null : roundKm(row.pickupKm),
    dropKm: pickup && drop ? roundKm(roadKm(pickup, drop)) : null,
    itemsCount: lines.reduce((n, l) => n + l.quantity, 0),
    items: lines,
    earning: paiseToRupees(deps.partnerFeePaise + row.tipPaise),
    deliveryPay: paiseToRupees(deps.partnerFeePaise),
    tip: paiseToRupees(row.tipPaise),
    placedAt: row.placedAt.toISOString(),
    cashToCollect: cashToCollectRupees(row),
    offeredAt: row.offeredAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
  };
  return { offer };
}

/**
 * POST /api/orders/:id/offer/accept: the offer answered and the order assigned in one transaction,
 * both conditional (the offer still pending and unexpired, the order still waiting, the rider under
 * the cap), so an expired offer or a second instance's dispatch can never give the order two riders.
 */
export async function acceptOffer(
  deps: DeliveryDeps,
  caller: SessionUser,
  orderId: string,
  now = new Date(),
): Promise<TCurrentDelivery> {
  const order = await deps.orders.findOrderById(deps.db, orderId);
  if (!order) throw new AppError('NOT_FOUND', ORDER_MESSAGES.orderNotFound);
  if (order.deliveryPartnerId === caller.id) return currentDelivery(deps.db, caller.id, orderId);
  const ownerId = (await deps.orders.findRestaurantForOrder(deps.db, order.restaurantId))?.ownerId ?? null;
  const taken = await repo.assignPartner(
    deps.db,
    {
      orderId,
      partnerId: caller.id,
      deliveryCode: String(randomInt(0, 10_000)).padStart(4, '0'),
      feePaise: deps.partnerFeePaise,
      defaultCap: RIDER_DELIVERY_CAP_DEFAULT,
      takeable: dispatchRepo.awaitingRider,
      first: (tx) => dispatchRepo.answerOffer(tx, { orderId, riderId: caller.id, answer: 'accepted', now }),
    },
    (tx, row) => publishOrderEvent(tx, deliveryEvent(row, ownerId, 'taken')),
  );
  if (!taken) throw new AppError('CONFLICT', DISPATCH_MESSAGES.offerGone);
  return currentDelivery(deps.db, caller.id, orderId);
}

/** POST /api/orders/:id/offer/decline: the offer passes at once to the next rider. */
export async function declineOffer(
  deps: DeliveryDeps,
  caller: SessionUser,
  orderId: string,
  now = new Date(),
): Promise<TMyOffer> {
  const declined = await dispatchRepo.answerOffer(deps.db, {
    orderId,
    riderId: caller.id,
    answer: 'declined',
    now,
  });
  if (!declined) throw new AppError('CONFLICT', DISPATCH_MESSAGES.offerGone);
  if (deps.dispatchMode === 'auto') await dispatchRound(deps.db, now);
  return myOffer(deps, caller, now);
}

/** GET /api/admin/dispatch: orders waiting for a rider, and to whom each is offered. */
export async function dispatchQueue(
  db: Db,
  page: { page: number; limit: number },
): Promise<{ items: TDispatchQueueRow[]; total: number }> {
  const { rows, total } = await dispatchRepo.findDispatchQueuePage(db, {
    limit: page.limit,
    offset: (page.page - 1) * page.limit,
  });
  return {
    total,
    items: rows.map((r) => ({
      _id: r.id,
      restaurantName: r.restaurantName,
      waitingSince: (r.preparingAt ?? r.waitingSince).toISOString(),
      ready: r.readyAt !== null,
      offeredTo: r.offeredTo,
      offerExpiresAt: r.offerExpiresAt?.toISOString() ?? null,
      offersMade: r.offersMade,
    })),
  };
}

/** POST /api/orders/:id/assign (admin): gives a waiting order to a chosen on-duty rider by hand. */
export async function assignByHand(
  deps: DeliveryDeps,
  caller: SessionUser,
  orderId: string,
  riderId: string,
): Promise<TCurrentDelivery> {
  const order = await deps.orders.findOrderById(deps.db, orderId);
  if (!order) throw new AppError('NOT_FOUND', ORDER_MESSAGES.orderNotFound);
  if (order.deliveryPartnerId) throw new AppError('CONFLICT', DISPATCH_MESSAGES.alreadyAssigned);
  if (order.status !== 'Preparing') throw new AppError('CONFLICT', DISPATCH_MESSAGES.onlyPreparing);
  const rider = await dispatchRepo.findUserRole(deps.db, riderId);
  if (rider?.role !== 'deliveryPartner') throw new AppError('NOT_FOUND', DISPATCH_MESSAGES.riderNotFound);
  if (!rider.onDuty) throw new AppError('CONFLICT', DISPATCH_MESSAGES.riderNotOnDuty);
  const ownerId = (await deps.orders.findRestaurantForOrder(deps.db, order.restaurantId))?.ownerId ?? null;
  let withdrawnFrom: string[] = [];
  const taken = await repo.assignPartner(
    deps.db,
    {
      orderId,
      partnerId: riderId,
      deliveryCode: String(randomInt(0, 10_000)).padStart(4, '0'),
      feePaise: deps.partnerFeePaise,
      defaultCap: RIDER_DELIVERY_CAP_DEFAULT,
      takeable: dispatchRepo.awaitingRider,
      first: async (tx) => {
        withdrawnFrom = (await dispatchRepo.withdrawOfferForOrder(tx, orderId, new Date())).map(
          (o) => o.riderId,
        );
        return true;
      },
    },
    async (tx, row) => {
      await publishOrderEvent(tx, deliveryEvent(row, ownerId, 'taken'));
      await recordAudit(tx, caller, {
        action: 'delivery.assign',
        targetType: 'order',
        targetId: orderId,
        before: { deliveryPartnerId: null },
        after: { deliveryPartnerId: riderId },
      });
    },
  );
  if (!taken) {
    const load = await repo.deliveryLoad(deps.db, riderId, RIDER_DELIVERY_CAP_DEFAULT);
    if (load.held >= load.cap) throw new AppError('CONFLICT', DELIVERY_MESSAGES.deliveryCapReached(load.cap));
    throw new AppError('CONFLICT', DISPATCH_MESSAGES.alreadyAssigned);
  }
  await tellRiders(
    deps.db,
    withdrawnFrom.map((r) => ({ orderId, riderId: r })),
  );
  return currentDelivery(deps.db, riderId, orderId);
}
