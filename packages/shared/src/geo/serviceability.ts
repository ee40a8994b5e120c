/**
 * Where a restaurant delivers, how far, for how much and roughly how long (decision 041). Pure
 * functions: the server's serviceability read, its list filters and order placement all call these,
 * so a restaurant card and the order agree on the fee to the paisa.
 */
import { haversineKm, type TLatLng } from '../delivery/geo.ts';
import { paiseToRupees, rupeesToPaise } from '../money.ts';

/**
 * Road distance is the straight line times this factor until a routing engine is configured.
 * 1.3 is the circuity commonly measured for dense city road networks (Boscoe, Henry and Zdeb 2012
 * found 1.417 on average across the US, lower in dense urban grids; Ballou et al. 2002 report
 * 1.2-1.4 for cities). Not measured in Chennai: decision 041 says how to replace it.
 */
export const ROAD_FACTOR = 1.3;

/** A zone nobody drew: this many straight-line km around the restaurant. */
export const DEFAULT_DELIVERY_RADIUS_KM = 7;
/** A zone may reach no further than this from its restaurant, and a polygon has at most so many points. */
export const MAX_ZONE_REACH_KM = 50;
export const MAX_ZONE_POINTS = 200;
export const MAX_ZONE_RADIUS_KM = 30;

/** ETA until there is history (decision 041): the kitchen's time, then the ride. */
export const DEFAULT_PREP_MINUTES = 15;
/** 18 km/h: a two-wheeler in Chennai traffic (the courier default of delivery/geo.ts, 5 m/s). */
export const DEFAULT_RIDE_SPEED_KMH = 18;
/** The promise is a window: the earliest estimate and this many minutes more. */
export const ETA_WINDOW_MINUTES = 10;

/** A GeoJSON Polygon: rings of [lng, lat] positions, the first ring the outline, the rest holes. */
export type TGeoJsonPolygon = { type: 'Polygon'; coordinates: number[][][] };
export type TDeliveryZone = { kind: 'radius'; km: number } | { kind: 'polygon'; polygon: TGeoJsonPolygon };

export const DEFAULT_DELIVERY_ZONE: TDeliveryZone = { kind: 'radius', km: DEFAULT_DELIVERY_RADIUS_KM };

/** Road-factor-adjusted distance in km. */
export function roadKm(a: TLatLng, b: TLatLng): number {
  return haversineKm(a, b) * ROAD_FACTOR;
}

/** Kilometres as people read them: one decimal. */
export function roundKm(km: number): number {
  return Math.round(km * 10) / 10;
}

/**
 * Ray casting (even-odd rule) over one ring of [lng, lat] positions, treated as planar: at a city's
 * scale the curvature error is centimetres. A point exactly on an edge may fall either side.
 */
