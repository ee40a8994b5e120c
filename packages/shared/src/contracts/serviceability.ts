import { z } from 'zod';
import { AREAS } from '../constants.ts';
import { MAX_ZONE_POINTS, MAX_ZONE_RADIUS_KM } from '../geo/serviceability.ts';
import { ZId } from './common.ts';

const lat = z.coerce
  .number({ message: 'must be a number' })
  .min(-90, 'must be between -90 and 90')
  .max(90, 'must be between -90 and 90');
const lng = z.coerce
  .number({ message: 'must be a number' })
  .min(-180, 'must be between -180 and 180')
  .max(180, 'must be between -180 and 180');

/** `?lat=&lng=` on the lists: both or neither. */
export const ZOptionalPoint = z.object({ lat: lat.optional(), lng: lng.optional() });
export const bothOrNeither = (p: { lat?: number | undefined; lng?: number | undefined }) =>
  (p.lat === undefined) === (p.lng === undefined);
export const BOTH_OR_NEITHER = { path: ['lat'], message: 'lat and lng go together: send both or neither' };

export const ZServiceabilityQuery = z.object({ restaurantId: ZId, lat, lng });
export type TServiceabilityQuery = z.infer<typeof ZServiceabilityQuery>;

export const ZEtaMinutes = z.object({ min: z.number().int(), max: z.number().int() });

/** GET /api/serviceability. Fee in rupees like the rest of the API; `reason` says why not, else null. */
export const ZServiceability = z.object({
  deliverable: z.boolean(),
  distanceKm: z.number(),
  deliveryFee: z.number(),
  etaMinutes: ZEtaMinutes,
  reason: z.string().nullable(),
});
export type TServiceability = z.infer<typeof ZServiceability>;

/** What a list entry carries when the list was asked for a location. */
export const ZDeliveryQuoteFields = z.object({
  distanceKm: z.number().optional(),
  etaMinutes: ZEtaMinutes.optional(),
});

const position = z
  .array(z.number({ message: 'must be a number' }).finite(), {
    message: 'must be a [longitude, latitude] pair',
  })
  .min(2, 'must be a [longitude, latitude] pair')
  .max(3, 'must be a [longitude, latitude] pair');

export const ZGeoJsonPolygon = z.object({
  type: z.literal('Polygon', { message: 'must be "Polygon"' }),
  coordinates: z
    .array(z.array(position).max(MAX_ZONE_POINTS + 1, `must have at most ${MAX_ZONE_POINTS} points`), {
      message: 'must be a list of rings',
    })
    .min(1, 'needs an outline')
    .max(20, 'may have at most 20 rings'),
});

/** A restaurant's delivery zone; null (or absent) is the default radius. */
export const ZDeliveryZone = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('radius'),
    km: z
      .number({ message: 'must be a number' })
      .gt(0, 'must be more than 0')
      .max(MAX_ZONE_RADIUS_KM, `must be at most ${MAX_ZONE_RADIUS_KM} km`),
  }),
  z.object({ kind: z.literal('polygon'), polygon: ZGeoJsonPolygon }),
]);

/** PUT /api/restaurants/:id/delivery-zone: `{ zone: null }` goes back to the default radius. */
export const ZDeliveryZoneInput = z.object({ zone: ZDeliveryZone.nullable() });
export type TDeliveryZoneInput = z.infer<typeof ZDeliveryZoneInput>;
export const ZDeliveryZoneResponse = z.object({ restaurantId: z.string(), zone: ZDeliveryZone.nullable() });

/** One fee slab as the admin edits it: rupees, `upToKm` null for "over the last limit". */
export const ZFeeSlab = z.object({
  upToKm: z.number({ message: 'must be a number' }).positive('must be more than 0').max(100).nullable(),
  fee: z
    .number({ message: 'must be a number' })
    .min(0, 'must be 0 or more')
    .max(10_000, 'must be at most 10000'),
});
export type TFeeSlabInput = z.infer<typeof ZFeeSlab>;

export const ZLocality = z.object({
  name: z.string(),
  area: z.enum(AREAS),
  pincode: z.string(),
  lat: z.number(),
  lng: z.number(),
});
export const ZLocalities = z.array(ZLocality);
