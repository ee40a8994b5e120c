import type { TMarkPayoutPaidInput, TPayout, TPayoutList } from '@app/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { keys } from '../../../queries/keys.ts';

/** GET /api/admin/payouts: what is owed to whom (status `owed`), or everything. */
export const payoutsQuery = (status: 'owed' | 'all') =>
  queryOptions({
    queryKey: keys.admin.payoutList(status),
    queryFn: ({ signal }) =>
      api.get<TPayoutList>(status === 'all' ? '/admin/payouts' : `/admin/payouts?status=${status}`, signal),
  });

export const usePayouts = (status: 'owed' | 'all') => useQuery(payoutsQuery(status));

/** POST /api/admin/payouts/close-week: one payout per party the ledger says is owed. */
export function useCloseWeek() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (week: string) =>
      api.send<{ created: number; items: TPayout[] }>('POST', '/admin/payouts/close-week', { week }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keys.admin.payouts }),
  });
}

/** POST /api/admin/payouts/:id/paid with the bank's UTR. */
export function useMarkPayoutPaid() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: TMarkPayoutPaidInput & { id: string }) =>
      api.send<TPayout>('POST', `/admin/payouts/${id}/paid`, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keys.admin.payouts }),
  });
}
