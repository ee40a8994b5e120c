import { ORDER_STREAM_EVENTS } from '@app/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';

/** After the server refused the stream (e.g. 503 while its database was away), try again this soon. */
const REOPEN_AFTER_MS = 5_000;

/**
 * Live order changes while the page is open (Server-Sent Events; the browser reconnects by itself).
 * Each change refreshes the order queries; so do a reconnect after a drop and the server's `resync`
 * (its database connection came back, so it may have missed changes). A stream the server refused
 * outright (the browser gives up on those) is opened again after a pause.
 * Returns whether the stream is connected.
 */
export function useOrderEvents(): boolean {
  const queryClient = useQueryClient();
  const [live, setLive] = useState(false);

  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    const refresh = () => void queryClient.invalidateQueries({ queryKey: ['orders'] });
    let source: EventSource | null = null;
    let reopenTimer: ReturnType<typeof setTimeout> | undefined;
    let dropped = false;
    const open = () => {
      const current = new EventSource('/api/orders/events');
      source = current;
      current.addEventListener(ORDER_STREAM_EVENTS.order, refresh);
      current.addEventListener(ORDER_STREAM_EVENTS.resync, refresh);
      current.onopen = () => {
        setLive(true);
        if (dropped) refresh();
        dropped = false;
      };
      current.onerror = () => {
        setLive(false);
        dropped = true;
        if (current.readyState === EventSource.CLOSED) {
          current.close();
          reopenTimer = setTimeout(open, REOPEN_AFTER_MS);
        }
      };
    };
    open();
    return () => {
      clearTimeout(reopenTimer);
      source?.close();
    };
  }, [queryClient]);

  return live;
}
