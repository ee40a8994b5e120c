import type { TRestaurant } from '@app/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export const getRestaurant = (id: string, signal?: AbortSignal) =>
  api.get<TRestaurant>(`/restaurants/${encodeURIComponent(id)}`, signal);

export const restaurantQuery = (id: string) =>
  queryOptions({
    queryKey: ['restaurants', 'detail', id],
    queryFn: ({ signal }) => getRestaurant(id, signal),
  });

/** The order's restaurant; asked only once the order is known. */
export const useOrderRestaurant = (id: string | undefined) =>
  useQuery({ ...restaurantQuery(id ?? ''), enabled: !!id });
