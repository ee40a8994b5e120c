import type { TOwnerRestaurantSummary } from '@app/shared';
import type { QueryClient } from '@tanstack/react-query';
import { ownerRestaurantsQuery } from './owner-restaurants.ts';

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
