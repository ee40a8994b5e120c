import { useEffect, useRef, useState } from 'react';

/** `restaurantId`: the order's restaurant (absent from what riders are told). */
export type OrderStreamEvent = { orderId: string; status: string; restaurantId?: string };

/**
 * The live order stream (GET /api/orders/events, Server-Sent Events; the browser reconnects by
 * itself) for workspaces: `onEvent` hears every change the signed-in user may see, and once more
 * with null after a reconnect (for what was missed). Returns whether the stream is connected.
 */
export function useOrderEventStream(onEvent: (event: OrderStreamEvent | null) => void): boolean {
  const [live, setLive] = useState(false);
  const handler = useRef(onEvent);
  handler.current = onEvent;

  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    const source = new EventSource('/api/orders/events');
    let dropped = false;
    source.addEventListener('order', (e) => {
      try {
        handler.current(JSON.parse((e as MessageEvent<string>).data) as OrderStreamEvent);
      } catch {
        handler.current(null);
      }
    });
    source.onopen = () => {
      setLive(true);
      if (dropped) handler.current(null);
      dropped = false;
    };
    source.onerror = () => {
      setLive(false);
      dropped = true;
    };
    return () => source.close();
  }, []);

  return live;
}
