import type { TRestaurant, TRestaurantSettingsInput } from '@app/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { keys } from '../../../queries/keys.ts';

export const ownerRestaurantQuery = (id: string) =>
  queryOptions({
    queryKey: keys.owner.restaurant(id),
    queryFn: ({ signal }) => api.get<TRestaurant>(`/owner/restaurants/${id}`, signal),
  });

export const useOwnerRestaurant = (id: string | null) =>
  useQuery({ ...ownerRestaurantQuery(id ?? ''), enabled: id !== null });

export function useSaveRestaurantSettings(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TRestaurantSettingsInput) =>
      api.send<TRestaurant>('PUT', `/owner/restaurants/${id}`, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keys.owner.restaurants }),
  });
}
