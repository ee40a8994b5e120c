import { OWNER_MESSAGES } from '@app/shared';
import { Center, Loader } from '@mantine/core';
import type { ReactNode } from 'react';
import { EmptyState, ErrorState } from '../../../components/page-state.tsx';
import { useSelectedRestaurant } from '../state/selected-restaurant.ts';

/** Renders `children(restaurantId)` once the owner's chosen restaurant is known. */
export function NeedsRestaurant({ children }: { children: (restaurantId: string) => ReactNode }) {
  const { restaurantId, isPending, error } = useSelectedRestaurant();
  if (isPending)
    return (
      <Center py="xl">
        <Loader color="orange" aria-label="Loading your restaurants" />
      </Center>
    );
  if (error) return <ErrorState message={`Error loading restaurants: ${error.message}`} />;
  if (!restaurantId) return <EmptyState message={OWNER_MESSAGES.noRestaurants} />;
  return children(restaurantId);
}
