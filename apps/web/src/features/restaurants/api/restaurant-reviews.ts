import type { TPublicReview } from '@app/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** How many of the latest reviews the restaurant page shows. */
export const RESTAURANT_PAGE_REVIEWS = 5;

export const restaurantReviewsQuery = (restaurantId: string) =>
  queryOptions({
    queryKey: ['restaurants', 'reviews', restaurantId],
    queryFn: ({ signal }) =>
      api.get<TPublicReview[]>(
        `/restaurants/${restaurantId}/reviews?limit=${RESTAURANT_PAGE_REVIEWS}`,
        signal,
      ),
  });

/** The restaurant page's latest reviews with the restaurant's replies (hidden ones never come). */
export const useRestaurantReviews = (restaurantId: string) => useQuery(restaurantReviewsQuery(restaurantId));
