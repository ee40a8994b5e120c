import {
  COURIER_LOCATION_MIN_INTERVAL_MS,
  DELIVERY_MESSAGES,
  haversineKm,
  ORDER_MESSAGES,
  RIDER_NEAR_KM,
} from '@app/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { OrderRow } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import type { SessionUser } from '../auth/auth.ts';
import { riderIsNear } from '../notifications/notifications-port.ts';
import type { OrderEvent, OrderEventHub } from '../orders/order-events.ts';
import type { OrdersOffer } from '../orders/orders-port.ts';
import * as repo from './courier-positions.repo.ts';

/** How often the positions kept in memory are written (one statement per table for all of them). */
export const POSITIONS_WRITE_MS = 1_000;
/** The thinned route: a point when this long has passed, or the rider moved this far, since the last. */
const TRAIL_EVERY_MS = 30_000;
const TRAIL_EVERY_KM = 0.2;
/** A delivery checked against the database at most this long ago is trusted for the next position. */
const DELIVERY_CHECK_TTL_MS = 30_000;
/** Route points kept for writing while the database is away, at most (the oldest go first). */
const MAX_UNWRITTEN_TRAIL = 50_000;

export type CourierPosition = {
  orderId: string;
  partnerId: string;
  lat: number;
  lng: number;
  speedMps: number | null;
  at: Date;
  etaAt: Date | null;
};

type ActiveDelivery = {
  order: OrderRow;
  checkedAt: number;
  nearTold: boolean;
  last?: CourierPosition;
  lastTrail?: { lat: number; lng: number; at: number };
};

/** What a position needs from the delivery module: the arrival estimate and the speed (pure). */
export type PositionMaths = {
  smoothedSpeed(
    prev: CourierPosition | undefined,
    next: { lat: number; lng: number },
    at: Date,
  ): number | null;
  arrivalEstimate(
    order: OrderRow,
    from: { lat: number; lng: number },
    speedMps: number | null,
    at: Date,
  ): Date | null;
  dropPoint(order: OrderRow): { lat: number; lng: number } | null;
};

/**
 * Riders' positions as a stream, not rows (decision 056). A position a phone sends is checked
 * against the delivery (read once, then trusted until an event about the order or 30 s), kept in
 * memory as the order's latest, and published at once on the PositionBus to the customer's stream
 * on whichever instance it is. Every POSITIONS_WRITE_MS the latest of each order is written in one
 * statement (courier_locations, the order's estimate), with the thinned route (courier_trail). So
 * a thousand positions a second cost the database a few statements a second, not a thousand
 * transactions.
 */
export class CourierPositions {
  private readonly deliveries = new Map<string, ActiveDelivery>();
  private unwritten = new Map<string, CourierPosition>();
  private trail: repo.TrailPoint[] = [];
  private timer: NodeJS.Timeout | null = null;
  private writing: Promise<void> | null = null;
  private writeAfter: Promise<void> | null = null;
  private lastPurge = 0;

  constructor(
    private readonly db: Db,
    private readonly orders: OrdersOffer,
    private readonly hub: OrderEventHub,
    private readonly maths: PositionMaths,
    private readonly log?: FastifyBaseLogger,
  ) {}

  /** Starts writing every POSITIONS_WRITE_MS; returns a stop that writes what is left. */
  start(): () => Promise<void> {
    const unsubscribe = this.hub.subscribe(
      (e) => this.forget(e),
      () => this.deliveries.clear(),
    );
    this.timer = setInterval(() => void this.write(), POSITIONS_WRITE_MS);
    this.timer.unref();
    return async () => {
      unsubscribe();
      if (this.timer) clearInterval(this.timer);
      await this.write();
    };
  }

  /** POST /api/orders/:id/location: the assigned rider's phone, while the order is on the way. */
  async record(
    caller: SessionUser,
    orderId: string,
    point: { lat: number; lng: number },
  ): Promise<{ kept: boolean }> {
    const delivery = await this.deliveryOf(orderId);
    // Someone else's delivery does not exist for this rider.
    if (!delivery || delivery.order.deliveryPartnerId !== caller.id)
      throw new AppError('NOT_FOUND', ORDER_MESSAGES.orderNotFound);
    if (delivery.order.status !== 'On the way')
      throw new AppError('CONFLICT', DELIVERY_MESSAGES.locationOnlyOnTheWay);
    const at = new Date();
    const prev = delivery.last ?? (await repo.findLatest(this.db, orderId));
    if (prev && at.getTime() - prev.at.getTime() < COURIER_LOCATION_MIN_INTERVAL_MS) return { kept: false };
    const speedMps = this.maths.smoothedSpeed(prev, point, at);
    const position: CourierPosition = {
      orderId,
      partnerId: caller.id,
      ...point,
      speedMps,
      at,
      etaAt: this.maths.arrivalEstimate(delivery.order, point, speedMps, at),
    };
    delivery.last = position;
    this.unwritten.set(orderId, position);
    this.keepOnRoute(delivery, position);
    this.hub.publishPosition(positionEvent(delivery.order, position));
    const drop = this.maths.dropPoint(delivery.order);
    if (!delivery.nearTold && drop && haversineKm(point, drop) <= RIDER_NEAR_KM) {
      delivery.nearTold = true;
      await this.db.transaction((tx) => riderIsNear(tx, orderId));
    }
    return { kept: true };
  }

