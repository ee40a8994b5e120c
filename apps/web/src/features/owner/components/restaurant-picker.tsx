import { OWNER_MESSAGES } from '@app/shared';
import { Select } from '@mantine/core';
import { useSelectedRestaurant } from '../state/selected-restaurant.ts';

/** The workspace header's restaurant choice; the pages follow it. */
export function RestaurantPicker() {
  const { restaurants, restaurantId, select } = useSelectedRestaurant();
  if (restaurants.length <= 1) return null;
  return (
    <Select
      aria-label={OWNER_MESSAGES.chooseRestaurant}
      data={restaurants.map((r) => ({ value: r._id, label: r.name }))}
      value={restaurantId}
      onChange={(v) => v && select(v)}
      allowDeselect={false}
      w={{ base: 150, sm: 260 }}
      size="sm"
      comboboxProps={{ withinPortal: true }}
    />
  );
}
