import { COURIER_LOCATION_MIN_INTERVAL_MS, COURIER_LOCATION_SEND_EVERY_MS } from '@app/shared';
import { useEffect, useRef } from 'react';
import { sendCourierLocation } from '../api/deliveries.ts';
import type { TPhonePosition } from './use-phone-position.ts';

/**
 * While an order is on the way, sends the phone's position: at once when it moves (never more
 * than once a second, the server's limit) and again every few seconds while it stays put.
 */
export function useSendPosition(orderId: string | null, position: TPhonePosition | null) {
  const lastSent = useRef(0);
  const latest = useRef(position);
  latest.current = position;

  useEffect(() => {
    if (!orderId || !position) return;
    const wait = lastSent.current + COURIER_LOCATION_MIN_INTERVAL_MS + 100 - Date.now();
    const timer = setTimeout(
      () => {
        const now = latest.current;
        if (!now) return;
        lastSent.current = Date.now();
        void sendCourierLocation(orderId, { lat: now.lat, lng: now.lng }).catch(() => undefined);
      },
      Math.max(0, wait),
    );
    return () => clearTimeout(timer);
  }, [orderId, position]);

  useEffect(() => {
    if (!orderId) return;
    const timer = setInterval(() => {
      const now = latest.current;
      if (!now || Date.now() - lastSent.current < COURIER_LOCATION_SEND_EVERY_MS) return;
      lastSent.current = Date.now();
      void sendCourierLocation(orderId, { lat: now.lat, lng: now.lng }).catch(() => undefined);
    }, COURIER_LOCATION_SEND_EVERY_MS);
    return () => clearInterval(timer);
  }, [orderId]);
}
