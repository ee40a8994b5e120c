import type { TCashDepositInput, TRiderCashOverview } from '@app/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { keys } from '../../../queries/keys.ts';

/** GET /api/admin/rider-cash: each rider's cash in hand from cash on delivery, and the latest deposits. */
export const riderCashQuery = queryOptions({
  queryKey: keys.admin.riderCash,
  queryFn: ({ signal }) => api.get<TRiderCashOverview>('/admin/rider-cash', signal),
});

export const useRiderCash = () => useQuery(riderCashQuery);

/** POST /api/admin/rider-cash/:riderId/deposits: the answer is the screen as it is now. */
export function useRecordDeposit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ riderId, body }: { riderId: string; body: TCashDepositInput }) =>
      api.send<TRiderCashOverview>('POST', `/admin/rider-cash/${encodeURIComponent(riderId)}/deposits`, body),
    onSuccess: (overview) => queryClient.setQueryData(keys.admin.riderCash, overview),
  });
}
