import type {
  THelpDeskTicket,
  TOwnerAnalytics,
  TOwnerDashboard,
  TOwnerReview,
  TRatingSummary,
} from '@app/shared';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { keys } from '../../../queries/keys.ts';

export const dashboardQuery = (restaurantId: string) =>
  queryOptions({
    queryKey: keys.owner.dashboard(restaurantId),
    queryFn: ({ signal }) =>
      api.get<TOwnerDashboard>(`/owner/dashboard?restaurantId=${restaurantId}`, signal),
  });

export const analyticsQuery = (restaurantId: string) =>
  queryOptions({
    queryKey: keys.owner.analytics(restaurantId),
    queryFn: ({ signal }) =>
      api.get<TOwnerAnalytics>(`/owner/analytics?restaurantId=${restaurantId}`, signal),
  });

export const ratingSummaryQuery = (restaurantId: string) =>
  queryOptions({
    queryKey: keys.owner.ratingSummary(restaurantId),
    queryFn: ({ signal }) =>
      api.get<TRatingSummary>(`/owner/reviews/summary?restaurantId=${restaurantId}`, signal),
  });

export const REVIEWS_LIST_PATH = '/owner/reviews';
export const CUSTOMERS_LIST_PATH = '/owner/customers';

export function useReplyToReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reply }: { id: string; reply: string }) =>
      api.send<TOwnerReview>('PUT', `/reviews/${id}/reply`, { reply }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keys.managementList.of(REVIEWS_LIST_PATH) }),
  });
}

export const helpDeskQuery = queryOptions({
  queryKey: keys.owner.helpDesk,
  queryFn: ({ signal }) => api.getAll<THelpDeskTicket>('/owner/help-desk', signal),
});

export function useSendTicket() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { subject: string; message: string }) =>
      api.send<THelpDeskTicket>('POST', '/owner/help-desk', body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: helpDeskQuery.queryKey }),
  });
}
