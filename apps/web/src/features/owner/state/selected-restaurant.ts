import { useLocalStorage } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { ownerRestaurantsQuery } from '../../../queries/owner-restaurants.ts';
import { SELECTED_RESTAURANT_KEY, selectedRestaurantOf } from '../../../queries/selected-restaurant.ts';

/**
 * The restaurant the owner is looking at (an owner may have several; the demo owner has 3),
 * remembered in this browser. Falls back to the first of theirs when the remembered one is gone.
 */
export function useSelectedRestaurant() {
  const restaurants = useQuery(ownerRestaurantsQuery);
  const [stored, setStored] = useLocalStorage<string | null>({
    key: SELECTED_RESTAURANT_KEY,
    defaultValue: null,
  });
  const list = restaurants.data ?? [];
  const selected = selectedRestaurantOf(list, stored);
  return {
    restaurants: list,
    selected,
    restaurantId: selected?._id ?? null,
    select: setStored,
    isPending: restaurants.isPending,
    error: restaurants.error,
  };
}
