import type { TFoodItem } from '@app/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export const getFoodItems = (limit: number, signal?: AbortSignal) =>
  api.getPage<TFoodItem>(`/food-items?limit=${limit}`, signal);

export const foodItemsQuery = (limit: number) =>
  queryOptions({ queryKey: ['food-items', limit], queryFn: ({ signal }) => getFoodItems(limit, signal) });

export const useFoodItems = (limit: number) => useQuery(foodItemsQuery(limit));
