import { ActionIcon } from '@mantine/core';
import { IconHeart, IconHeartFilled } from '@tabler/icons-react';
import { useFavorites } from '../state/favorites.ts';

/** The heart toggle: a filled or outlined shape (not colour alone) and a pressed state for screen readers. */
export function FavoriteButton({
  restaurantId,
  restaurantName,
  className,
}: {
  restaurantId: string;
  restaurantName: string;
  className?: string;
}) {
  const { isFavorite, toggle } = useFavorites();
  const on = isFavorite(restaurantId);
  return (
    <ActionIcon
      className={className}
      size={44}
      radius="xl"
      variant="default"
      aria-label={`Favourite ${restaurantName}`}
      aria-pressed={on}
      title={on ? 'Remove from favourites' : 'Add to favourites'}
      onClick={() => toggle(restaurantId)}
    >
      {on ? (
        <IconHeartFilled size={22} color="var(--mantine-color-red-7)" aria-hidden />
      ) : (
        <IconHeart size={22} aria-hidden />
      )}
    </ActionIcon>
  );
}
