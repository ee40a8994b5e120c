import type { TOwnerRestaurantSummary } from '@app/shared';
import { type QueryClient, queryOptions } from '@tanstack/react-query';
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

/** Where this browser remembers the restaurant the owner last looked at (as JSON, as useLocalStorage keeps it). */
export const SELECTED_RESTAURANT_KEY = 'owner.restaurantId';

/** The restaurant the owner looks at: the remembered one, or the first of theirs when it is gone. */
export const selectedRestaurantOf = (list: readonly TOwnerRestaurantSummary[], stored: string | null) =>
  list.find((r) => r._id === stored) ?? list[0] ?? null;

/** The id of the restaurant the owner looks at, for a route loader to start that screen's reads. */
export async function selectedRestaurantId(client: QueryClient): Promise<string | null> {
  const list = await client.ensureQueryData(ownerRestaurantsQuery);
  let stored: string | null = null;
  try {
    stored = JSON.parse(localStorage.getItem(SELECTED_RESTAURANT_KEY) ?? 'null') as string | null;
  } catch {
    // Not JSON: useSelectedRestaurant falls back to the first restaurant too.
  }
  return selectedRestaurantOf(list, stored)?._id ?? null;
}
