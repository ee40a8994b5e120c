import { ADMIN_ATTENTION, type TAdminAttention } from '@app/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { careKeys } from './care-keys.ts';

export const attentionQuery = queryOptions({
  queryKey: careKeys.attention,
  queryFn: ({ signal }) => api.get<TAdminAttention>('/admin/attention', signal),
  // Gently: once a minute while the tab is visible (TanStack pauses intervals in background tabs).
  refetchInterval: ADMIN_ATTENTION.pollSeconds * 1000,
  staleTime: 30_000,
});

/** The header badge's three counts: open help-desk messages, stuck deliveries, failed refunds. */
export const useAttention = () => useQuery(attentionQuery);
