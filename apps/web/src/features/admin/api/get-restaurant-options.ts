import type { TAdminRestaurant } from '@app/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { keys } from '../../../queries/keys.ts';

/** Customer Feedback's restaurant filter: the first 20 restaurants matching the typed text. */
export const restaurantOptionsQuery = (q: string) =>
  queryOptions({
    queryKey: keys.admin.restaurantOptions(q),
    queryFn: ({ signal }) =>
      api.get<TAdminRestaurant[]>(`/admin/restaurants?limit=20&q=${encodeURIComponent(q)}`, signal),
    staleTime: 30_000,
    placeholderData: keepPreviousData,
  });

export const useRestaurantOptions = (q: string) => useQuery(restaurantOptionsQuery(q));
