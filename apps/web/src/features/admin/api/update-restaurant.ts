import type { TAdminRestaurant, TRestaurantUpdate } from '@app/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { adminListKey } from './admin-keys.ts';

export const updateRestaurant = ({ id, body }: { id: string; body: TRestaurantUpdate }) =>
  api.send<TAdminRestaurant>('PUT', `/admin/restaurants/${id}`, body);

export function useUpdateRestaurant() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateRestaurant,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminListKey('restaurants') }),
  });
}
