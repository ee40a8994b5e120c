import type { TAdminOrderDetail, TAdminSearchResult, TOrder, TOrderStatus } from '@app/shared';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { keys } from '../../../queries/keys.ts';

export const ADMIN_ORDERS_PATH = '/admin/orders';
/** Rider Assignments (GET /api/delivery/assignments): the shared list query and answer. */
export const ADMIN_DELIVERIES_PATH = '/delivery/assignments';

export const adminOrderQuery = (id: string) =>
  queryOptions({
    queryKey: keys.admin.order(id),
    queryFn: ({ signal }) => api.get<TAdminOrderDetail>(`${ADMIN_ORDERS_PATH}/${id}`, signal),
  });

export const useAdminOrder = (id: string) => useQuery(adminOrderQuery(id));

/** After an admin action: the order itself, the Orders list and the deliveries list read again. */
function useRefreshOrders() {
  const queryClient = useQueryClient();
  return (saved?: TAdminOrderDetail) => {
    if (saved) queryClient.setQueryData(adminOrderQuery(saved.order._id).queryKey, saved);
    void queryClient.invalidateQueries({ queryKey: keys.managementList.of(ADMIN_ORDERS_PATH) });
    void queryClient.invalidateQueries({ queryKey: keys.managementList.of(ADMIN_DELIVERIES_PATH) });
  };
}

export function useChangeOrderStatus(id: string) {
  const refresh = useRefreshOrders();
  return useMutation({
    mutationFn: (status: TOrderStatus) =>
      api.send<TAdminOrderDetail>('POST', `${ADMIN_ORDERS_PATH}/${id}/status`, { status }),
    onSuccess: refresh,
  });
}

export function useRefundOrder(id: string) {
  const refresh = useRefreshOrders();
  return useMutation({
    mutationFn: (reason: string) =>
      api.send<TAdminOrderDetail>('POST', `${ADMIN_ORDERS_PATH}/${id}/refund`, { reason }),
    onSuccess: refresh,
  });
}

export function useUnassignRider() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (orderId: string) => api.send<TOrder>('POST', `/orders/${orderId}/unassign`),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: keys.managementList.of(ADMIN_DELIVERIES_PATH) });
      void queryClient.invalidateQueries({ queryKey: keys.admin.orders });
      void queryClient.invalidateQueries({ queryKey: keys.managementList.of(ADMIN_ORDERS_PATH) });
    },
  });
}

/** The header search box (GET /api/admin/search), from 2 characters. */
export const useAdminSearch = (q: string) =>
  useQuery({
    queryKey: keys.admin.search(q),
    queryFn: ({ signal }) => api.get<TAdminSearchResult>(`/admin/search?q=${encodeURIComponent(q)}`, signal),
    enabled: q.length >= 2,
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });
