import { useSyncExternalStore } from 'react';

/*
 * The customer's "Deliver to" place (decision 041), kept in this browser for guests and signed-in
 * customers alike. The server renders without one (it cannot read localStorage), so the first
 * screen is the same for everyone; a stored place is read after hydration.
 */

export type DeliveryLocation = { label: string; lat: number; lng: number };

const STORAGE_KEY = 'chennai-eats:deliver-to:v1';

function isLocation(v: unknown): v is DeliveryLocation {
  if (typeof v !== 'object' || v === null) return false;
  const o = v as Record<string, unknown>;
  return (
    typeof o.label === 'string' &&
    typeof o.lat === 'number' &&
    typeof o.lng === 'number' &&
    Number.isFinite(o.lat) &&
    Number.isFinite(o.lng) &&
    Math.abs(o.lat) <= 90 &&
    Math.abs(o.lng) <= 180
  );
}

function readLocal(): DeliveryLocation | null {
  try {
    const parsed: unknown = JSON.parse(window.localStorage.getItem(STORAGE_KEY) ?? 'null');
    return isLocation(parsed) ? { label: parsed.label, lat: parsed.lat, lng: parsed.lng } : null;
  } catch {
    return null;
  }
}

let current: DeliveryLocation | null = readLocal();
const listeners = new Set<() => void>();

/** Sets (or, with null, clears) the place every list and page delivers to. */
export function setDeliveryLocation(location: DeliveryLocation | null) {
  current = location;
  try {
    if (location === null) window.localStorage.removeItem(STORAGE_KEY);
    else window.localStorage.setItem(STORAGE_KEY, JSON.stringify(location));
  } catch {
    // Private mode or a full quota: the place still holds for this visit.
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (e: StorageEvent) => {
    if (e.key !== STORAGE_KEY && e.key !== null) return;
    current = readLocal();
    listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

const getSnapshot = () => current;
/** The server (and hydration) sees no place: the first screen stays the unlocated one. */
const getServerSnapshot = () => null;

export function useDeliveryLocation(): DeliveryLocation | null {
  return useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);
}

/** `{ lat, lng }` for a list's query, or nothing without a place. */
export function locationPoint(location: DeliveryLocation | null): { lat?: number; lng?: number } {
  return location ? { lat: location.lat, lng: location.lng } : {};
}
