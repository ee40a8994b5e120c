/**
 * Offline geocoding (decision 041): the localities of the areas the demo serves, with their pincode
 * and a centroid, so a customer can choose "Velachery" instead of dropping a pin and no call leaves
 * for an outside geocoder. The five area entries are the very centres the demo catalogue seeds its
 * restaurants around (apps/server/src/db/seed/demo-catalogue.ts); the others are neighbourhoods
 * within those areas, centroids hand-entered from public maps and rounded to ~100 m.
 */
import type { TArea } from '../constants.ts';

export type TLocality = { name: string; area: TArea; pincode: string; lat: number; lng: number };

export const LOCALITIES: readonly TLocality[] = [
  { name: 'Anna Nagar', area: 'Anna Nagar', pincode: '600040', lat: 13.085, lng: 80.21 },
  { name: 'Anna Nagar West', area: 'Anna Nagar', pincode: '600101', lat: 13.088, lng: 80.2 },
  { name: 'Shanthi Colony', area: 'Anna Nagar', pincode: '600040', lat: 13.081, lng: 80.214 },
  { name: 'T Nagar', area: 'T Nagar', pincode: '600017', lat: 13.041, lng: 80.234 },
  { name: 'West Mambalam', area: 'T Nagar', pincode: '600033', lat: 13.038, lng: 80.221 },
  { name: 'Kodambakkam', area: 'T Nagar', pincode: '600024', lat: 13.05, lng: 80.221 },
  { name: 'Velachery', area: 'Velachery', pincode: '600042', lat: 12.979, lng: 80.218 },
  { name: 'Vijaya Nagar', area: 'Velachery', pincode: '600042', lat: 12.975, lng: 80.222 },
  { name: 'Taramani', area: 'Velachery', pincode: '600113', lat: 12.986, lng: 80.243 },
  { name: 'Adyar', area: 'Adyar', pincode: '600020', lat: 13.006, lng: 80.257 },
  { name: 'Besant Nagar', area: 'Adyar', pincode: '600090', lat: 13.0, lng: 80.267 },
  { name: 'Thiruvanmiyur', area: 'Adyar', pincode: '600041', lat: 12.983, lng: 80.259 },
  { name: 'OMR', area: 'OMR', pincode: '600097', lat: 12.901, lng: 80.227 },
  { name: 'Thoraipakkam', area: 'OMR', pincode: '600097', lat: 12.942, lng: 80.236 },
  { name: 'Perungudi', area: 'OMR', pincode: '600096', lat: 12.965, lng: 80.246 },
  { name: 'Sholinganallur', area: 'OMR', pincode: '600119', lat: 12.901, lng: 80.228 },
];

/** The localities a pincode covers (several may share one). */
export function localitiesByPincode(pincode: string): TLocality[] {
  const pin = pincode.trim();
  return LOCALITIES.filter((l) => l.pincode === pin);
}
