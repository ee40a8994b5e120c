import { RIDER_POSITION_EVERY_MS } from '@app/shared';
import { useEffect, useRef } from 'react';
import { sendRiderPosition } from '../api/offer.ts';
import type { TPhonePosition } from './use-phone-position.ts';

/**
 * While on duty, the phone's latest position goes to the dispatcher every few seconds (decision
 * 043): without it, no offer reaches this rider (the pickups board still does).
 */
export function useDutyPosition(onDuty: boolean, position: TPhonePosition | null) {
  const latest = useRef(position);
  latest.current = position;
  const hasFix = position !== null;
  useEffect(() => {
    if (!onDuty || !hasFix) return;
    const send = () => {
      const now = latest.current;
      if (now) void sendRiderPosition({ lat: now.lat, lng: now.lng }).catch(() => undefined);
    };
    send();
    const timer = setInterval(send, RIDER_POSITION_EVERY_MS);
    return () => clearInterval(timer);
  }, [onDuty, hasFix]);
}
