import { DELIVER_TO_MESSAGES, MESSAGES, TOP_RATED_MIN_RATING } from '@app/shared';
import { Anchor, Box, Container, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { CardGrid, CardGridSkeleton } from '../../../components/card-grid.tsx';
import { ChangeLocationButton, DeliverTo } from '../../../components/deliver-to.tsx';
import { DishCard } from '../../../components/dish-card.tsx';
import { EmptyState, ErrorState, RetryButton } from '../../../components/page-state.tsx';
import { RestaurantGrid } from '../../../components/restaurant-grid.tsx';
import { useDeferredQuery } from '../../../lib/use-deferred-query.ts';
import { locationPoint, useDeliveryLocation } from '../../../state/delivery-location.ts';
import { bestRatedRestaurantsQuery, popularDishesQuery } from '../api/home-queries.ts';
import { CategoryCarousel } from '../components/category-carousel.tsx';
import { HomeFooter } from '../components/home-footer.tsx';

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
  // The route's loader has started both requests; these hooks read them as they land.
  // Without a Deliver-to place (and always on the server) this is the first screen's read; with one,
  // the located list loads after hydration.
  const location = useDeliveryLocation();
  const restaurants = useDeferredQuery(bestRatedRestaurantsQuery(locationPoint(location)));
  const dishes = useDeferredQuery(popularDishesQuery());
  const failed = restaurants.isError || dishes.isError;
  // With a place, every restaurant that delivers there (best rated first); else the top rated.
  const topRated = location
    ? (restaurants.data?.items ?? [])
    : (restaurants.data?.items ?? []).filter((r) => r.rating >= TOP_RATED_MIN_RATING);
  const retry = () => {
    if (restaurants.isError) restaurants.refetch();
    if (dishes.isError) dishes.refetch();
  };

  return (
    <>
      <Container size="xl" py="lg">
        <Stack component="header" gap={4}>
          <div>
            <DeliverTo />
          </div>
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
            <EmptyState message={MESSAGES.noFoodItemsFound} />
          ) : (
            <CardGrid label="Popular dishes">
              {(dishes.data?.items ?? []).map((d, i) => (
                <li key={d._id}>
                  <DishCard item={d} first={i === 0} />
                </li>
              ))}
            </CardGrid>
          )}
        </Section>

        <Section
          id="top-rated-heading"
          title={location ? DELIVER_TO_MESSAGES.nearbyTitle(location.label) : 'Top-rated restaurants'}
        >
          {restaurants.isError ? null : restaurants.isPending ? (
            <CardGridSkeleton height={290} />
          ) : location && (restaurants.data?.items ?? []).length === 0 ? (
            <EmptyState
              message={DELIVER_TO_MESSAGES.noneDeliverHere(location.label)}
              action={<ChangeLocationButton />}
            />
          ) : topRated.length === 0 ? (
            <EmptyState message={MESSAGES.noRestaurantsAvailable} />
          ) : (
            <RestaurantGrid
              label={location ? DELIVER_TO_MESSAGES.nearbyTitle(location.label) : 'Top-rated restaurants'}
              restaurants={topRated}
            />
          )}
          <Anchor component={Link} to="/all-restaurants" display="inline-block" mt="md" py={12} fw={600}>
            See all restaurants
          </Anchor>
        </Section>
      </Container>
      <HomeFooter />
    </>
  );
}
