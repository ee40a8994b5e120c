import { DELIVER_TO_MESSAGES, MESSAGES, RESTAURANT_SEARCH_MAX_LENGTH } from '@app/shared';
import {
  Button,
  CloseButton,
  Container,
  Group,
  Highlight,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconAdjustmentsHorizontal, IconSearch } from '@tabler/icons-react';
import { useDeferredValue, useState } from 'react';
import { BackButton } from '../../../components/back-button.tsx';
import { CardGrid, CardGridSkeleton } from '../../../components/card-grid.tsx';
import { ChangeLocationButton, DeliverTo } from '../../../components/deliver-to.tsx';
import { EmptyState, ErrorState, RetryButton } from '../../../components/page-state.tsx';
import { RestaurantCard } from '../../../components/restaurant-card.tsx';
import { locationPoint, useDeliveryLocation } from '../../../state/delivery-location.ts';
import { useBrowseRestaurants, useRestaurantCount } from '../api/browse-restaurants.ts';
import { RestaurantFilters } from '../components/restaurant-filters.tsx';
import { isFiltering, NO_FILTERS, toNarrowing } from '../filter-restaurants.ts';

const FILTERS_ID = 'restaurant-filters';
/** The server is asked once typing pauses, not on every keystroke. */
const SEARCH_DEBOUNCE_MS = 250;

/**
 * Browse: every restaurant, searched and filtered on the server (spec 5, "Browse-restaurants
 * search"), best rated first, a page at a time.
 */
export default function AllRestaurantsPage() {
  const [search, setSearch] = useState('');
  const [filters, setFilters] = useState(NO_FILTERS);
  const [showFilters, setShowFilters] = useState(false);
  const [searched] = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  // Without a Deliver-to place (and on the server) the first screen's read; with one, only the
  // restaurants that deliver there, loaded after hydration.
  const location = useDeliveryLocation();
  const point = locationPoint(location);
  const restaurants = useBrowseRestaurants({ ...toNarrowing(searched, filters), ...point });
  const filtering = isFiltering(searched, filters);
  const total = useRestaurantCount(filtering, point);

  // 24 cards are costly to draw on a phone: React draws them in a background pass sliced into
  // short tasks (as useDeferredQuery does for the home page), not in one long task.
  const data = useDeferredValue(restaurants.data);
  const shown = data?.pages.flatMap((p) => p.items) ?? [];
  const matching = restaurants.data?.pages[0]?.total ?? 0;
  const needle = searched.trim();
  // Matches are marked in the name, cuisines and address (spec 5).
  const mark = (text: string) => (
    <Highlight component="span" highlight={needle} inherit>
      {text}
    </Highlight>
  );
  const reset = () => {
    setSearch('');
    setFilters(NO_FILTERS);
  };

  return (
    <Container size="xl" py="lg">
      <Stack gap="md">
        <Group justify="space-between" wrap="nowrap">
          <BackButton />
          <Button
            variant={showFilters ? 'filled' : 'light'}
            mih={44}
            leftSection={<IconAdjustmentsHorizontal size={18} aria-hidden />}
            aria-expanded={showFilters}
            aria-controls={FILTERS_ID}
            onClick={() => setShowFilters((v) => !v)}
          >
            Filters
          </Button>
        </Group>
        <Title order={1} fz={{ base: 26, sm: 32 }}>
          Browse Restaurants
        </Title>
        <div>
          <DeliverTo />
        </div>
        <TextInput
          type="search"
          aria-label="Search restaurants by name, cuisine or address"
          placeholder="Search by name, cuisine or address"
          maxLength={RESTAURANT_SEARCH_MAX_LENGTH}
          value={search}
          onChange={(e) => setSearch(e.currentTarget.value)}
          leftSection={<IconSearch size={18} aria-hidden />}
          rightSection={
            search ? <CloseButton size="lg" aria-label="Clear search" onClick={() => setSearch('')} /> : null
          }
          rightSectionWidth={48}
          size="md"
        />
        {showFilters && <RestaurantFilters id={FILTERS_ID} filters={filters} onChange={setFilters} />}
        <Text size="sm" c="dimmed" aria-live="polite" mih={20}>
          {filtering && restaurants.isSuccess && !restaurants.isPlaceholderData && total !== undefined
            ? `Showing ${matching} of ${total} restaurants`
            : ''}
        </Text>

        {restaurants.isError ? (
          <ErrorState
            message={MESSAGES.failedToFetchRestaurants}
            action={<RetryButton onRetry={() => restaurants.refetch()} />}
          />
        ) : data === undefined ? (
          <CardGridSkeleton count={8} height={300} />
        ) : shown.length === 0 && !filtering && location ? (
          <EmptyState
            message={DELIVER_TO_MESSAGES.noneDeliverHere(location.label)}
            action={<ChangeLocationButton />}
          />
        ) : shown.length === 0 && !filtering ? (
          <EmptyState message={MESSAGES.noRestaurantsAvailable} />
        ) : shown.length === 0 ? (
          <EmptyState
            message={MESSAGES.noRestaurantsMatchingSearch}
            action={
              <Button mih={44} onClick={reset}>
                Reset Filters
              </Button>
            }
          />
        ) : (
          <>
            <CardGrid label="Restaurants">
              {shown.map((r, i) => (
                <li key={r._id}>
                  <RestaurantCard restaurant={r} mark={mark} first={i === 0} />
                </li>
              ))}
            </CardGrid>
            {restaurants.hasNextPage && (
              <Button
                variant="light"
                mih={44}
                style={{ alignSelf: 'center' }}
                loading={restaurants.isFetchingNextPage}
                onClick={() => restaurants.fetchNextPage()}
              >
                Show more restaurants
              </Button>
            )}
          </>
        )}
      </Stack>
    </Container>
  );
}
