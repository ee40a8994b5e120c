import { randomInt, timingSafeEqual } from 'node:crypto';
import {
  ACTIVE_DELIVERY_STATUSES,
  AUTH_MESSAGES,
  areaOf,
  COD_MESSAGES,
  cashToCollectPaise,
  checkAcceptDelivery,
  checkMarkReady,
  DEFAULT_RIDE_SPEED_KMH,
  DELIVERY_CODE_MAX_FAILURES,
  DELIVERY_MESSAGES,
  DISPATCH_MESSAGES,
  dropAreaOf,
  firstName,
  haversineKm,
  ORDER_MESSAGES,
  paiseToRupees,
  RIDER_DELIVERY_CAP_DEFAULT,
  roadKm,
  startOfIndiaDay,
  startOfIndiaWeek,
  type TAdminDelivery,
  type TCurrentDelivery,
  type TDeliveryHistory,
  type TDeliveryPickup,
  type TDispatchMode,
  type TDutyStatus,
  type TOrder,
  type TOrderStatus,
  type ZOrderListQueryWithPosition,
  type ZOrderStatusInput,
} from '@app/shared';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import type { OrderRow } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { type CsvExport, type ListSource, searchPattern } from '../../lib/paging.ts';
import { recordAudit } from '../audit/record-audit.ts';
import type { SessionUser } from '../auth/auth.ts';
import { type OrderEvent, publishOrderEvent } from '../orders/order-events.ts';
import type { OrderDeps } from '../orders/orders-port.ts';
import { cashInHandPaise } from '../rider-cash/rider-cash-port.ts';
import type { CourierPositions, PositionMaths } from './courier-positions.ts';
import * as repo from './delivery.repo.ts';
import * as dispatchRepo from './dispatch.repo.ts';

export type DeliveryDeps = OrderDeps & {
  partnerFeePaise: number;
  dispatchMode: TDispatchMode;
  /** Riders' live positions (decision 056). */
  positions: CourierPositions;
};

const ACTIVE: readonly TOrderStatus[] = ACTIVE_DELIVERY_STATUSES;
const pointOf = (lat: number, lng: number) => (lat === 0 && lng === 0 ? null : { lat, lng });

/** Cash on delivery the rider collects at the door, rupees (decision 049); null when paid online. */
export function cashToCollectRupees(o: Parameters<typeof cashToCollectPaise>[0]): number | null {
  const paise = cashToCollectPaise(o);
  return paise === null ? null : paiseToRupees(paise);
}

export function deliveryEvent(row: OrderRow, ownerId: string | null, kind?: OrderEvent['kind']): OrderEvent {
  return {
    orderId: row.id,
    restaurantId: row.restaurantId,
    status: row.status,
    userId: row.userId,
    restaurantOwnerId: ownerId,
    deliveryPartnerId: row.deliveryPartnerId,
    ready: row.readyAt !== null,
    ...(kind ? { kind } : {}),
  };
}

async function ownerOf(deps: OrderDeps, restaurantId: string): Promise<string | null> {
  return (await deps.orders.findRestaurantForOrder(deps.db, restaurantId))?.ownerId ?? null;
}

function requireFound<T>(row: T | undefined): T {
  if (!row) throw new AppError('NOT_FOUND', ORDER_MESSAGES.orderNotFound);
  return row;
}

/**
 * POST /api/orders/:id/ready: the restaurant (or an admin) says a Preparing order is packed and
 * waiting; from then on delivery partners on duty are offered it. Not a timeline status.
 */
export async function markReadyForPickup(
  deps: OrderDeps,
  caller: SessionUser,
  orderId: string,
): Promise<TOrder> {
  const order = requireFound(await deps.orders.findOrderById(deps.db, orderId));
  const ownerId = await ownerOf(deps, order.restaurantId);
  const check = checkMarkReady(
    {
      status: order.status,
      readyAt: order.readyAt,
      deliveryPartnerId: order.deliveryPartnerId,
    },
    { role: caller.role, isRestaurantOwner: ownerId !== null && ownerId === caller.id },
  );
  if (!check.ok) throw new AppError(check.forbidden ? 'FORBIDDEN' : 'CONFLICT', check.reason);
  const marked = await repo.markReady(deps.db, orderId, (tx, row) =>
    publishOrderEvent(tx, deliveryEvent(row, ownerId, 'ready')),
  );
  if (!marked) throw new AppError('CONFLICT', DELIVERY_MESSAGES.alreadyReady);
  return deps.orders.getOrder(deps, caller, orderId);
}

