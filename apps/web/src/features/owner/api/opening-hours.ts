import type { TOpeningHoursInput, TRestaurant } from '@app/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { keys } from '../../../queries/keys.ts';

/** PUT /api/restaurants/{id}/hours (decision 050): the owner's weekly slots, closed dates, closed today. */
export function useSaveOpeningHours(restaurantId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (hours: TOpeningHoursInput) =>
      api.send<TRestaurant>('PUT', `/restaurants/${restaurantId}/hours`, hours),
    onSuccess: (saved) => {
      queryClient.setQueryData(keys.owner.restaurant(restaurantId), saved);
      void queryClient.invalidateQueries({ queryKey: keys.restaurants.all });
    },
  });
}
