import type { TOrder, TOrderStatusInput } from '@app/shared';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { keys } from '../../../queries/keys.ts';

const ACTIVE = 'Processing,Preparing,On the way';
const DONE = 'Delivered,Cancelled';

/** The board's reads: open orders, those finished since `since` (today, in India), and those booked for later. */
export const boardQuery = (restaurantId: string, since: string) =>
  queryOptions({
    queryKey: keys.owner.board(restaurantId, since),
    queryFn: async ({ signal }) => {
      // Every open order and every one done today, page after page: a busy day is never cut at 100.
      const base = `/orders?scope=restaurant&restaurantId=${restaurantId}`;
      const [open, done, later] = await Promise.all([
        api.getAll<TOrder>(`${base}&status=${encodeURIComponent(ACTIVE)}`, signal),
        api.getAll<TOrder>(
          `${base}&status=${encodeURIComponent(DONE)}&since=${encodeURIComponent(since)}`,
          signal,
        ),
        // Booked for later (decision 053): on the board from their kitchen time; listed till then.
        api.getAll<TOrder>(`${base}&later=true`, signal),
      ]);
      const soonestFirst = (a: TOrder, b: TOrder) =>
        (a.scheduledFor ?? '').localeCompare(b.scheduledFor ?? '');
      return { open, done, later: later.sort(soonestFirst) };
    },
  });

export function useMoveOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: TOrderStatusInput & { id: string }) =>
      api.send<TOrder>('POST', `/orders/${id}/status`, body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: keys.owner.boards }),
  });
}

/** Ready for pickup (POST /api/orders/{id}/ready, the delivery module's): riders then see it. */
export function useMarkReady() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.send<TOrder>('POST', `/orders/${id}/ready`, {}),
    onSettled: () => queryClient.invalidateQueries({ queryKey: keys.owner.boards }),
  });
}