export function pointInRing(point: TLatLng, ring: readonly number[][]): boolean {
  const x = point.lng;
  const y = point.lat;
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [xi, yi] = ring[i] as [number, number];
    const [xj, yj] = ring[j] as [number, number];
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

/** Inside the outline and in none of the holes. */
export function pointInPolygon(point: TLatLng, polygon: TGeoJsonPolygon): boolean {
  const [outline, ...holes] = polygon.coordinates;
  if (!outline || !pointInRing(point, outline)) return false;
  return !holes.some((hole) => pointInRing(point, hole));
}

/** Is `point` in the zone of a restaurant at `origin`? A null zone is the default radius. */
export function isInZone(origin: TLatLng, zone: TDeliveryZone | null, point: TLatLng): boolean {
  const z = zone ?? DEFAULT_DELIVERY_ZONE;
  if (z.kind === 'radius') return haversineKm(origin, point) <= z.km;
  return pointInPolygon(point, z.polygon);
}

/**
 * The farthest straight-line km a zone reaches from its restaurant: the radius, or the farthest
 * outline point (distance from a point is convex, so over a polygon it peaks at a vertex). The
 * list filters prefilter on a bounding box this wide around the customer.
 */
export function zoneReachKm(origin: TLatLng, zone: TDeliveryZone | null): number {
  const z = zone ?? DEFAULT_DELIVERY_ZONE;
  if (z.kind === 'radius') return z.km;
  let reach = 0;
  for (const [lng, lat] of z.polygon.coordinates[0] ?? []) {
    reach = Math.max(reach, haversineKm(origin, { lat: lat as number, lng: lng as number }));
  }
  return reach;
}

/** Degrees of latitude and longitude that cover `km` around `point` (a box a little too big, never too small). */
export function boundingBox(point: TLatLng, km: number) {
  const dLat = km / 110.574;
  const cos = Math.max(0.01, Math.cos((Math.min(89, Math.abs(point.lat) + dLat) * Math.PI) / 180));
  const dLng = km / (111.32 * cos);
  return {
    minLat: point.lat - dLat,
    maxLat: point.lat + dLat,
    minLng: point.lng - dLng,
    maxLng: point.lng + dLng,
  };
}

/** Why a polygon cannot be a zone, in words, or null when it can. */
export function zonePolygonProblem(origin: TLatLng, polygon: TGeoJsonPolygon): string | null {
  const [outline, ...holes] = polygon.coordinates;
  if (!outline) return 'The zone needs an outline.';
  const rings = [outline, ...holes];
  const points = rings.reduce((n, r) => n + r.length, 0);
  if (points > MAX_ZONE_POINTS)
    return `A zone may have at most ${MAX_ZONE_POINTS} points; this one has ${points}.`;
  for (const ring of rings) {
    if (ring.length < 4)
      return 'Each ring of the zone needs at least three corners and must end where it starts.';
    const first = ring[0] as number[];
    const last = ring[ring.length - 1] as number[];
    if (first[0] !== last[0] || first[1] !== last[1])
      return 'The zone is not closed: its last point must be its first.';
    for (const p of ring) {
      const [lng, lat] = p as [number, number];
      if (
        p.length < 2 ||
        !Number.isFinite(lng) ||
        !Number.isFinite(lat) ||
        Math.abs(lat) > 90 ||
        Math.abs(lng) > 180
      )
        return 'Each point of the zone must be a [longitude, latitude] pair.';
      if (haversineKm(origin, { lat, lng }) > MAX_ZONE_REACH_KM)
        return `The zone must stay within ${MAX_ZONE_REACH_KM} km of the restaurant.`;
    }
  }
  return null;
}

/** One slab: up to `upToKm` road km (null: any distance beyond the slab before) costs `feePaise`. */
export type TFeeSlab = { upToKm: number | null; feePaise: number };

/** Up to 3 km ₹29, 3-6 km ₹49 (the flat fee charged before), over 6 km ₹69; the admin edits them. */
export const DEFAULT_DELIVERY_FEE_SLABS: readonly TFeeSlab[] = [
  { upToKm: 3, feePaise: 2900 },
  { upToKm: 6, feePaise: 4900 },
  { upToKm: null, feePaise: 6900 },
];

/** Why a list of slabs cannot price every distance, or null: ascending limits, the last one open. */
export function feeSlabsProblem(slabs: readonly TFeeSlab[]): string | null {
  if (slabs.length === 0) return 'Add at least one slab.';
  for (let i = 0; i < slabs.length; i++) {
    const s = slabs[i] as TFeeSlab;
    if (!Number.isInteger(s.feePaise) || s.feePaise < 0)
      return 'Each fee must be a whole number of paise, 0 or more.';
    const last = i === slabs.length - 1;
    if (last !== (s.upToKm === null)) return 'Only the last slab is open-ended ("over N km").';
    const before = i > 0 ? (slabs[i - 1] as TFeeSlab).upToKm : 0;
    if (s.upToKm !== null && !(s.upToKm > (before ?? 0)))
      return 'Each slab must reach further than the one before.';
  }
  return null;
}

/** The admin's slabs (rupees) in paise, and back: one rounding rule, money.ts's. */
export function feeSlabsToPaise(slabs: readonly { upToKm: number | null; fee: number }[]): TFeeSlab[] {
  return slabs.map((s) => ({ upToKm: s.upToKm, feePaise: rupeesToPaise(s.fee) }));
}
export function feeSlabsToRupees(slabs: readonly TFeeSlab[]): { upToKm: number | null; fee: number }[] {
  return slabs.map((s) => ({ upToKm: s.upToKm, fee: paiseToRupees(s.feePaise) }));
}

/** The fee for a road distance: the first slab that reaches it (slabs as feeSlabsProblem accepts). */
export function deliveryFeePaiseFor(distanceKm: number, slabs: readonly TFeeSlab[]): number {
  const slab = slabs.find((s) => s.upToKm === null || distanceKm <= s.upToKm) ?? slabs[slabs.length - 1];
  return slab?.feePaise ?? 0;
}

/**
 * What the delivery estimate learns from history (decision 043); each part falls back to its
 * default until there is enough of it: the kitchen's own median minutes from accepting to ready,
 * the orders in its kitchen now, the minutes riders take to reach a restaurant, and their speed.
 */
export type TEtaModel = {
  kitchenLoad: number;
  pickupMinutes: number;
  speedKmh: number;
};
export const DEFAULT_ETA_MODEL: TEtaModel = {
  kitchenLoad: 0,
  pickupMinutes: 0,
  speedKmh: DEFAULT_RIDE_SPEED_KMH,
};
/** Orders a kitchen handles at once without slowing down; each one more adds this many minutes. */
export const KITCHEN_FREE_ORDERS = 2;
export const MINUTES_PER_BUSY_ORDER = 2;

/**
 * Minutes from now to the door: the rider leaves the restaurant when both the food (prep, longer
 * when the kitchen is busy) and the rider (their way to it) are there, then rides the road distance.
 */
export function estimateDeliveryMinutes(
  distanceKm: number,
  prepMinutes: number | null,
  model: TEtaModel = DEFAULT_ETA_MODEL,
): number {
  const busy = Math.max(0, model.kitchenLoad - KITCHEN_FREE_ORDERS) * MINUTES_PER_BUSY_ORDER;
  const kitchen = (prepMinutes ?? DEFAULT_PREP_MINUTES) + busy;
  const ride = (distanceKm / Math.max(model.speedKmh, 1)) * 60;
  return Math.max(kitchen, model.pickupMinutes) + ride;
}

/** The estimate as a window: the earliest minute and ETA_WINDOW_MINUTES more (the promise). */
export function estimateEtaMinutes(
  distanceKm: number,
  prepMinutes: number | null,
  model: TEtaModel = DEFAULT_ETA_MODEL,
): { min: number; max: number } {
  const min = Math.max(1, Math.round(estimateDeliveryMinutes(distanceKm, prepMinutes, model)));
  return { min, max: min + ETA_WINDOW_MINUTES };
}

export type TServiceQuote = {
  deliverable: boolean;
  distanceKm: number;
  deliveryFeePaise: number;
  etaMinutes: { min: number; max: number };
};

/** Everything a card or the order needs about one restaurant and one customer point. */
export function quoteDelivery(
  restaurant: TLatLng & { zone: TDeliveryZone | null; prepMinutes: number | null },
  point: TLatLng,
  slabs: readonly TFeeSlab[],
  model: TEtaModel = DEFAULT_ETA_MODEL,
): TServiceQuote {
  // Priced on the distance shown, so a card reading 3.0 km never charges the 3-6 km fee.
  const distanceKm = roundKm(roadKm(restaurant, point));
  return {
    deliverable: isInZone(restaurant, restaurant.zone, point),
    distanceKm,
    deliveryFeePaise: deliveryFeePaiseFor(distanceKm, slabs),
    etaMinutes: estimateEtaMinutes(distanceKm, restaurant.prepMinutes, model),
  };
}
