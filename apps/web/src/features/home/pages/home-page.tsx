import { MESSAGES, TOP_RATED_MIN_RATING } from '@app/shared';
import { Box, Container, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { CardGrid, CardGridSkeleton } from '../../../components/card-grid.tsx';
import { DishCard } from '../../../components/dish-card.tsx';
import { EmptyState, ErrorState, RetryButton } from '../../../components/page-state.tsx';
import { RestaurantGrid } from '../../../components/restaurant-grid.tsx';
import { allRestaurantsQuery } from '../../restaurants/api/get-all-restaurants.ts';
import { foodItemsQuery } from '../../restaurants/api/get-food-items.ts';
import { CategoryCarousel } from '../components/category-carousel.tsx';
import { HomeFooter } from '../components/home-footer.tsx';

const POPULAR_DISHES = 8;

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Box component="section" aria-labelledby={id} mt="xl">
      <Title order={2} id={id} mb="sm" fz={{ base: 22, sm: 26 }}>
        {title}
      </Title>
      {children}
    </Box>
  );
}

/**
 * Home: hero search (composed in by the router), cuisines, popular dishes and top-rated restaurants.
 * Restaurants and dishes load in parallel.
 */
export default function HomePage({ search }: { search?: ReactNode }) {
  // Two hooks in one render start both requests at once (useQueries would add ~1.5 KB gzip for nothing).
  const restaurants = useQuery(allRestaurantsQuery());
  const dishes = useQuery(foodItemsQuery(POPULAR_DISHES));
  const failed = restaurants.isError || dishes.isError;
  const topRated = (restaurants.data?.items ?? []).filter((r) => r.rating >= TOP_RATED_MIN_RATING);
  const retry = () => {
    if (restaurants.isError) restaurants.refetch();
    if (dishes.isError) dishes.refetch();
  };

  return (
    <>
      <Container size="xl" py="lg">
        <Stack component="header" gap={4}>
          <Title order={1} fz={{ base: 26, sm: 36 }}>
            Hungry? Chennai&apos;s best kitchens, at your door.
          </Title>
          <Text c="dimmed">Search a dish, a cuisine or your area — or try one of these.</Text>
        </Stack>
        {search}

        {failed && <ErrorState message={MESSAGES.homeLoadFailed} action={<RetryButton onRetry={retry} />} />}

        <Box mt="xl">
          <CategoryCarousel />
        </Box>

        <Section id="popular-heading" title="Popular dishes">
          {dishes.isError ? null : dishes.isPending ? (
            <CardGridSkeleton height={230} />
          ) : (dishes.data?.items ?? []).length === 0 ? (
            <EmptyState message={MESSAGES.noMatchingFoodItems} />
          ) : (
            <CardGrid label="Popular dishes">
              {(dishes.data?.items ?? []).map((d) => (
                <li key={d._id}>
                  <DishCard item={d} />
                </li>
              ))}
            </CardGrid>
          )}
        </Section>

        <Section id="top-rated-heading" title="Top-rated restaurants">
          {restaurants.isError ? null : restaurants.isPending ? (
            <CardGridSkeleton height={290} />
          ) : topRated.length === 0 ? (
            <EmptyState message={MESSAGES.noRestaurantsAvailable} />
          ) : (
            <RestaurantGrid label="Top-rated restaurants" restaurants={topRated} />
          )}
        </Section>
      </Container>
      <HomeFooter />
    </>
  );
}
