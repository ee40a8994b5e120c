import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { keys } from '../../../queries/keys.ts';

export type TOwnerOption = { _id: string; name: string; username: string; email: string };

export const ownersQuery = (q: string) =>
  queryOptions({
    queryKey: keys.admin.owners(q),
    queryFn: ({ signal }) => api.get<TOwnerOption[]>(`/admin/owners?q=${encodeURIComponent(q)}`, signal),
    staleTime: 30_000,
  });

export const useOwners = (q: string, enabled: boolean) => useQuery({ ...ownersQuery(q), enabled });
