import type { TAdminUserOrder } from '@app/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { keys } from '../../../queries/keys.ts';

export const userOrdersQuery = (userId: string) =>
  queryOptions({
    queryKey: keys.admin.userOrders(userId),
    queryFn: ({ signal }) => api.get<TAdminUserOrder[]>(`/admin/users/${userId}/orders`, signal),
  });

export const useUserOrders = (userId: string | null) =>
  useQuery({ ...userOrdersQuery(userId ?? ''), enabled: userId !== null });
