import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { haversineKm } from '../delivery/geo.ts';
import {
  boundingBox,
  DEFAULT_DELIVERY_FEE_SLABS,
  DEFAULT_DELIVERY_RADIUS_KM,
  deliveryFeePaiseFor,
  estimateEtaMinutes,
  feeSlabsProblem,
  isInZone,
  MAX_ZONE_POINTS,
  pointInPolygon,
  quoteDelivery,
  ROAD_FACTOR,
  roadKm,
  type TGeoJsonPolygon,
  zonePolygonProblem,
  zoneReachKm,
} from './serviceability.ts';

// Around Chennai: the generators stay where the product works.
const chennaiPoint = fc.record({
  lat: fc.double({ min: 12.7, max: 13.3, noNaN: true }),
  lng: fc.double({ min: 80.0, max: 80.4, noNaN: true }),
});
const T_NAGAR = { lat: 13.041, lng: 80.234 };
const VELACHERY = { lat: 12.979, lng: 80.218 };
const ANNA_NAGAR = { lat: 13.085, lng: 80.21 };

/** An axis-aligned rectangle as a GeoJSON polygon (closed ring, [lng, lat]). */
function rectangle(minLng: number, minLat: number, maxLng: number, maxLat: number): TGeoJsonPolygon {
  return {
    type: 'Polygon',
    coordinates: [
      [
        [minLng, minLat],
        [maxLng, minLat],
        [maxLng, maxLat],
        [minLng, maxLat],
        [minLng, minLat],
      ],
    ],
  };
}

describe('distance', () => {
  it('is symmetric, zero to itself, and the road is the straight line times the factor', () => {
    fc.assert(
      fc.property(chennaiPoint, chennaiPoint, (a, b) => {
        expect(haversineKm(a, b)).toBeCloseTo(haversineKm(b, a), 9);
        expect(haversineKm(a, a)).toBe(0);
        expect(roadKm(a, b)).toBeCloseTo(haversineKm(a, b) * ROAD_FACTOR, 9);
      }),
    );
  });

  it('obeys the triangle inequality', () => {
    fc.assert(
      fc.property(chennaiPoint, chennaiPoint, chennaiPoint, (a, b, c) => {
        expect(haversineKm(a, c)).toBeLessThanOrEqual(haversineKm(a, b) + haversineKm(b, c) + 1e-9);
      }),
    );
  });

  it('measures T Nagar to Velachery at about 7.1 km in a straight line', () => {
    expect(haversineKm(T_NAGAR, VELACHERY)).toBeGreaterThan(6.9);
    expect(haversineKm(T_NAGAR, VELACHERY)).toBeLessThan(7.3);
  });
});

