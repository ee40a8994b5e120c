import { useLocalStorage } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { ownerRestaurantsQuery } from '../../../queries/owner-restaurants.ts';

const STORAGE_KEY = 'owner.restaurantId';

/**
 * The restaurant the owner is looking at (an owner may have several; the demo owner has 3),
 * remembered in this browser. Falls back to the first of theirs when the remembered one is gone.
 */
export function useSelectedRestaurant() {
  const restaurants = useQuery(ownerRestaurantsQuery);
  const [stored, setStored] = useLocalStorage<string | null>({ key: STORAGE_KEY, defaultValue: null });
  const list = restaurants.data ?? [];
  const selected = list.find((r) => r._id === stored) ?? list[0] ?? null;
  return {
    restaurants: list,
    selected,
    restaurantId: selected?._id ?? null,
    select: setStored,
    isPending: restaurants.isPending,
    error: restaurants.error,
  };
}
