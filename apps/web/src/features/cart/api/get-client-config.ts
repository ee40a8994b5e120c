import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

type TClientConfig = { googleAuth: boolean; payments: 'razorpay' | 'test' };

export const clientConfigQuery = queryOptions({
  queryKey: ['client-config'],
  queryFn: ({ signal }) => api.get<TClientConfig>('/client-config', signal),
  staleTime: Number.POSITIVE_INFINITY,
});

/** Which payment sheet this server uses, to say so before the Pay button is pressed. */
export const usePaymentMode = () => useQuery({ ...clientConfigQuery, select: (c) => c.payments });
