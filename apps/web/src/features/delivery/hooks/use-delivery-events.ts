import { ORDER_STREAM_EVENTS } from '@app/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';

const REFRESH_AFTER_MS = 250;

/** A short two-tone chime through Web Audio (no sound file to download). */
function chime() {
  try {
    const audio = new AudioContext();
    for (const [i, freq] of [880, 1320].entries()) {
      const tone = audio.createOscillator();
      const gain = audio.createGain();
      tone.frequency.value = freq;
      gain.gain.value = 0.15;
      tone.connect(gain).connect(audio.destination);
      tone.start(audio.currentTime + i * 0.18);
      tone.stop(audio.currentTime + i * 0.18 + 0.15);
    }
    setTimeout(() => void audio.close(), 800);
  } catch {
    // No audio (autoplay policy, old browser): the list still updates and the toast still shows.
  }
}

/**
 * The rider's live feed over the order stream (Server-Sent Events): a new pickup, an order another
 * rider took, an admin's unassign. Every event refreshes the delivery queries; a new pickup also
 * chimes and is announced. Returns whether the stream is connected and the latest announcement.
 */
export function useDeliveryEvents(): { live: boolean; announcement: string } {
  const queryClient = useQueryClient();
  const [live, setLive] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const count = useRef(0);

  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    const source = new EventSource('/api/orders/events');
    // Events come in bursts (accepted, then ready): one refetch after the burst, not one per event
    // cancelling the last one's request half-way.
    let timer: ReturnType<typeof setTimeout> | undefined;
    const refresh = () => {
      clearTimeout(timer);
      timer = setTimeout(
        () => void queryClient.invalidateQueries({ queryKey: ['delivery'] }),
        REFRESH_AFTER_MS,
      );
    };
    source.addEventListener(ORDER_STREAM_EVENTS.order, (message) => {
      refresh();
      const event = JSON.parse((message as MessageEvent<string>).data) as { kind?: string };
      if (event.kind === 'ready') {
        count.current += 1;
        setAnnouncement(`New order ready for pickup (${count.current})`);
        chime();
      }
    });
    source.addEventListener(ORDER_STREAM_EVENTS.resync, refresh);
    source.onopen = () => setLive(true);
    source.onerror = () => setLive(false);
    return () => {
      clearTimeout(timer);
      source.close();
    };
  }, [queryClient]);

  return { live, announcement };
}
