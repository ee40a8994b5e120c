import { MESSAGES, SEARCH_RESULTS_SHOWN_FIRST } from '@app/shared';
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { CardGrid, CardGridSkeleton } from '../../../components/card-grid.tsx';
import { DishCard } from '../../../components/dish-card.tsx';
import { EmptyState, ErrorState, RetryButton } from '../../../components/page-state.tsx';
import { RestaurantGrid } from '../../../components/restaurant-grid.tsx';
import { locationPoint, useDeliveryLocation } from '../../../state/delivery-location.ts';
import { useSearch } from '../api/get-search.ts';

function plural(n: number, one: string, many: string) {
  return `${n} ${n === 1 ? one : many}`;
}

/**
 * Whether every card of one kind is shown for the search `q`: the first few are drawn at once, the
 * rest when asked for; a new search starts again with the first few.
 */
function useShowAllFor(q: string): [boolean, () => void] {
  const [shownFor, setShownFor] = useState<string | null>(null);
  return [shownFor === q, () => setShownFor(q)];
}

/**
 * The first SEARCH_RESULTS_SHOWN_FIRST cards, then a button for the rest. When pressed, the focus
 * moves to the first card it added, so a keyboard or screen-reader user carries on from there.
 */
function FirstFew<T>({
  q,
  all,
  noun,
  render,
}: {
  q: string;
  all: T[];
  noun: string;
  render: (shown: T[]) => ReactNode;
}) {
  const [showAll, show] = useShowAllFor(q);
  const wrap = useRef<HTMLDivElement>(null);
  const hidden = all.length - SEARCH_RESULTS_SHOWN_FIRST;
  useEffect(() => {
    if (showAll)
      wrap.current?.querySelector<HTMLElement>(`li:nth-child(${SEARCH_RESULTS_SHOWN_FIRST + 1}) a`)?.focus();
  }, [showAll]);
  return (
    <div ref={wrap}>
      {render(showAll ? all : all.slice(0, SEARCH_RESULTS_SHOWN_FIRST))}
      {!showAll && hidden > 0 && (
        <Button variant="light" mt="md" mih={44} onClick={show}>
          Show all {all.length} {noun}
        </Button>
      )}
    </div>
  );
}

/** Results of a submitted search: dishes, then restaurants; the heading takes focus so it is announced. */
export function SearchResults({ q, onClear }: { q: string; onClear: () => void }) {
  const location = useDeliveryLocation();
  const search = useSearch(q, locationPoint(location));
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
            <FirstFew
              q={q}
              all={items}
              noun="dishes"
              render={(shown) => (
                <CardGrid label="Dishes found">
                  {shown.map((item) => (
                    <li key={item._id}>
                      <DishCard item={item} />
                    </li>
                  ))}
                </CardGrid>
              )}
            />
          )}
          <Title order={3} fz="lg">
            Restaurants
          </Title>
          {restaurants.length === 0 ? (
            <EmptyState message={MESSAGES.noMatchingRestaurants} />
          ) : (
            <FirstFew
              q={q}
              all={restaurants}
              noun="restaurants"
              render={(shown) => <RestaurantGrid label="Restaurants found" restaurants={shown} />}
            />
          )}
        </>
      )}
    </Stack>
  );
}