export async function getDuty(db: Db, caller: SessionUser): Promise<TDutyStatus> {
  return { onDuty: await repo.isOnDuty(db, caller.id) };
}

export async function setDuty(db: Db, caller: SessionUser, onDuty: boolean): Promise<TDutyStatus> {
  await repo.setOnDuty(db, caller.id, onDuty);
  return { onDuty };
}

/**
 * GET /api/orders?scope=delivery: orders ready for pickup that nobody has taken, nearest restaurant
 * first when the phone sent its position. Off duty, a rider is offered nothing.
 */
export async function listPickups(
  deps: DeliveryDeps,
  caller: SessionUser,
  q: z.output<typeof ZOrderListQueryWithPosition>,
): Promise<{ items: TDeliveryPickup[]; total: number }> {
  if (caller.role === 'deliveryPartner' && !(await repo.isOnDuty(deps.db, caller.id))) {
    return { items: [], total: 0 };
  }
  const from = q.lat !== undefined && q.lng !== undefined ? { lat: q.lat, lng: q.lng } : null;
  // With automatic dispatch, an order offered to another rider leaves the board while the offer lasts.
  const hide = deps.dispatchMode === 'auto' ? dispatchRepo.offeredToSomeoneElse(caller.id) : undefined;
  const { rows, total } = await repo.findPickupsPage(
    deps.db,
    from,
    { limit: q.limit, offset: (q.page - 1) * q.limit },
    hide,
  );
  const earning = paiseToRupees(deps.partnerFeePaise);
  return {
    total,
    items: rows.map((r) => {
      const pickup = pointOf(r.restaurantLat, r.restaurantLng);
      return {
        _id: r.id,
        restaurantName: r.restaurantName,
        pickupAddress: r.restaurantAddress,
        dropArea: dropAreaOf(r.deliveryInfo.address, r.deliveryInfo.zip),
        distanceKm: from && pickup ? Math.round(haversineKm(from, pickup) * 10) / 10 : null,
        itemsCount: r.itemsCount,
        earning,
        readyAt: r.readyAt?.toISOString() ?? '',
        cashToCollect: cashToCollectRupees(r),
      };
    }),
  };
}

type ActiveRow = Awaited<ReturnType<typeof repo.findActiveDeliveries>>[number];

function toCurrentDelivery(r: ActiveRow): TCurrentDelivery {
  const info = r.order.deliveryInfo;
  const drop = dropPointOf(info);
  return {
    _id: r.order.id,
    status: r.order.status,
    restaurantName: r.restaurantName,
    pickupAddress: r.restaurantAddress,
    pickupPoint: pointOf(r.restaurantLat, r.restaurantLng),
    dropAddress: [info.address, info.city, info.zip].filter(Boolean).join(', '),
    dropPoint: drop,
    customerFirstName: firstName(info.name),
    customerPhone: info.phone,
    deliveryNote: info.note || null,
    itemsCount: r.itemsCount,
    earning: paiseToRupees((r.order.partnerFeePaise ?? 0) + r.order.tipPaise),
    tip: paiseToRupees(r.order.tipPaise),
    codeLocked: r.order.deliveryCodeFailures >= DELIVERY_CODE_MAX_FAILURES,
    cashToCollect: cashToCollectRupees(r.order),
  };
}

/** One of the rider's deliveries in progress, as their screen shows it. */
export async function currentDelivery(db: Db, riderId: string, orderId: string): Promise<TCurrentDelivery> {
  return toCurrentDelivery(requireFound(await repo.findActiveDelivery(db, riderId, orderId)));
}

/** The rider's deliveries in progress: accepted, or picked up and on the way. */
export async function currentDeliveries(db: Db, caller: SessionUser): Promise<TCurrentDelivery[]> {
  return (await repo.findActiveDeliveries(db, caller.id)).map(toCurrentDelivery);
}

