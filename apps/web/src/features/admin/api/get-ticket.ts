import type { TTicketThread } from '@app/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { careKeys } from './care-keys.ts';

export const ticketQuery = (id: string) =>
  queryOptions({
    queryKey: careKeys.ticket(id),
    queryFn: ({ signal }) => api.get<TTicketThread>(`/admin/tickets/${id}`, signal),
  });

/** One help-desk message with its thread; nothing is read until one is opened. */
export const useTicket = (id: string | null) => useQuery({ ...ticketQuery(id ?? ''), enabled: id !== null });
