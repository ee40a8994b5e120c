import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';

/**
 * Live order changes while the page is open (Server-Sent Events; the browser reconnects by itself).
 * Each change refreshes the order queries; after a drop they are refreshed too, for what was missed.
 * Returns whether the stream is connected.
 */
export function useOrderEvents(): boolean {
  const queryClient = useQueryClient();
  const [live, setLive] = useState(false);

  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    const source = new EventSource('/api/orders/events');
    const refresh = () => void queryClient.invalidateQueries({ queryKey: ['orders'] });
    let dropped = false;
    source.addEventListener('order', refresh);
    source.onopen = () => {
      setLive(true);
      if (dropped) refresh();
      dropped = false;
    };
    source.onerror = () => {
      setLive(false);
      dropped = true;
    };
    return () => source.close();
  }, [queryClient]);

  return live;
}
