import type { TPublicReview } from '@app/shared';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { useDeferredQuery } from '../../../lib/use-deferred-query.ts';
import { keys } from '../../../queries/keys.ts';

/** How many of the latest reviews the restaurant page shows. */
export const RESTAURANT_PAGE_REVIEWS = 5;

export const restaurantReviewsQuery = (restaurantId: string) =>
  queryOptions({
    queryKey: keys.restaurants.reviews(restaurantId),
    queryFn: ({ signal }) =>
      api.get<TPublicReview[]>(
        `/restaurants/${restaurantId}/reviews?limit=${RESTAURANT_PAGE_REVIEWS}`,
        signal,
      ),
  });

/**
 * The restaurant page's latest reviews with the restaurant's replies (hidden ones never come). They
 * arrive after the page has been hydrated and are drawn in short slices (useDeferredQuery), not in
 * one task that would keep a phone from answering a tap on the menu.
 */
export const useRestaurantReviews = (restaurantId: string) =>
  useDeferredQuery(restaurantReviewsQuery(restaurantId));
