import { catalogueReadPaths, type TRestaurant } from '@app/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../lib/api-client.ts';
import { keys } from './keys.ts';

export const getRestaurant = (id: string, signal?: AbortSignal) =>
  api.get<TRestaurant>(catalogueReadPaths.restaurant(id), signal);

export const restaurantQuery = (id: string) =>
  queryOptions({
    queryKey: keys.restaurants.detail(id),
    queryFn: ({ signal }) => getRestaurant(id, signal),
  });

/** One restaurant; nothing is asked until the id is known (an empty cart, an order still loading). */
export const useRestaurant = (id: string | null | undefined) =>
  useQuery({ ...restaurantQuery(id ?? ''), enabled: Boolean(id) });
