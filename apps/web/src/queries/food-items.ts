import { catalogueReadPaths, type TFoodItem } from '@app/shared';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../lib/api-client.ts';
import { keys } from './keys.ts';

/** The first `limit` dishes of open restaurants, best rated first (the server's order). */
export const getFoodItems = (limit: number, signal?: AbortSignal) =>
  api.getPage<TFoodItem>(catalogueReadPaths.foodItems(limit), signal);

export const foodItemsQuery = (limit: number) =>
  queryOptions({ queryKey: keys.foodItems(limit), queryFn: ({ signal }) => getFoodItems(limit, signal) });
