import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { useQueries } from '@tanstack/react-query';
import { Link } from 'react-router';
import { CardGridSkeleton } from '../../../components/card-grid.tsx';
import { EmptyState, ErrorState, RetryButton } from '../../../components/page-state.tsx';
import { RestaurantGrid } from '../../../components/restaurant-grid.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { restaurantQuery } from '../../../queries/restaurant.ts';
import { useFavorites } from '../../../state/favorites.ts';

const browseButton = (
  <Button component={Link} to="/all-restaurants" mih={44}>
    Browse Restaurants
  </Button>
);

/**
 * Favourite restaurants, one request per favourite (a person keeps a handful; each answer also warms
 * the restaurant page's cache). A favourite that no longer exists is left out quietly.
 */
export default function FavoritesPage() {
  const favorites = useFavorites();
  const results = useQueries({ queries: favorites.ids.map((id) => restaurantQuery(id)) });
  const gone = (e: unknown) => e instanceof ApiError && (e.status === 404 || e.status === 400);
  const failed = results.filter((r) => r.isError && !gone(r.error));
  const loading = favorites.isPending || results.some((r) => r.isPending);
  const restaurants = results.flatMap((r) => (r.data ? [r.data] : []));

  return (
    <Container size="xl" py="lg">
      <Stack gap="md">
        <Title order={1} fz={{ base: 26, sm: 32 }}>
          Your Favourites
        </Title>
        {failed.length > 0 && (
          <ErrorState
            message="Some favourites could not be loaded."
            action={
              <RetryButton
                onRetry={() => {
                  for (const r of failed) r.refetch();
                }}
              />
            }
          />
        )}
        {loading ? (
          <CardGridSkeleton count={Math.max(1, Math.min(favorites.ids.length, 8))} height={300} />
        ) : restaurants.length === 0 && failed.length === 0 ? (
          <EmptyState
            message="You have no favourite restaurants yet. Tap the heart on a restaurant to keep it here."
            action={browseButton}
          />
        ) : (
          <>
            <Text size="sm" c="dimmed">
              {restaurants.length} {restaurants.length === 1 ? 'restaurant' : 'restaurants'}
            </Text>
            <RestaurantGrid label="Favourite restaurants" restaurants={restaurants} />
          </>
        )}
      </Stack>
    </Container>
  );
}
