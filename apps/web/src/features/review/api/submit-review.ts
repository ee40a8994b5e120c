import type { TReviewInput } from '@app/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { keys } from '../../../queries/keys.ts';

type TReviewResult = { ok: true; restaurantRating: number };

export const submitReview = (input: TReviewInput) => api.send<TReviewResult>('POST', '/reviews', input);

/** A review marks the order reviewed and moves the restaurant's rating: both are read again. */
export function useSubmitReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitReview,
    // Not awaited: the thank-you shows at once, the lists refresh behind it.
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: keys.orders.all });
      void queryClient.invalidateQueries({ queryKey: keys.restaurants.all });
    },
  });
}
