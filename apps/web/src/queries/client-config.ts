import type { TClientConfig } from '@app/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../lib/api-client.ts';
import { keys } from './keys.ts';

export const clientConfigQuery = queryOptions({
  queryKey: keys.clientConfig,
  queryFn: ({ signal }) => api.get<TClientConfig>('/client-config', signal),
  staleTime: Number.POSITIVE_INFINITY,
});

export const useClientConfig = () => useQuery(clientConfigQuery);
