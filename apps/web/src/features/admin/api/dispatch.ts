import type { TAdminUser, TCurrentDelivery, TDispatchQueueRow } from '@app/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { keys } from '../../../queries/keys.ts';

const QUEUE_PAGE_SIZE = 20;

/** Orders being prepared with no rider yet, oldest first, and whom each is offered to (decision 043). */
export const dispatchQueueQuery = (page: number) =>
  queryOptions({
    queryKey: keys.dispatch.queue(page),
    queryFn: ({ signal }) =>
      api.getPage<TDispatchQueueRow>(`/admin/dispatch?page=${page}&limit=${QUEUE_PAGE_SIZE}`, signal),
  });

export const useDispatchQueue = (page: number) => useQuery(dispatchQueueQuery(page));

/** Delivery partners whose name matches, for assigning by hand. */
export const useRiderOptions = (q: string) =>
  useQuery({
    queryKey: keys.dispatch.riders(q),
    queryFn: ({ signal }) =>
      api.getPage<TAdminUser>(
        `/admin/users?role=deliveryPartner&limit=20&q=${encodeURIComponent(q)}`,
        signal,
      ),
  });

/** Gives a waiting order to a chosen rider by hand; the queue and the assignments follow. */
export function useAssignRider() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ orderId, riderId }: { orderId: string; riderId: string }) =>
      api.send<TCurrentDelivery>('POST', `/orders/${orderId}/assign`, { riderId }),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: keys.dispatch.all });
      void queryClient.invalidateQueries({ queryKey: keys.managementList.of('/delivery/assignments') });
    },
  });
}
