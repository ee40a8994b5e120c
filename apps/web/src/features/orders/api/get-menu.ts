import type { TFoodItem } from '@app/shared';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export const getMenu = (restaurantId: string, signal?: AbortSignal) =>
  api.getPage<TFoodItem>(
    `/food-items-by-restaurant?restaurantId=${encodeURIComponent(restaurantId)}&limit=200`,
    signal,
  );

/** The restaurant's menu now: Reorder checks each dish of an old order against it. */
export const menuQuery = (restaurantId: string) =>
  queryOptions({
    queryKey: ['menu', restaurantId],
    queryFn: ({ signal }) => getMenu(restaurantId, signal),
  });
