import type { TPublicReview } from '@app/shared';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** How many of a restaurant's latest reviews its page shows. */
export const RESTAURANT_PAGE_REVIEWS = 5;

export const restaurantReviewsQuery = (restaurantId: string) =>
  queryOptions({
    queryKey: ['restaurants', 'reviews', restaurantId],
    queryFn: ({ signal }) =>
      api.get<TPublicReview[]>(
        `/restaurants/${encodeURIComponent(restaurantId)}/reviews?limit=${RESTAURANT_PAGE_REVIEWS}`,
        signal,
      ),
  });
