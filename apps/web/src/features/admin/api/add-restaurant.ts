import type { TAddRestaurantInput } from '@app/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { adminListKey } from './admin-keys.ts';

type Added = { message: string; restaurantId: string; ownerId: string };

export const addRestaurant = (body: TAddRestaurantInput) => api.send<Added>('POST', '/add-restaurant', body);

export function useAddRestaurant() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addRestaurant,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminListKey('restaurants') }),
  });
}
