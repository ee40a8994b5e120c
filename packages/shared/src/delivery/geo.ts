/** Distances and places for delivery: pickup/drop points, map-app links, arrival estimates. */
export type TLatLng = { lat: number; lng: number };

const EARTH_RADIUS_KM = 6371;
const toRad = (deg: number) => (deg * Math.PI) / 180;

/** Great-circle distance in kilometres. */
export function haversineKm(a: TLatLng, b: TLatLng): number {
  const dLat = toRad(b.lat - a.lat);
  const dLng = toRad(b.lng - a.lng);
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(toRad(a.lat)) * Math.cos(toRad(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/**
 * Where a drop address is, roughly: addresses are typed, not geocoded, so the drop point is the
 * centre of the neighbourhood the address or pincode names (the areas the product serves).
 */
export const AREA_CENTRES: readonly (TLatLng & { name: string; pincode: string })[] = [
  { name: 'Anna Nagar', pincode: '600040', lat: 13.085, lng: 80.21 },
  { name: 'T Nagar', pincode: '600017', lat: 13.041, lng: 80.234 },
  { name: 'Velachery', pincode: '600042', lat: 12.979, lng: 80.218 },
  { name: 'Adyar', pincode: '600020', lat: 13.006, lng: 80.257 },
  { name: 'OMR', pincode: '600097', lat: 12.901, lng: 80.227 },
];

export function areaOf(address: string, zip: string): (typeof AREA_CENTRES)[number] | null {
  const text = address.toLowerCase();
  return (
    AREA_CENTRES.find((a) => text.includes(a.name.toLowerCase())) ??
    AREA_CENTRES.find((a) => a.pincode === zip.trim()) ??
    null
  );
}

/** The drop area a rider sees before accepting: the neighbourhood and pincode, never the street. */
export function dropAreaOf(address: string, zip: string): string {
  const area = areaOf(address, zip);
  if (area) return `${area.name}, ${zip.trim()}`;
  const last = address.split(',').at(-1)?.trim() ?? '';
  return [last, zip.trim()].filter(Boolean).join(', ');
}

/** A link that opens the route in the phone's map app (Google Maps' universal URL). */
export function directionsUrl(destination: TLatLng | string): string {
  const to = typeof destination === 'string' ? destination : `${destination.lat},${destination.lng}`;
  return `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(to)}`;
}

/** Riders in city traffic: used when too few positions have come in to know their speed. */
export const DEFAULT_COURIER_SPEED_MPS = 5;
const MIN_SPEED_MPS = 1.5;

/** Minutes to arrive from `from` to `to` at the rider's recent speed (at least 1). */
export function etaMinutes(from: TLatLng, to: TLatLng, speedMps: number | null): number {
  const speed = Math.max(MIN_SPEED_MPS, speedMps ?? DEFAULT_COURIER_SPEED_MPS);
  return Math.max(1, Math.round((haversineKm(from, to) * 1000) / speed / 60));
}