  /** The latest position this instance holds for an order (newer than the database's by up to a second). */
  latest(orderId: string): CourierPosition | undefined {
    return this.deliveries.get(orderId)?.last;
  }

  /**
   * Writes the positions kept so far; a failure keeps them for the next. One write at a time: a
   * call during a write (the timer's, or a shutdown's) waits for it and then writes what came
   * after it began, so nothing kept before the call is left unwritten when it resolves.
   */
  write(): Promise<void> {
    if (this.writing) {
      this.writeAfter ??= this.writing.then(() => {
        this.writeAfter = null;
        return this.write();
      });
      return this.writeAfter;
    }
    this.writing = this.writeNow().finally(() => {
      this.writing = null;
    });
    return this.writing;
  }

  private async writeNow(): Promise<void> {
    const positions = [...this.unwritten.values()];
    const trail = this.trail;
    const purge = Date.now() - this.lastPurge > 60 * 60_000;
    if (positions.length === 0 && trail.length === 0 && !purge) return;
    this.unwritten = new Map();
    this.trail = [];
    try {
      await repo.writePositions(this.db, positions, trail);
      if (purge) {
        await repo.purgeOldTrail(this.db, new Date());
        this.lastPurge = Date.now();
      }
    } catch (err) {
      this.log?.warn({ err }, 'rider positions not written; kept for the next write');
      for (const p of positions) if (!this.unwritten.has(p.orderId)) this.unwritten.set(p.orderId, p);
      this.trail = [...trail, ...this.trail].slice(-MAX_UNWRITTEN_TRAIL);
    }
  }

  /** Any event about an order but a position: its delivery is read again before the next position. */
  private forget(e: OrderEvent): void {
    if (e.kind === 'location') return;
    const delivery = this.deliveries.get(e.orderId);
    if (!delivery) return;
    this.deliveries.delete(e.orderId);
    if (e.status !== 'On the way' || e.deliveryPartnerId !== delivery.order.deliveryPartnerId)
      this.unwritten.delete(e.orderId);
  }

  private async deliveryOf(orderId: string): Promise<ActiveDelivery | undefined> {
    const known = this.deliveries.get(orderId);
    if (known && Date.now() - known.checkedAt < DELIVERY_CHECK_TTL_MS) return known;
    const order = await this.orders.findOrderById(this.db, orderId);
    if (!order) return undefined;
    const delivery: ActiveDelivery = {
      order,
      checkedAt: Date.now(),
      nearTold: known?.nearTold ?? false,
      ...(known?.last ? { last: known.last } : {}),
      ...(known?.lastTrail ? { lastTrail: known.lastTrail } : {}),
    };
    if (order.status === 'On the way') this.deliveries.set(orderId, delivery);
    else this.deliveries.delete(orderId);
    return delivery;
  }

  private keepOnRoute(delivery: ActiveDelivery, p: CourierPosition): void {
    const last = delivery.lastTrail;
    const t = p.at.getTime();
    if (last && t - last.at < TRAIL_EVERY_MS && haversineKm(last, p) < TRAIL_EVERY_KM) return;
    delivery.lastTrail = { lat: p.lat, lng: p.lng, at: t };
    this.trail.push({ orderId: p.orderId, lat: p.lat, lng: p.lng, recordedAt: p.at });
  }
}

/** The event a position makes: to the order's customer only (isAudience), with where and when. */
function positionEvent(order: OrderRow, p: CourierPosition): OrderEvent {
  return {
    orderId: order.id,
    restaurantId: order.restaurantId,
    status: order.status,
    userId: order.userId,
    restaurantOwnerId: null,
    deliveryPartnerId: order.deliveryPartnerId,
    ready: order.readyAt !== null,
    kind: 'location',
    position: {
      lat: p.lat,
      lng: p.lng,
      at: p.at.toISOString(),
      speedMps: p.speedMps,
      etaAt: p.etaAt?.toISOString() ?? null,
    },
  };
}