describe('zones', () => {
  it('a null zone is the default radius', () => {
    expect(isInZone(T_NAGAR, null, { lat: 13.05, lng: 80.24 })).toBe(true);
    // Anna Nagar is ~6.5 km from T Nagar; Velachery ~7.1 km: just outside 7 km.
    expect(isInZone(T_NAGAR, null, VELACHERY)).toBe(false);
    expect(zoneReachKm(T_NAGAR, null)).toBe(DEFAULT_DELIVERY_RADIUS_KM);
  });

  it('a radius zone holds exactly the points within its km', () => {
    fc.assert(
      fc.property(chennaiPoint, chennaiPoint, fc.double({ min: 0.5, max: 30, noNaN: true }), (o, p, km) => {
        expect(isInZone(o, { kind: 'radius', km }, p)).toBe(haversineKm(o, p) <= km);
      }),
    );
  });

  it('a rectangle polygon holds exactly the points inside its edges', () => {
    const box = rectangle(80.2, 13.0, 80.25, 13.05);
    fc.assert(
      fc.property(chennaiPoint, (p) => {
        const inside = p.lng > 80.2 && p.lng < 80.25 && p.lat > 13.0 && p.lat < 13.05;
        const onEdge = [80.2, 80.25].includes(p.lng) || [13.0, 13.05].includes(p.lat);
        if (!onEdge) expect(pointInPolygon(p, box)).toBe(inside);
      }),
    );
  });

  it('a concave polygon (an L) and a hole are honoured', () => {
    const l: TGeoJsonPolygon = {
      type: 'Polygon',
      coordinates: [
        [
          [80.2, 13.0],
          [80.3, 13.0],
          [80.3, 13.02],
          [80.22, 13.02],
          [80.22, 13.1],
          [80.2, 13.1],
          [80.2, 13.0],
        ],
      ],
    };
    expect(pointInPolygon({ lat: 13.01, lng: 80.29 }, l)).toBe(true); // the foot
    expect(pointInPolygon({ lat: 13.09, lng: 80.21 }, l)).toBe(true); // the stem
    expect(pointInPolygon({ lat: 13.09, lng: 80.29 }, l)).toBe(false); // the notch
    const withHole = rectangle(80.2, 13.0, 80.3, 13.1);
    withHole.coordinates.push(rectangle(80.24, 13.04, 80.26, 13.06).coordinates[0] as number[][]);
    expect(pointInPolygon({ lat: 13.05, lng: 80.25 }, withHole)).toBe(false);
    expect(pointInPolygon({ lat: 13.02, lng: 80.22 }, withHole)).toBe(true);
  });

  it('is the same whichever way the ring is wound', () => {
    const box = rectangle(80.2, 13.0, 80.25, 13.05);
    const reversed: TGeoJsonPolygon = {
      type: 'Polygon',
      coordinates: [[...(box.coordinates[0] ?? [])].reverse()],
    };
    fc.assert(
      fc.property(chennaiPoint, (p) => {
        expect(pointInPolygon(p, reversed)).toBe(pointInPolygon(p, box));
      }),
    );
  });

  it('every point of a zone is within its reach, and inside the bounding box of that reach', () => {
    const zone = { kind: 'polygon' as const, polygon: rectangle(80.2, 13.0, 80.26, 13.07) };
    fc.assert(
      fc.property(chennaiPoint, chennaiPoint, (origin, p) => {
        if (!isInZone(origin, zone, p)) return;
        const reach = zoneReachKm(origin, zone);
        expect(haversineKm(origin, p)).toBeLessThanOrEqual(reach + 1e-6);
        const box = boundingBox(p, reach);
        expect(origin.lat).toBeGreaterThanOrEqual(box.minLat);
        expect(origin.lat).toBeLessThanOrEqual(box.maxLat);
        expect(origin.lng).toBeGreaterThanOrEqual(box.minLng);
        expect(origin.lng).toBeLessThanOrEqual(box.maxLng);
      }),
    );
  });

  it('the bounding box of a radius never leaves out a point within it', () => {
    fc.assert(
      fc.property(chennaiPoint, chennaiPoint, fc.double({ min: 0.5, max: 50, noNaN: true }), (c, p, km) => {
        if (haversineKm(c, p) > km) return;
        const box = boundingBox(c, km);
        expect(p.lat >= box.minLat && p.lat <= box.maxLat && p.lng >= box.minLng && p.lng <= box.maxLng).toBe(
          true,
        );
      }),
    );
  });
});

describe('validating a drawn zone', () => {
  it('accepts a closed ring near the restaurant', () => {
    expect(zonePolygonProblem(T_NAGAR, rectangle(80.2, 13.0, 80.26, 13.07))).toBeNull();
  });

  it('refuses an open ring, too few corners, too many points and a zone far away', () => {
    const open = rectangle(80.2, 13.0, 80.26, 13.07);
    open.coordinates[0]?.pop();
    expect(zonePolygonProblem(T_NAGAR, open)).toMatch(/not closed|at least three/);
    expect(
      zonePolygonProblem(T_NAGAR, {
        type: 'Polygon',
        coordinates: [
          [
            [80.2, 13],
            [80.21, 13],
            [80.2, 13],
          ],
        ],
      }),
    ).toMatch(/at least three/);
    const many = Array.from({ length: MAX_ZONE_POINTS + 1 }, (_, i) => {
      const a = (2 * Math.PI * i) / MAX_ZONE_POINTS;
      return [80.234 + 0.05 * Math.cos(a), 13.041 + 0.05 * Math.sin(a)];
    });
    expect(zonePolygonProblem(T_NAGAR, { type: 'Polygon', coordinates: [many] })).toMatch(
      /at most 200 points/,
    );
    // Bengaluru is ~290 km away.
    expect(zonePolygonProblem(T_NAGAR, rectangle(77.5, 12.9, 77.7, 13.0))).toMatch(/within 50 km/);
  });
});

