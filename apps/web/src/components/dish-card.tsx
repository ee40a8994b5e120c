import type { TFoodItem } from '@app/shared';
import { Card, Group, Text } from '@mantine/core';
import { Link } from 'react-router';
import classes from './card-link.module.css';
import { Money } from './money.tsx';
import { ResponsiveImage } from './responsive-image.tsx';
import { VegMark } from './veg-mark.tsx';

const IMAGE_HEIGHT = 140;

function restaurantOf(item: TFoodItem): { id: string; name: string } {
  return typeof item.restaurantId === 'string'
    ? { id: item.restaurantId, name: item.area }
    : { id: item.restaurantId._id, name: item.restaurantId.name };
}

/**
 * A dish: image, veg mark, name, restaurant, price; the name opens its restaurant's menu.
 * `first`: the list's first card, likely the largest thing on a phone's first screen, so its image
 * is fetched at once and early rather than lazily.
 */
export function DishCard({ item, first = false }: { item: TFoodItem; first?: boolean }) {
  const restaurant = restaurantOf(item);
  return (
    <Card component="article" withBorder padding="sm" className={classes.card}>
      <Card.Section>
        <ResponsiveImage
          src={item.imageUrl}
          alt=""
          slot="card"
          h={IMAGE_HEIGHT}
          fit="cover"
          priority={first}
        />
      </Card.Section>
      <Group mt="sm" gap={6} wrap="nowrap">
        <VegMark veg={item.isVegetarian} />
        <Text
          component={Link}
          to={`/view-restaurant/${restaurant.id}`}
          className={classes.link}
          fw={600}
          lineClamp={1}
        >
          {item.name}
        </Text>
      </Group>
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Text size="sm" c="dimmed" lineClamp={1}>
          {restaurant.name}
        </Text>
        <Text fw={600} style={{ flex: 'none' }}>
          <Money rupees={item.price} />
        </Text>
      </Group>
    </Card>
  );
}
