import { PAGE_MAX_LIMIT, type TRestaurant } from '@app/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getRestaurants } from '../../../queries/restaurants.ts';

/**
 * Every active restaurant, for the browse screen's in-page search and filters: the first page at the
 * API's largest size, then the rest in parallel when X-Total-Count says there are more. Fine for a
 * city's few hundred restaurants; a bigger catalogue wants the filters on the server.
 */
export async function getAllRestaurants(
  signal?: AbortSignal,
): Promise<{ items: TRestaurant[]; total: number }> {
  const first = await getRestaurants({ page: 1, limit: PAGE_MAX_LIMIT }, signal);
  const pages = Math.ceil(first.total / PAGE_MAX_LIMIT);
  if (pages <= 1) return first;
  const rest = await Promise.all(
    Array.from({ length: pages - 1 }, (_, i) =>
      getRestaurants({ page: i + 2, limit: PAGE_MAX_LIMIT }, signal),
    ),
  );
  const items = [...first.items, ...rest.flatMap((p) => p.items)];
  return { items, total: items.length };
}

export const allRestaurantsQuery = () =>
  queryOptions({ queryKey: ['restaurants', 'all'], queryFn: ({ signal }) => getAllRestaurants(signal) });

export const useAllRestaurants = () => useQuery(allRestaurantsQuery());
