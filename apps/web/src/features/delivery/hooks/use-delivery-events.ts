import type { TDeliveryPickup } from '@app/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { playChime } from '../../../lib/chime.ts';
import { useOrderStream } from '../../../lib/order-stream.ts';
import { keys } from '../../../queries/keys.ts';
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
  const [announcement, setAnnouncement] = useState('');
  const count = useRef(0);
  // Events come in bursts (accepted, then ready): one refetch per read after the burst, not one
  // per event cancelling the last one's request half-way.
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const due = useRef(new Map<string, DeliveryQueryKey>());
  useEffect(() => () => clearTimeout(timer.current), []);

  const refresh = (keys: readonly DeliveryQueryKey[]) => {
    if (keys.length === 0) return;
    for (const key of keys) due.current.set(key.join('/'), key);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      const keysNow = [...due.current.values()];
      due.current.clear();
      for (const queryKey of keysNow) void queryClient.invalidateQueries({ queryKey });
    }, REFRESH_AFTER_MS);
  };

  const live = useOrderStream({
    // A new pickup must reach a rider on duty looking at another tab.
    whileHidden: onDuty,
    onOrder: (event) => {
      const effect = deliveryEventEffect(event as RiderStreamEvent, onDuty);
      if (effect.dropPickup) {
        const gone = effect.dropPickup;
        queryClient.setQueriesData<{ items: TDeliveryPickup[]; total: number }>(
          { queryKey: keys.delivery.pickupsAll },
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
    },
    // Changes may have been missed: every delivery read again.
    onResync: () => refresh([keys.delivery.all]),
  });

  return { live, announcement };
}
