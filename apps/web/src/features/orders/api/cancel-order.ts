import type { TOrder } from '@app/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { keys } from '../../../queries/keys.ts';

export const cancelOrder = (orderId: string) =>
  api.send<TOrder>('POST', `/orders/${encodeURIComponent(orderId)}/status`, { status: 'Cancelled' });

export function useCancelOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelOrder,
    onSettled: () => queryClient.invalidateQueries({ queryKey: keys.orders.all }),
  });
}
