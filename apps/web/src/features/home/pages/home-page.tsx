import { MESSAGES, TOP_RATED_MIN_RATING } from '@app/shared';
import { Card, Container, Group, Image, SimpleGrid, Skeleton, Text, Title } from '@mantine/core';
import { useQueries } from '@tanstack/react-query';
import { Link } from 'react-router';
import { Money } from '../../../components/money.tsx';
import { ErrorState } from '../../../components/page-state.tsx';
import { VegMark } from '../../../components/veg-mark.tsx';
import { foodItemsQuery } from '../../restaurants/api/get-food-items.ts';
import { restaurantsQuery } from '../../restaurants/api/get-restaurants.ts';
import { RestaurantCard } from '../../restaurants/components/restaurant-card.tsx';

const GRID = { base: 1, xs: 2, md: 3, lg: 4 };

function CardSkeletons() {
  return (
    <SimpleGrid cols={GRID}>
      {['a', 'b', 'c', 'd'].map((k) => (
        <Skeleton key={k} h={240} />
      ))}
    </SimpleGrid>
  );
}

/** Home: restaurants and dishes load in parallel; top rated (4.5+) and popular dishes. */
export default function HomePage() {
  const [restaurants, dishes] = useQueries({
    queries: [restaurantsQuery({ limit: 100 }), foodItemsQuery(8)],
  });
  const failed = restaurants.isError || dishes.isError;
  const topRated = (restaurants.data?.items ?? []).filter((r) => r.rating >= TOP_RATED_MIN_RATING);

  return (
    <Container size="xl" py="lg">
      <Title order={1} fz={{ base: 26, sm: 36 }}>
        Hungry? Chennai&apos;s best kitchens, at your door.
      </Title>
      {failed && <ErrorState message={MESSAGES.homeLoadFailed} />}

      <Title order={2} mt="xl" mb="sm">
        Popular dishes
      </Title>
      {dishes.isPending ? (
        <CardSkeletons />
      ) : (
        <SimpleGrid cols={GRID}>
          {(dishes.data?.items ?? []).map((d) => (
            <Card
              key={d._id}
              withBorder
              padding="sm"
              component={Link}
              to={`/view-restaurant/${typeof d.restaurantId === 'string' ? d.restaurantId : d.restaurantId._id}`}
            >
              <Card.Section>
                <Image src={d.imageUrl} alt="" h={140} loading="lazy" />
              </Card.Section>
              <Group mt="sm" gap={6} wrap="nowrap">
                <VegMark veg={d.isVegetarian} />
                <Text fw={600} lineClamp={1}>
                  {d.name}
                </Text>
              </Group>
              <Group justify="space-between">
                <Text size="sm" c="dimmed" lineClamp={1}>
                  {typeof d.restaurantId === 'string' ? d.area : d.restaurantId.name}
                </Text>
                <Money rupees={d.price} />
              </Group>
            </Card>
          ))}
        </SimpleGrid>
      )}

      <Title order={2} mt="xl" mb="sm">
        Top-rated restaurants
      </Title>
      {restaurants.isPending ? (
        <CardSkeletons />
      ) : (
        <SimpleGrid cols={GRID}>
          {topRated.map((r) => (
            <RestaurantCard key={r._id} restaurant={r} />
          ))}
        </SimpleGrid>
      )}
    </Container>
  );
}
