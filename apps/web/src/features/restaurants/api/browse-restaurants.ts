import { BROWSE_RESTAURANTS_PAGE_SIZE, type RestaurantNarrowing } from '@app/shared';
import {
  infiniteQueryOptions,
  keepPreviousData,
  type QueryClient,
  useInfiniteQuery,
  useQuery,
} from '@tanstack/react-query';
import { keys } from '../../../queries/keys.ts';
import { getRestaurants, restaurantsQuery } from '../../../queries/restaurants.ts';

/**
 * The browse list, searched and filtered on the server, a page at a time. While a new search is on
 * its way the previous results stay on screen (no flash of skeletons on every keystroke).
 */
export function useBrowseRestaurants(narrowing: RestaurantNarrowing) {
  return useInfiniteQuery({ ...browseRestaurantsQuery(narrowing), placeholderData: keepPreviousData });
}

const browseRestaurantsQuery = (narrowing: RestaurantNarrowing) =>
  infiniteQueryOptions({
    queryKey: keys.restaurants.browse(narrowing),
    queryFn: ({ pageParam, signal }) =>
      getRestaurants({ page: pageParam, limit: BROWSE_RESTAURANTS_PAGE_SIZE, ...narrowing }, signal),
    initialPageParam: 1,
    getNextPageParam: (last, pages) =>
      pages.length * BROWSE_RESTAURANTS_PAGE_SIZE < last.total ? pages.length + 1 : undefined,
  });

/** The page's first read: every restaurant, unnarrowed, first page (the server renders it). */
export function readBrowseRestaurants(client: QueryClient): Promise<unknown> {
  return client.prefetchInfiniteQuery(browseRestaurantsQuery({}));
}

/** How many restaurants there are in all (that deliver to the point, with one), for 'Showing X of Y': the total of a one-row page. */
export function useRestaurantCount(
  enabled: boolean,
  point: { lat?: number; lng?: number } = {},
): number | undefined {
  return useQuery({ ...restaurantsQuery({ page: 1, limit: 1, ...point }), enabled }).data?.total;
}
