import type { TCurrentDelivery, TDeliveryHistory } from '@app/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { keys } from '../../../queries/keys.ts';

export const currentDeliveriesQuery = () =>
  queryOptions({
    queryKey: keys.delivery.current,
    queryFn: ({ signal }) => api.get<TCurrentDelivery[]>('/delivery/current', signal),
  });
export const useCurrentDeliveries = () => useQuery(currentDeliveriesQuery());

export const historyQuery = () =>
  queryOptions({
    queryKey: keys.delivery.history,
    queryFn: ({ signal }) => api.get<TDeliveryHistory>('/delivery/history?limit=10', signal),
  });
export const useDeliveryHistory = () => useQuery(historyQuery());

/** Every delivery action changes the pickups, the current deliveries and the earnings. */
function useDeliveryMutation<TInput>(fn: (input: TInput) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: keys.delivery.all }),
  });
}

export const useAcceptDelivery = () =>
  useDeliveryMutation((orderId: string) => api.send<TCurrentDelivery>('POST', `/orders/${orderId}/accept`));

export const usePickUp = () =>
  useDeliveryMutation((orderId: string) =>
    api.send('POST', `/orders/${orderId}/status`, { status: 'On the way' }),
  );

export const useMarkDelivered = () =>
  useDeliveryMutation(
    ({
      orderId,
      deliveryCode,
      cashCollected,
    }: {
      orderId: string;
      deliveryCode: string;
      cashCollected?: boolean;
    }) =>
      api.send('POST', `/orders/${orderId}/status`, {
        status: 'Delivered',
        deliveryCode,
        // Cash on delivery: the rider's confirmation of the cash in hand (decision 049).
        ...(cashCollected ? { cashCollected } : {}),
      }),
  );

/** The rider's position for an order on the way (the server keeps at most one a second). */
export const sendCourierLocation = (orderId: string, position: { lat: number; lng: number }) =>
  api.send<{ kept: boolean }>('POST', `/orders/${orderId}/location`, position);
