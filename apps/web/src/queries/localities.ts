import type { TLocality } from '@app/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../lib/api-client.ts';
import { keys } from './keys.ts';

/** Chennai's localities the server geocodes offline (GET /api/localities): fixed, read once. */
export const localitiesQuery = queryOptions({
  queryKey: keys.localities,
  queryFn: ({ signal }) => api.get<TLocality[]>('/localities', signal),
  staleTime: Number.POSITIVE_INFINITY,
});

export const useLocalities = (enabled = true) => useQuery({ ...localitiesQuery, enabled });
