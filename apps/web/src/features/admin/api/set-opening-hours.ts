import type { TOpeningHoursInput, TRestaurant } from '@app/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { keys } from '../../../queries/keys.ts';
import { adminListKey } from './admin-keys.ts';

/** PUT /api/restaurants/{id}/hours as an admin (decision 050). */
export function useSetOpeningHours(restaurantId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (hours: TOpeningHoursInput) =>
      api.send<TRestaurant>('PUT', `/restaurants/${restaurantId}/hours`, hours),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: adminListKey('restaurants') });
      void queryClient.invalidateQueries({ queryKey: keys.restaurants.all });
    },
  });
}
