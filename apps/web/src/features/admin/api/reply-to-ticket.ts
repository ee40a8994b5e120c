import type { TTicketReplyResult } from '@app/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { careKeys, careListKey } from './care-keys.ts';

export const replyToTicket = ({ id, reply }: { id: string; reply: string }) =>
  api.send<TTicketReplyResult>('POST', `/admin/tickets/${id}/replies`, { reply });

/** The reply joins the thread (kept from the answer), the list and the badge are read again. */
export function useReplyToTicket() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: replyToTicket,
    onSuccess: (result) => {
      queryClient.setQueryData(careKeys.ticket(result.thread._id), result.thread);
      void queryClient.invalidateQueries({ queryKey: careListKey('tickets') });
      void queryClient.invalidateQueries({ queryKey: careKeys.attention });
    },
  });
}
