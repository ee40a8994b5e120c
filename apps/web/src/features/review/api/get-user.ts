import type { TUser } from '@app/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { keys } from '../../../queries/keys.ts';

export const getUser = (userId: string, signal?: AbortSignal) =>
  api.get<TUser>(`/users/${encodeURIComponent(userId)}`, signal);

export const userQuery = (userId: string) =>
  queryOptions({
    queryKey: keys.users.detail(userId),
    queryFn: ({ signal }) => getUser(userId, signal),
  });

/** The order's customer; asked only once the order (and so its userId) is known. */
export const useOrderUser = (userId: string | undefined) =>
  useQuery({ ...userQuery(userId ?? ''), enabled: !!userId });
