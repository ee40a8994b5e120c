import type { TOwnerRestaurantSummary } from '@app/shared';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../lib/api-client.ts';
import { keys } from './keys.ts';

/**
 * The restaurants an owner runs: every owner screen starts from it (the picker, the selected one),
 * so the owner workspace's route loader reads it alongside the screens' code (app/routes).
 */
export const ownerRestaurantsQuery = queryOptions({
  queryKey: keys.owner.restaurants,
  queryFn: ({ signal }) => api.getAll<TOwnerRestaurantSummary>('/owner/restaurants', signal),
  staleTime: 60_000,
});
