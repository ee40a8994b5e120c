import type { TCouponOffers } from '@app/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { keys } from '../../../queries/keys.ts';

/** GET /api/coupons: the coupons that could apply here, each applicable or with why not. */
export const getCouponOffers = (restaurantId: string, itemTotal: number, signal?: AbortSignal) =>
  api.get<TCouponOffers>(
    `/coupons?restaurantId=${encodeURIComponent(restaurantId)}&itemTotal=${itemTotal}`,
    signal,
  );

export const couponOffersQuery = (restaurantId: string, itemTotal: number) =>
  queryOptions({
    queryKey: keys.orders.coupons(restaurantId, itemTotal),
    queryFn: ({ signal }) => getCouponOffers(restaurantId, itemTotal, signal),
    staleTime: 30_000,
  });

export function useCouponOffers(restaurantId: string | null, itemTotal: number) {
  return useQuery({ ...couponOffersQuery(restaurantId ?? '', itemTotal), enabled: restaurantId !== null });
}
