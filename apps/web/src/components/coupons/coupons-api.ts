import type { TCoupon, TCouponFunder, TCouponInput, TCouponPatch } from '@app/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';
import { keys } from '../../queries/keys.ts';

/**
 * The coupons' API, one for each who funds them: the admin's platform coupons (/api/admin/coupons)
 * and the coupons an owner's restaurants fund (/api/owner/coupons). Both take the same bodies.
 */
const PATH = { platform: '/admin/coupons', restaurant: '/owner/coupons' } as const;

/** GET: the funder's coupons, newest first (an owner's: of all their restaurants). */
export const couponsQuery = (funder: TCouponFunder) =>
  queryOptions({
    queryKey: keys.coupons(funder),
    queryFn: ({ signal }) => api.get<{ items: TCoupon[] }>(PATH[funder], signal),
  });

export const useCoupons = (funder: TCouponFunder) => useQuery(couponsQuery(funder));

/** POST: a new coupon (an owner's names its restaurant). */
export function useCreateCoupon(funder: TCouponFunder) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TCouponInput) => api.send<TCoupon>('POST', PATH[funder], body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keys.coupons(funder) }),
  });
}

/** PATCH …/:id: switch a coupon on or off, or change its limits or last day. */
export function useUpdateCoupon(funder: TCouponFunder) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, patch }: { id: string; patch: TCouponPatch }) =>
      api.send<TCoupon>('PATCH', `${PATH[funder]}/${id}`, patch),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keys.coupons(funder) }),
  });
}
