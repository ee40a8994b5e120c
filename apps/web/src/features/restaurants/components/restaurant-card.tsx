import { TOP_RATED_MIN_RATING, type TRestaurant } from '@app/shared';
import { Badge, Card, Group, Image, Text } from '@mantine/core';
import { IconClock, IconStarFilled } from '@tabler/icons-react';
import { Link } from 'react-router';

export function priceLevelSymbols(level: number): string {
  return '₹'.repeat(Math.min(Math.max(level, 1), 4));
}

/** Image, name, rating (Top Rated at 4.5+), cuisines, area, delivery time, price level, veg tag. */
export function RestaurantCard({ restaurant: r }: { restaurant: TRestaurant }) {
  return (
    <Card component={Link} to={`/view-restaurant/${r._id}`} withBorder padding="sm" aria-label={r.name}>
      <Card.Section>
        <Image
          src={r.images[0]}
          alt=""
          h={160}
          loading="lazy"
          fit="cover"
          fallbackSrc="/images/restaurants/1.svg"
        />
      </Card.Section>
      <Group justify="space-between" mt="sm" wrap="nowrap" gap="xs">
        <Text fw={700} lineClamp={1}>
          {r.name}
        </Text>
        <Badge
          color="green.9"
          leftSection={<IconStarFilled size={10} aria-hidden />}
          aria-label={`Rated ${r.rating}`}
        >
          {r.rating > 0 ? r.rating.toFixed(1) : 'New'}
        </Badge>
      </Group>
      <Text size="sm" c="dimmed" lineClamp={1}>
        {r.cuisine.join(', ')} · {r.area}
      </Text>
      <Group gap="xs" mt={6}>
        <Group gap={4}>
          <IconClock size={14} aria-hidden />
          <Text size="sm">{r.deliveryTime} min</Text>
        </Group>
        <Text size="sm" aria-label={`Price level ${r.priceLevel}`}>
          {priceLevelSymbols(r.priceLevel)}
        </Text>
        {r.isVegetarian && (
          <Badge color="green.9" variant="light" size="sm">
            Pure Veg
          </Badge>
        )}
        {r.rating >= TOP_RATED_MIN_RATING && (
          <Badge color="orange.9" variant="light" size="sm">
            Top Rated
          </Badge>
        )}
      </Group>
    </Card>
  );
}
