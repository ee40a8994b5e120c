import type { TFoodItem } from '@app/shared';
import { Group, Stack, Text } from '@mantine/core';
import { Money } from '../../../components/money.tsx';
import { ResponsiveImage } from '../../../components/responsive-image.tsx';
import { VegMark } from '../../../components/veg-mark.tsx';
import { DishAction } from './dish-action.tsx';

/** A dish: mark, name, price, description on the left; image and Add on the right, at the thumb. */
export function MenuRow({
  item,
  closed = false,
  undeliverable = null,
  onAdd,
}: {
  item: TFoodItem;
  /** The restaurant is not taking orders: no dish can be added. */
  closed?: boolean;
  /** Why this restaurant cannot deliver to the Deliver-to place; Add is disabled with it. */
  undeliverable?: string | null;
  onAdd: () => void;
}) {
  return (
    <Group
      component="li"
      wrap="nowrap"
      align="flex-start"
      py="md"
      style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}
    >
      <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
        <Group gap={6} wrap="nowrap" align="center">
          <VegMark veg={item.isVegetarian} />
          <Text fw={600} component="h3" fz="md" m={0}>
            {item.name}
          </Text>
        </Group>
        <Text fw={500}>
          <Money rupees={item.price} />
        </Text>
        <Text size="sm" c="dimmed" lineClamp={2}>
          {item.description}
        </Text>
        {item.customizations.length > 0 && (
          <Text size="xs" c="dimmed">
            Options: {item.customizations.map((c) => c.name).join(', ')}
          </Text>
        )}
      </Stack>
      <Stack align="center" gap={6} style={{ flex: 'none' }}>
        <ResponsiveImage
          src={item.imageUrl}
          alt=""
          slot="thumbnail"
          w={112}
          h={84}
          radius="md"
          fit="cover"
          style={item.isAvailable ? undefined : { filter: 'grayscale(1)', opacity: 0.6 }}
        />
        <DishAction item={item} closed={closed} undeliverable={undeliverable} onAdd={onAdd} />
      </Stack>
    </Group>
  );
}
