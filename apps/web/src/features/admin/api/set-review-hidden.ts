import type { TReviewHiddenInput, TReviewHiddenResult } from '@app/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { careListKey } from './care-keys.ts';

export const setReviewHidden = ({ id, ...body }: TReviewHiddenInput & { id: string }) =>
  api.send<TReviewHiddenResult>('POST', `/admin/reviews/${id}/hidden`, body);

/** Hide (with a reason) or show a review; Customer Feedback's list is read again. */
export function useSetReviewHidden() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setReviewHidden,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: careListKey('reviews') }),
  });
}