describe('fees by distance', () => {
  it('charges the slab that reaches the distance', () => {
    expect(deliveryFeePaiseFor(0, DEFAULT_DELIVERY_FEE_SLABS)).toBe(2900);
    expect(deliveryFeePaiseFor(3, DEFAULT_DELIVERY_FEE_SLABS)).toBe(2900);
    expect(deliveryFeePaiseFor(3.1, DEFAULT_DELIVERY_FEE_SLABS)).toBe(4900);
    expect(deliveryFeePaiseFor(6, DEFAULT_DELIVERY_FEE_SLABS)).toBe(4900);
    expect(deliveryFeePaiseFor(6.1, DEFAULT_DELIVERY_FEE_SLABS)).toBe(6900);
    expect(deliveryFeePaiseFor(40, DEFAULT_DELIVERY_FEE_SLABS)).toBe(6900);
  });

  it('is an integer number of paise, never less for a longer ride when the slabs rise', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 60, noNaN: true }),
        fc.double({ min: 0, max: 60, noNaN: true }),
        (a, b) => {
          const [near, far] = a <= b ? [a, b] : [b, a];
          const fNear = deliveryFeePaiseFor(near, DEFAULT_DELIVERY_FEE_SLABS);
          expect(Number.isInteger(fNear)).toBe(true);
          expect(fNear).toBeLessThanOrEqual(deliveryFeePaiseFor(far, DEFAULT_DELIVERY_FEE_SLABS));
        },
      ),
    );
  });

  it('accepts ascending slabs ending open, and says what is wrong otherwise', () => {
    expect(feeSlabsProblem(DEFAULT_DELIVERY_FEE_SLABS)).toBeNull();
    expect(feeSlabsProblem([])).toMatch(/at least one/);
    expect(feeSlabsProblem([{ upToKm: 3, feePaise: 100 }])).toMatch(/last slab/);
    expect(
      feeSlabsProblem([
        { upToKm: 5, feePaise: 100 },
        { upToKm: 3, feePaise: 100 },
        { upToKm: null, feePaise: 100 },
      ]),
    ).toMatch(/further/);
    expect(feeSlabsProblem([{ upToKm: null, feePaise: 10.5 }])).toMatch(/whole number/);
  });
});

describe('the simple estimate', () => {
  it('is prep time plus the ride, a window of whole minutes that grows with distance', () => {
    expect(estimateEtaMinutes(6, 20)).toEqual({ min: 40, max: 50 });
    expect(estimateEtaMinutes(0, null)).toEqual({ min: 15, max: 25 });
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 60, noNaN: true }),
        fc.double({ min: 0, max: 60, noNaN: true }),
        (a, b) => {
          const [near, far] = a <= b ? [a, b] : [b, a];
          const e = estimateEtaMinutes(near, null);
          expect(Number.isInteger(e.min) && e.max > e.min).toBe(true);
          expect(e.min).toBeLessThanOrEqual(estimateEtaMinutes(far, null).min);
        },
      ),
    );
  });

  it('quotes the fee on the distance it shows', () => {
    const q = quoteDelivery(
      { ...T_NAGAR, zone: null, prepMinutes: null },
      ANNA_NAGAR,
      DEFAULT_DELIVERY_FEE_SLABS,
    );
    expect(q.deliverable).toBe(true);
    expect(q.distanceKm).toBe(Math.round(roadKm(T_NAGAR, ANNA_NAGAR) * 10) / 10);
    expect(q.deliveryFeePaise).toBe(deliveryFeePaiseFor(q.distanceKm, DEFAULT_DELIVERY_FEE_SLABS));
  });
});
