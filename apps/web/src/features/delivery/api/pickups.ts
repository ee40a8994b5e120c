import { LIST_PAGE_SIZE, type TDeliveryPickup } from '@app/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { keys } from '../../../queries/keys.ts';

export type TPosition = { lat: number; lng: number };

/** Orders ready for pickup, nearest first when the phone shared its position (rounded: ~100 m). */
export const pickupsQuery = (from: TPosition | null) =>
  queryOptions({
    queryKey: keys.delivery.pickups(from ? [from.lat.toFixed(3), from.lng.toFixed(3)] : null),
    queryFn: ({ signal }) =>
      api.getPage<TDeliveryPickup>(
        `/orders?scope=delivery&limit=${LIST_PAGE_SIZE}${from ? `&lat=${from.lat.toFixed(5)}&lng=${from.lng.toFixed(5)}` : ''}`,
        signal,
      ),
  });

export const usePickups = (from: TPosition | null, enabled: boolean) =>
  useQuery({ ...pickupsQuery(from), enabled });
