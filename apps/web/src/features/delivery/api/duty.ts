import type { TDutyStatus } from '@app/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { keys } from '../../../queries/keys.ts';

export const dutyQuery = () =>
  queryOptions({
    queryKey: keys.delivery.duty,
    queryFn: ({ signal }) => api.get<TDutyStatus>('/delivery/duty', signal),
  });

export const useDuty = () => useQuery(dutyQuery());

/** On or off duty; the pickups list follows. */
export function useSetDuty() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (onDuty: boolean) => api.send<TDutyStatus>('PUT', '/delivery/duty', { onDuty }),
    onSuccess: (duty) => {
      queryClient.setQueryData(dutyQuery().queryKey, duty);
      void queryClient.invalidateQueries({ queryKey: keys.delivery.pickupsAll });
    },
  });
}
