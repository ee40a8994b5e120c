import type { TAdminRestaurant } from '@app/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { adminListKey } from './admin-keys.ts';

export const setRestaurantActive = ({ id, isActive }: { id: string; isActive: boolean }) =>
  api.send<TAdminRestaurant>('POST', `/admin/restaurants/${id}/active`, { isActive });

export function useSetRestaurantActive() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setRestaurantActive,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminListKey('restaurants') }),
  });
}
