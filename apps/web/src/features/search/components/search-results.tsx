import { MESSAGES } from '@app/shared';
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { CardGrid, CardGridSkeleton } from '../../../components/card-grid.tsx';
import { DishCard } from '../../../components/dish-card.tsx';
import { EmptyState, ErrorState, RetryButton } from '../../../components/page-state.tsx';
import { RestaurantGrid } from '../../../components/restaurant-grid.tsx';
import { useSearch } from '../api/get-search.ts';

function plural(n: number, one: string, many: string) {
  return `${n} ${n === 1 ? one : many}`;
}

/** Results of a submitted search: dishes, then restaurants; the heading takes focus so it is announced. */
export function SearchResults({ q, onClear }: { q: string; onClear: () => void }) {
  const search = useSearch(q);
  const heading = useRef<HTMLHeadingElement>(null);
  const items = search.data?.items ?? [];
  const restaurants = search.data?.restaurants ?? [];

  useEffect(() => {
    if (q) heading.current?.focus({ preventScroll: false });
  }, [q]);

  return (
    <Stack component="section" aria-labelledby="search-results-heading" gap="md" mt="lg">
      <Group justify="space-between" align="center">
        <Title
          order={2}
          id="search-results-heading"
          ref={heading}
          tabIndex={-1}
          fz={{ base: 20, sm: 24 }}
          // Focus is moved here only so screen readers announce the results; no ring for a non-control.
          style={{ outline: 'none' }}
        >
          Results for “{q}”
        </Title>
        <Button variant="subtle" mih={44} onClick={onClear}>
          Clear Search
        </Button>
      </Group>
      <Text size="sm" c="dimmed" aria-live="polite">
        {search.isSuccess &&
          !search.isPlaceholderData &&
          `${plural(items.length, 'dish', 'dishes')} and ${plural(restaurants.length, 'restaurant', 'restaurants')} found`}
      </Text>
      {search.isError ? (
        <ErrorState
          message="Search failed. Please try again."
          action={<RetryButton onRetry={() => search.refetch()} />}
        />
      ) : search.isPending || search.isPlaceholderData ? (
        <CardGridSkeleton />
      ) : (
        <>
          <Title order={3} fz="lg">
            Dishes
          </Title>
          {items.length === 0 ? (
            <EmptyState message={MESSAGES.noMatchingFoodItems} />
          ) : (
            <CardGrid label="Dishes found">
              {items.map((item) => (
                <li key={item._id}>
                  <DishCard item={item} />
                </li>
              ))}
            </CardGrid>
          )}
          <Title order={3} fz="lg">
            Restaurants
          </Title>
          {restaurants.length === 0 ? (
            <EmptyState message={MESSAGES.noMatchingRestaurants} />
          ) : (
            <RestaurantGrid label="Restaurants found" restaurants={restaurants} />
          )}
        </>
      )}
    </Stack>
  );
}
