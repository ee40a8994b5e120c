import type { TKitchenSettingsInput, TRestaurant } from '@app/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { keys } from '../../../queries/keys.ts';

/** PUT /api/restaurants/{id}/kitchen (decision 052): busy mode, auto-accept, accept-within minutes. */
export function useSaveKitchenSettings(restaurantId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: TKitchenSettingsInput) =>
      api.send<TRestaurant>('PUT', `/restaurants/${restaurantId}/kitchen`, settings),
    onSuccess: (saved) => {
      queryClient.setQueryData(keys.owner.restaurant(restaurantId), saved);
      void queryClient.invalidateQueries({ queryKey: keys.restaurants.all });
    },
  });
}
