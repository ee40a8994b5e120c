import type { TFoodItem, TFoodItemInput, TUploadedImage } from '@app/shared';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { keys } from '../../../queries/keys.ts';

/** The Menu Management list's API path (components/workspace/management-list.tsx reads it). */
export const MENU_LIST_PATH = '/owner/food-items';

export const foodItemQuery = (id: string) =>
  queryOptions({
    queryKey: keys.owner.foodItem(id),
    queryFn: ({ signal }) => api.get<TFoodItem>(`/owner/food-items/${id}`, signal),
  });

/** Every read a dish change can alter: the owner's list, the dish, and the public menus. */
function useInvalidateMenus() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: keys.managementList.of(MENU_LIST_PATH) }),
      queryClient.invalidateQueries({ queryKey: keys.owner.foodItems }),
      queryClient.invalidateQueries({ queryKey: keys.menu.all }),
    ]);
}

export function useAddFoodItem() {
  const invalidate = useInvalidateMenus();
  return useMutation({
    mutationFn: (body: TFoodItemInput) => api.send<TFoodItem>('POST', '/add-food-item', body),
    onSuccess: invalidate,
  });
}

export function useEditFoodItem(id: string) {
  const invalidate = useInvalidateMenus();
  return useMutation({
    mutationFn: (body: TFoodItemInput) => api.send<TFoodItem>('PUT', `/food-items/${id}`, body),
    onSuccess: invalidate,
  });
}

export function useSetAvailability() {
  const invalidate = useInvalidateMenus();
  return useMutation({
    mutationFn: ({ id, isAvailable }: { id: string; isAvailable: boolean }) =>
      api.send<TFoodItem>('PATCH', `/food-items/${id}/availability`, { isAvailable }),
    onSuccess: invalidate,
  });
}

/** PUT /api/food-items/{id}/sold-out-today (decision 052): sold out until 6 am, or back on sale now. */
export function useSetSoldOutToday() {
  const invalidate = useInvalidateMenus();
  return useMutation({
    mutationFn: ({ id, soldOutToday }: { id: string; soldOutToday: boolean }) =>
      api.send<TFoodItem>('PUT', `/food-items/${id}/sold-out-today`, { soldOutToday }),
    onSuccess: invalidate,
  });
}

export function useDeleteFoodItem() {
  const invalidate = useInvalidateMenus();
  return useMutation({
    mutationFn: (id: string) => api.send<{ ok: true }>('DELETE', `/food-items/${id}`),
    onSuccess: invalidate,
  });
}

export const uploadImage = (file: File) => api.upload<TUploadedImage>('/uploads/images', file);
