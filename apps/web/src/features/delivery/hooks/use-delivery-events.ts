import { ORDER_STREAM_EVENTS, type TDeliveryPickup } from '@app/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { playChime } from '../../../lib/chime.ts';
import {
  type DeliveryQueryKey,
  deliveryEventEffect,
  type RiderStreamEvent,
} from './delivery-event-effects.ts';

const REFRESH_AFTER_MS = 250;

/**
 * The rider's live feed over the order stream (Server-Sent Events): a new pickup, an order another
 * rider took, an admin's unassign. What each event changes is `deliveryEventEffect`: a new pickup
 * chimes and is announced only on duty; another rider's take leaves the pickups list without a
 * request. Returns whether the stream is connected and the latest announcement.
 */
export function useDeliveryEvents(onDuty: boolean): { live: boolean; announcement: string } {
  const queryClient = useQueryClient();
  const [live, setLive] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const count = useRef(0);
  const duty = useRef(onDuty);
  duty.current = onDuty;

  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    const source = new EventSource('/api/orders/events');
    // Events come in bursts (accepted, then ready): one refetch per read after the burst, not one
    // per event cancelling the last one's request half-way.
    let timer: ReturnType<typeof setTimeout> | undefined;
    const due = new Map<string, DeliveryQueryKey>();
    const refresh = (keys: readonly DeliveryQueryKey[]) => {
      if (keys.length === 0) return;
      for (const key of keys) due.set(key.join('/'), key);
      clearTimeout(timer);
      timer = setTimeout(() => {
        const keysNow = [...due.values()];
        due.clear();
        for (const queryKey of keysNow) void queryClient.invalidateQueries({ queryKey });
      }, REFRESH_AFTER_MS);
    };
    source.addEventListener(ORDER_STREAM_EVENTS.order, (message) => {
      const event = JSON.parse((message as MessageEvent<string>).data) as RiderStreamEvent;
      const effect = deliveryEventEffect(event, duty.current);
      if (effect.dropPickup) {
        const gone = effect.dropPickup;
        queryClient.setQueriesData<{ items: TDeliveryPickup[]; total: number }>(
          { queryKey: ['delivery', 'pickups'] },
          (page) =>
            page?.items.some((p) => p._id === gone)
              ? { items: page.items.filter((p) => p._id !== gone), total: Math.max(0, page.total - 1) }
              : page,
        );
      }
      refresh(effect.refetch);
      if (effect.announce) {
        count.current += 1;
        setAnnouncement(`New order ready for pickup (${count.current})`);
        playChime([880, 1320]);
      }
    });
    // Changes may have been missed: every delivery read again.
    source.addEventListener(ORDER_STREAM_EVENTS.resync, () => refresh([['delivery']]));
    source.onopen = () => setLive(true);
    source.onerror = () => setLive(false);
    return () => {
      clearTimeout(timer);
      source.close();
    };
  }, [queryClient]);

  return { live, announcement };
}
