import { OWNER_MESSAGES } from '@app/shared';
import { Select } from '@mantine/core';
import { useSelectedRestaurant } from '../state/selected-restaurant.ts';

/**
 * The workspace header's restaurant choice; the pages follow it. On a phone it takes the width the
 * header's short title leaves, and a name longer than that ends in an ellipsis.
 */
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
      w={{ base: '100%', sm: 260 }}
      miw={0}
      styles={{ input: { textOverflow: 'ellipsis' } }}
      size="sm"
      comboboxProps={{ withinPortal: true }}
    />
  );
}
