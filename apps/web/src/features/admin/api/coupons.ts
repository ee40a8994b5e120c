import type { TCoupon, TCouponInput } from '@app/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { keys } from '../../../queries/keys.ts';

/** GET /api/admin/coupons: the platform's coupons, newest first. */
export const adminCouponsQuery = queryOptions({
  queryKey: keys.admin.coupons,
  queryFn: ({ signal }) => api.get<{ items: TCoupon[] }>('/admin/coupons', signal),
});

export const useAdminCoupons = () => useQuery(adminCouponsQuery);

/** POST /api/admin/coupons. */
export function useCreateCoupon() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TCouponInput) => api.send<TCoupon>('POST', '/admin/coupons', body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keys.admin.coupons }),
  });
}

/** PATCH /api/admin/coupons/:id: switch a coupon on or off. */
export function useSetCouponActive() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, isActive }: { id: string; isActive: boolean }) =>
      api.send<TCoupon>('PATCH', `/admin/coupons/${id}`, { isActive }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keys.admin.coupons }),
  });
}
