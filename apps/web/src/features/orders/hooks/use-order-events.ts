import { useQueryClient } from '@tanstack/react-query';
import { useOrderStream } from '../../../lib/order-stream.ts';
import { keys } from '../../../queries/keys.ts';

/**
 * Live order changes while the customer's orders are open, over the tab's one order stream: each
 * change, and each resync (the server's, a reconnect, a return to the tab), refreshes the order
 * queries. Returns whether the stream is connected.
 */
export function useOrderEvents(): boolean {
  const queryClient = useQueryClient();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: keys.orders.all });
  return useOrderStream({ onOrder: refresh, onResync: refresh });
}