/** A 4-digit code, every value equally likely. */
function newDeliveryCode(): string {
  return String(randomInt(0, 10_000)).padStart(4, '0');
}

/**
 * POST /api/orders/:id/accept: one conditional update decides, so of riders accepting the same
 * order at once exactly one gets it; the others get 409 and every rider's list is told.
 */
export async function acceptDelivery(
  deps: DeliveryDeps,
  caller: SessionUser,
  orderId: string,
): Promise<TCurrentDelivery> {
  const order = requireFound(await deps.orders.findOrderById(deps.db, orderId));
  if (order.deliveryPartnerId === caller.id && caller.role === 'deliveryPartner') {
    // A repeated tap: the order is already this rider's; answer with it.
    const mine = await repo.findActiveDelivery(deps.db, caller.id, orderId);
    if (mine) return toCurrentDelivery(mine);
  }
  const onDuty = await repo.isOnDuty(deps.db, caller.id);
  const check = checkAcceptDelivery(
    {
      status: order.status,
      readyAt: order.readyAt,
      deliveryPartnerId: order.deliveryPartnerId,
    },
    { role: caller.role, onDuty },
  );
  if (!check.ok) throw new AppError(check.forbidden ? 'FORBIDDEN' : 'CONFLICT', check.reason);
  const ownerId = await ownerOf(deps, order.restaurantId);
  const taken = await repo.assignPartner(
    deps.db,
    {
      orderId,
      partnerId: caller.id,
      deliveryCode: newDeliveryCode(),
      feePaise: deps.partnerFeePaise,
      defaultCap: RIDER_DELIVERY_CAP_DEFAULT,
      ...(deps.dispatchMode === 'auto' ? { takeable: dispatchRepo.boardTakeable(caller.id) } : {}),
    },
    (tx, row) => publishOrderEvent(tx, deliveryEvent(row, ownerId, 'taken')),
  );
  if (!taken) {
    // Say what happened: already this rider's (a repeated tap), the cap reached, or someone else's.
    const mine = await repo.findActiveDelivery(deps.db, caller.id, orderId);
    if (mine) return toCurrentDelivery(mine);
    const now = await deps.orders.findOrderById(deps.db, orderId);
    if (now && now.deliveryPartnerId === null) {
      const load = await repo.deliveryLoad(deps.db, caller.id, RIDER_DELIVERY_CAP_DEFAULT);
      if (load.held >= load.cap)
        throw new AppError('CONFLICT', DELIVERY_MESSAGES.deliveryCapReached(load.cap));
      if (
        deps.dispatchMode === 'auto' &&
        (await dispatchRepo.isOfferedToAnother(deps.db, orderId, caller.id))
      )
        throw new AppError('CONFLICT', DISPATCH_MESSAGES.offeredToAnother);
      throw new AppError('CONFLICT', DELIVERY_MESSAGES.notReadyForPickup);
    }
    throw new AppError('CONFLICT', DELIVERY_MESSAGES.takenByAnother);
  }
  return toCurrentDelivery(requireFound(await repo.findActiveDelivery(deps.db, caller.id, orderId)));
}

/** Deliveries and earnings today and this week (India time), and the latest deliveries. */
export async function deliveryHistory(
  deps: DeliveryDeps,
  caller: SessionUser,
  page: { page: number; limit: number },
  now = new Date(),
): Promise<{ body: TDeliveryHistory; total: number }> {
  const [today, week, delivered, cashInHand] = await Promise.all([
    repo.sumEarningsSince(deps.db, caller.id, startOfIndiaDay(now)),
    repo.sumEarningsSince(deps.db, caller.id, startOfIndiaWeek(now)),
    repo.findDeliveredPage(deps.db, caller.id, { limit: page.limit, offset: (page.page - 1) * page.limit }),
    cashInHandPaise(deps.db, caller.id),
  ]);
  const period = (p: { deliveries: number; earnedPaise: number; tipsPaise: number }) => ({
    deliveries: p.deliveries,
    earnings: paiseToRupees(p.earnedPaise),
    tips: paiseToRupees(p.tipsPaise),
  });
  return {
    total: delivered.total,
    body: {
      today: period(today),
      week: period(week),
      feePerDelivery: paiseToRupees(deps.partnerFeePaise),
      cashInHand: paiseToRupees(cashInHand),
      deliveries: delivered.rows.map((r) => ({
        _id: r.id,
        restaurantName: r.restaurantName,
        deliveredAt: r.deliveredAt?.toISOString() ?? '',
        earning: paiseToRupees((r.feePaise ?? 0) + r.tipPaise),
        tip: paiseToRupees(r.tipPaise),
      })),
    },
  };
}

