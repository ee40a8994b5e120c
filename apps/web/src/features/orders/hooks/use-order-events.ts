import type { TOrder } from '@app/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useOrderStream } from '../../../lib/order-stream.ts';
import { keys } from '../../../queries/keys.ts';
import { withRiderPosition } from '../order-position.ts';

/**
 * Live order changes while the customer's orders are open, over the tab's one order stream: a
 * rider's position moves the order where it is shown, with no request (it comes every second or
 * two); any other change, and each resync (the server's, a reconnect, a return to the tab),
 * refreshes the order queries. Returns whether the stream is connected.
 */
export function useOrderEvents(): boolean {
  const queryClient = useQueryClient();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: keys.orders.all });
  return useOrderStream({
    onOrder: (event) => {
      const { position } = event;
      if (event.kind !== 'location' || !position) return refresh();
      const move = (o: TOrder) => (o._id === event.orderId ? withRiderPosition(o, position) : o);
      queryClient.setQueryData<TOrder>(keys.orders.one(event.orderId), (o) => o && move(o));
      queryClient.setQueriesData<{ items: TOrder[]; total: number }>(
        { queryKey: keys.orders.mine(1).slice(0, 2) },
        (page) => page && { ...page, items: page.items.map(move) },
      );
    },
    onResync: refresh,
  });
}
