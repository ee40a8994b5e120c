import type { TTicketThread } from '@app/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { careKeys, careListKey } from './care-keys.ts';

export const setTicketStatus = ({ id, status }: { id: string; status: 'open' | 'closed' }) =>
  api.send<TTicketThread>('POST', `/admin/tickets/${id}/status`, { status });

/** Close or reopen a message; the thread, the list and the badge follow. */
export function useSetTicketStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setTicketStatus,
    onSuccess: (thread) => {
      queryClient.setQueryData(careKeys.ticket(thread._id), thread);
      void queryClient.invalidateQueries({ queryKey: careListKey('tickets') });
      void queryClient.invalidateQueries({ queryKey: careKeys.attention });
    },
  });
}
