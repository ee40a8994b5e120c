import type { TDeliveryZone } from '@app/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { keys } from '../../../queries/keys.ts';

type TZoneResponse = { restaurantId: string; zone: TDeliveryZone | null };

export const deliveryZoneQuery = (restaurantId: string) =>
  queryOptions({
    queryKey: keys.owner.deliveryZone(restaurantId),
    queryFn: ({ signal }) => api.get<TZoneResponse>(`/restaurants/${restaurantId}/delivery-zone`, signal),
  });

export const useDeliveryZone = (restaurantId: string) => useQuery(deliveryZoneQuery(restaurantId));

/** Saves the zone; the located restaurant lists follow within seconds (the server's zone copy). */
export function useSaveDeliveryZone(restaurantId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (zone: TDeliveryZone | null) =>
      api.send<TZoneResponse>('PUT', `/restaurants/${restaurantId}/delivery-zone`, { zone }),
    onSuccess: (saved) => {
      queryClient.setQueryData(deliveryZoneQuery(restaurantId).queryKey, saved);
      void queryClient.invalidateQueries({ queryKey: keys.restaurants.all });
    },
  });
}
