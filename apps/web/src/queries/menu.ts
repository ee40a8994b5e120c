import { catalogueReadPaths, type TFoodItem } from '@app/shared';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../lib/api-client.ts';
import { keys } from './keys.ts';

export const getMenu = (restaurantId: string, signal?: AbortSignal) =>
  api.getPage<TFoodItem>(catalogueReadPaths.menu(restaurantId), signal);

/** A restaurant's whole menu (the restaurant page, reorder checks, rebuilding a synced cart). */
export const menuQuery = (restaurantId: string) =>
  queryOptions({
    queryKey: keys.menu.of(restaurantId),
    queryFn: ({ signal }) => getMenu(restaurantId, signal),
  });