const MAX_PLAUSIBLE_SPEED_MPS = 30;

/** A new speed estimate: the last stretch's speed, smoothed with the previous estimate. */
function smoothedSpeed(
  prev: { lat: number; lng: number; speedMps: number | null; recordedAt: Date } | undefined,
  next: { lat: number; lng: number },
  at: Date,
): number | null {
  if (!prev) return null;
  const seconds = (at.getTime() - prev.recordedAt.getTime()) / 1000;
  if (seconds <= 0 || seconds > 120) return prev.speedMps;
  const stretch = Math.min(MAX_PLAUSIBLE_SPEED_MPS, (haversineKm(prev, next) * 1000) / seconds);
  return prev.speedMps === null ? stretch : 0.6 * prev.speedMps + 0.4 * stretch;
}

/**
 * POST /api/orders/:id/location: the assigned rider's phone, while the order is on the way. At
 * most one position a second per order is kept; the customer hears of each one kept (CourierPositions).
 */
export function recordCourierLocation(
  deps: DeliveryDeps,
  caller: SessionUser,
  orderId: string,
  position: { lat: number; lng: number },
): Promise<{ kept: boolean }> {
  return deps.positions.record(caller, orderId, position);
}

/** The arithmetic of a position: the smoothed speed and the arrival estimate (CourierPositions uses it). */
export const positionMaths: PositionMaths = {
  smoothedSpeed: (prev, next, at) => smoothedSpeed(prev && { ...prev, recordedAt: prev.at }, next, at),
  arrivalEstimate: (order, from, speedMps, at) => arrivalEstimate(order.deliveryInfo, from, speedMps, at),
  dropPoint: (order) => dropPointOf(order.deliveryInfo),
};

/** Slower than this (a stop at a signal) does not stretch the estimate past reason. */
const MIN_ESTIMATE_SPEED_MPS = 2.5;

/**
 * When the rider should reach the door from here (decision 043): the road distance to the pinned
 * address (or its area's centre) at the rider's smoothed speed, the city default until there is one.
 */
function arrivalEstimate(
  info: OrderRow['deliveryInfo'],
  from: { lat: number; lng: number },
  speedMps: number | null,
  at: Date,
): Date | null {
  const drop = dropPointOf(info);
  if (!drop) return null;
  const mps = Math.max(speedMps ?? (DEFAULT_RIDE_SPEED_KMH * 1000) / 3600, MIN_ESTIMATE_SPEED_MPS);
  return new Date(at.getTime() + ((roadKm(from, drop) * 1000) / mps) * 1000);
}

/** Where the order goes: the customer's pin, else the centre of the address's area. */
export function dropPointOf(info: {
  address: string;
  zip: string;
  lat?: number | undefined;
  lng?: number | undefined;
}): { lat: number; lng: number } | null {
  if (info.lat !== undefined && info.lng !== undefined) return { lat: info.lat, lng: info.lng };
  const area = areaOf(info.address, info.zip);
  return area ? { lat: area.lat, lng: area.lng } : null;
}

