import { DELIVER_TO_MESSAGES, formatRupees, TOP_RATED_MIN_RATING, type TRestaurantNearby } from '@app/shared';
import { Badge, Box, Card, Group, Text } from '@mantine/core';
import { IconClock, IconMapPin } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { BADGE_SHADES } from './badge-shades.ts';
import classes from './card-link.module.css';
import { FavoriteButton } from './favorite-button.tsx';
import { PriceLevel } from './price-level.tsx';
import { RatingBadge } from './rating-badge.tsx';
import { ResponsiveImage } from './responsive-image.tsx';

const IMAGE_HEIGHT = 160;
const plain = (text: string) => text;

/**
 * Image, name, rating (Top Rated at 4.5+), cuisines, address, delivery time, price level, veg tag and
 * the favourite heart. The name links to the restaurant (the card's quick view) and covers the card.
 * `mark` lets a list search mark the words it matched (kept out of here so pages that never search
 * do not download Mantine's Highlight).
 */
export function RestaurantCard({
  restaurant: r,
  mark = plain,
  first = false,
}: {
  /** With a Deliver-to place, the list's quote (distance, fee, time) is shown too. */
  restaurant: TRestaurantNearby;
  mark?: (text: string) => ReactNode;
  /** The list's first card: its image is fetched at once (see pictureProps). */
  first?: boolean;
}) {
  return (
    <Card component="article" withBorder padding="sm" className={classes.card}>
      <Card.Section pos="relative">
        <ResponsiveImage
          src={r.images[0]}
          alt=""
          slot="card"
          h={IMAGE_HEIGHT}
          fit="cover"
          priority={first}
          fallbackSrc="/images/restaurants/1.svg"
        />
        <Box pos="absolute" top={8} right={8} className={classes.onTop}>
          <FavoriteButton restaurantId={r._id} restaurantName={r.name} />
        </Box>
      </Card.Section>
      <Group justify="space-between" mt="sm" wrap="nowrap" gap="xs" align="flex-start">
        <Text
          component={Link}
          to={`/view-restaurant/${r._id}`}
          className={classes.link}
          fw={700}
          lineClamp={1}
        >
          {mark(r.name)}
        </Text>
        <RatingBadge rating={r.rating} />
      </Group>
      <Text size="sm" c="dimmed" lineClamp={1}>
        {mark(r.cuisine.join(', '))}
      </Text>
      <Text size="sm" c="dimmed" lineClamp={1}>
        {mark(r.address)}
      </Text>
      {r.openingLine && (
        <Text size="sm" fw={r.isOpenNow ? 500 : 700} lineClamp={1} data-testid="opening-line">
          {r.openingLine}
        </Text>
      )}
      {r.distanceKm !== undefined && r.etaMinutes !== undefined && (
        <Group gap={4} mt={6} wrap="nowrap" data-testid="delivery-quote">
          <IconMapPin size={14} aria-hidden />
          <Text size="sm" fw={600}>
            {DELIVER_TO_MESSAGES.quoteLine(
              r.distanceKm,
              formatRupees(r.deliveryFee),
              r.etaMinutes.min,
              r.etaMinutes.max,
            )}
          </Text>
        </Group>
      )}
      <Group gap="xs" mt={6}>
        {r.etaMinutes === undefined && (
          <Group gap={4}>
            <IconClock size={14} aria-hidden />
            {/* Busy mode's extra minutes (decision 052) are already in a located estimate. */}
            <Text size="sm">{r.deliveryTime + (r.busyMinutes ?? 0)} min</Text>
          </Group>
        )}
        <PriceLevel level={r.priceLevel} />
        {r.isVegetarian && (
          <Badge color="teal.9" variant="outline" size="sm">
            Pure Veg
          </Badge>
        )}
        {r.rating >= TOP_RATED_MIN_RATING && <Badge size="sm">Top Rated</Badge>}
        {r.isPaused && (
          <Badge color={BADGE_SHADES.gray} size="sm">
            Not taking orders
          </Badge>
        )}
      </Group>
    </Card>
  );
}
