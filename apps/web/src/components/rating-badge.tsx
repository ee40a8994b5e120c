import { Badge, type BadgeProps, VisuallyHidden } from '@mantine/core';
import { IconStarFilled } from '@tabler/icons-react';

/** A restaurant's rating; 0 means no reviews yet and reads "New" (product decisions). teal.9: AA with white. */
export function RatingBadge({ rating, size }: { rating: number; size?: BadgeProps['size'] }) {
  const rated = rating > 0;
  return (
    <Badge
      color="teal.9"
      size={size}
      style={{ flex: 'none' }}
      leftSection={rated ? <IconStarFilled size={10} aria-hidden /> : undefined}
    >
      {rated ? (
        <>
          <VisuallyHidden>Rated </VisuallyHidden>
          {rating.toFixed(1)}
          <VisuallyHidden> out of 5</VisuallyHidden>
        </>
      ) : (
        'New'
      )}
    </Badge>
  );
}
