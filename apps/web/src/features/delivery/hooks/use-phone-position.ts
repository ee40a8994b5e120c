import { useEffect, useState } from 'react';

export type TPhonePosition = { lat: number; lng: number; at: number };

/**
 * The phone's position while `active` (Geolocation watchPosition); null until the first fix, when
 * the rider declines, or where there is no GPS. Stops watching when no longer active.
 */
export function usePhonePosition(active: boolean): { position: TPhonePosition | null; denied: boolean } {
  const [position, setPosition] = useState<TPhonePosition | null>(null);
  const [denied, setDenied] = useState(false);
  useEffect(() => {
    if (!active || typeof navigator === 'undefined' || !navigator.geolocation) return;
    const id = navigator.geolocation.watchPosition(
      (p) => {
        setDenied(false);
        setPosition({ lat: p.coords.latitude, lng: p.coords.longitude, at: Date.now() });
      },
      (err) => setDenied(err.code === err.PERMISSION_DENIED),
      { enableHighAccuracy: true, maximumAge: 2_000, timeout: 20_000 },
    );
    return () => navigator.geolocation.clearWatch(id);
  }, [active]);
  return { position, denied };
}