function codesMatch(expected: string, given: string): boolean {
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * POST /api/orders/:id/status, with the doorstep check: a rider marks an order Delivered only with
 * the customer's 4-digit code; 5 wrong codes lock it, and only an admin can then confirm it.
 * Every move is still decided by the state machine (changeStatus).
 */
export async function changeStatusWithDeliveryChecks(
  deps: DeliveryDeps,
  caller: SessionUser,
  orderId: string,
  input: z.output<typeof ZOrderStatusInput>,
): Promise<TOrder> {
  const details = { prepMinutes: input.prepMinutes, reason: input.reason };
  if (input.status === 'Delivered' && caller.role === 'deliveryPartner') {
    const order = await deps.orders.findOrderById(deps.db, orderId);
    // Cash on delivery (decision 049): the rider confirms the cash in hand before the order is
    // delivered; the move then records it as paid (orders' recordCashCollected), in one commit.
    const cash = order ? cashToCollectPaise(order) : null;
    if (cash !== null && order?.deliveryPartnerId === caller.id && input.cashCollected !== true)
      throw new AppError('BAD_REQUEST', COD_MESSAGES.cashNotConfirmed(cash));
    const carrying = order?.deliveryPartnerId === caller.id && order.status === 'On the way';
    if (order && carrying && order.deliveryCode) {
      const limits = { orderId, partnerId: caller.id, maxFailures: DELIVERY_CODE_MAX_FAILURES };
      if (order.deliveryCodeFailures >= DELIVERY_CODE_MAX_FAILURES) {
        throw new AppError('FORBIDDEN', DELIVERY_MESSAGES.deliveryCodeLocked);
      }
      if (!input.deliveryCode) throw new AppError('BAD_REQUEST', DELIVERY_MESSAGES.deliveryCodeRequired);
      if (!codesMatch(order.deliveryCode, input.deliveryCode)) {
        // Counted and checked in one statement: null means the limit was already reached.
        const failures = await repo.recordWrongCode(deps.db, limits);
        throw failures === null || failures >= DELIVERY_CODE_MAX_FAILURES
          ? new AppError('FORBIDDEN', DELIVERY_MESSAGES.deliveryCodeLocked)
          : new AppError('UNPROCESSABLE', DELIVERY_MESSAGES.deliveryCodeWrong);
      }
      // The right code: the move itself re-checks code, rider and lock when it writes.
      const onlyIf = repo.rightCodeStillAccepted({ ...limits, code: input.deliveryCode });
      try {
        return forCaller(
          deps,
          caller,
          await deps.orders.changeStatus(deps, caller, orderId, input.status, { ...details, onlyIf }),
        );
      } catch (err) {
        const now = await deps.orders.findOrderById(deps.db, orderId);
        if (err instanceof AppError && now && now.deliveryCodeFailures >= DELIVERY_CODE_MAX_FAILURES)
          throw new AppError('FORBIDDEN', DELIVERY_MESSAGES.deliveryCodeLocked);
        throw err;
      }
    }
  }
  return forCaller(
    deps,
    caller,
    await deps.orders.changeStatus(deps, caller, orderId, input.status, details),
  );
}

/**
 * GET /api/order/:id: the order, plus what its customer needs while it is being delivered (the
 * doorstep code, the rider's first name and latest position, the map's points); a rider sees the
 * customer's first name and phone only while the delivery is active, and never the customer's id.
 */
export async function getOrderForCaller(
  deps: DeliveryDeps,
  caller: SessionUser,
  orderId: string,
): Promise<TOrder> {
  return forCaller(deps, caller, await deps.orders.getOrder(deps, caller, orderId));
}

async function forCaller(deps: DeliveryDeps, caller: SessionUser, dto: TOrder): Promise<TOrder> {
  if (caller.role === 'deliveryPartner' && dto.userId !== caller.id) return redactForPartner(dto, caller);
  if (dto.userId !== caller.id || !dto.deliveryPartnerId || !ACTIVE.includes(dto.status)) return dto;
  const [row, written, riderName, restaurant] = await Promise.all([
    deps.orders.findOrderById(deps.db, dto._id),
    repo.findCourierLocation(deps.db, dto._id),
    repo.findUserName(deps.db, dto.deliveryPartnerId),
    deps.orders.findRestaurantForOrder(deps.db, dto.restaurantId),
  ]);
  // The position this instance heard last may be newer than the one written (every second).
  const held = deps.positions.latest(dto._id);
  const location =
    held && (!written || held.at > written.recordedAt)
      ? { lat: held.lat, lng: held.lng, speedMps: held.speedMps, recordedAt: held.at, etaAt: held.etaAt }
      : written && { ...written, etaAt: null };
  const onTheWay = dto.status === 'On the way';
  const drop = dropPointOf(dto.deliveryInfo);
  return {
    ...dto,
    ...(onTheWay && location?.etaAt ? { etaAt: location.etaAt.toISOString() } : {}),
    deliveryCode: row?.deliveryCode ?? null,
    courierLocation:
      onTheWay && location
        ? { lat: location.lat, lng: location.lng, at: location.recordedAt.toISOString() }
        : null,
    courier: {
      firstName: firstName(riderName ?? ''),
      speedMps: onTheWay ? (location?.speedMps ?? null) : null,
      pickupPoint: restaurant ? pointOf(restaurant.lat, restaurant.lng) : null,
      dropPoint: drop,
    },
  };
}

/** Shown instead of what a rider may no longer see (the spec's dash for an absent value). */
const HIDDEN = '—';

function redactForPartner(dto: TOrder, caller: SessionUser): TOrder {
  const active = dto.deliveryPartnerId === caller.id && ACTIVE.includes(dto.status);
  return {
    ...dto,
    userId: '',
    deliveryInfo: {
      ...dto.deliveryInfo,
      name: firstName(dto.deliveryInfo.name),
      phone: active ? dto.deliveryInfo.phone : HIDDEN,
      address: active ? dto.deliveryInfo.address : dropAreaOf(dto.deliveryInfo.address, dto.deliveryInfo.zip),
    },
  };
}

/** Admin: who delivers what right now. */
export function assignedDeliveries(db: Db, q: { q?: string | undefined }): ListSource<TAdminDelivery> {
  const filter: repo.AssignedDeliveriesFilter = { pattern: searchPattern(q.q) };
  return {
    rows: async (limit, offset) =>
      (await repo.findAssignedDeliveries(db, filter, limit, offset)).map((r) => ({
        _id: r.id,
        status: r.status,
        restaurantName: r.restaurantName,
        partnerId: r.partnerId ?? '',
        partnerName: r.partnerName,
        assignedAt: r.assignedAt?.toISOString() ?? null,
        codeLocked: r.failures >= DELIVERY_CODE_MAX_FAILURES,
      })),
    count: () => repo.countAssignedDeliveries(db, filter),
  };
}

/** Rider Assignments' CSV: every filtered row. */
export const DELIVERIES_CSV: CsvExport<TAdminDelivery> = {
  fileName: 'deliveries-export.csv',
  columns: [
    { header: 'Order', value: (d) => d._id },
    { header: 'Restaurant', value: (d) => d.restaurantName },
    { header: 'Rider', value: (d) => d.partnerName },
    { header: 'Assigned', value: (d) => d.assignedAt ?? '' },
    { header: 'Status', value: (d) => d.status },
    { header: 'Code locked', value: (d) => (d.codeLocked ? 'yes' : 'no') },
  ],
};

/**
 * POST /api/orders/:id/unassign (admin): takes a stuck delivery off its rider. An order not yet
 * picked up goes back to the riders' pickups; one already on the way stays on the way without a
 * rider, for the admin to finish (mark Delivered). The rider's positions for it are deleted.
 */
export async function unassignDelivery(
  deps: OrderDeps,
  caller: SessionUser,
  orderId: string,
): Promise<TOrder> {
  if (caller.role !== 'admin') throw new AppError('FORBIDDEN', AUTH_MESSAGES.notAllowed);
  const order = requireFound(await deps.orders.findOrderById(deps.db, orderId));
  if (!order.deliveryPartnerId) throw new AppError('CONFLICT', DELIVERY_MESSAGES.notAssigned);
  if (!ACTIVE.includes(order.status))
    throw new AppError('CONFLICT', DELIVERY_MESSAGES.unassignOnlyBeforeDelivery);
  const ownerId = await ownerOf(deps, order.restaurantId);
  const released = await repo.unassignPartner(deps.db, orderId, async (tx, row, previous) => {
    // The rider who had it hears too (their current delivery disappears).
    await publishOrderEvent(tx, { ...deliveryEvent(row, ownerId, 'released'), deliveryPartnerId: previous });
    await recordAudit(tx, caller, {
      action: 'delivery.unassign',
      targetType: 'order',
      targetId: orderId,
      before: { status: order.status, deliveryPartnerId: previous },
      after: { status: row.status, deliveryPartnerId: null },
    });
  });
  if (!released) throw new AppError('CONFLICT', 'This order changed meanwhile. Refresh and try again.');
  return deps.orders.getOrder(deps, caller, orderId);
}
