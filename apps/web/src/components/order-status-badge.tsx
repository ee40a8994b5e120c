import { orderStatusLabel, statusBadgeColor } from '@app/shared';
import { Badge } from '@mantine/core';
import { BADGE_SHADES } from './badge-shades.ts';

// Spec 4's colours at shades whose text passes WCAG AA (the theme picks black or white text).
// Mantine's darkest green (#2b8a3e) is 4.4:1 with white, so green is one step deeper.

/**
 * Spec 4's colours, always with the word: colour is never the only signal. 'Unknown' when the
 * order did not load (the review page shows the badge before it knows).
 */
export function OrderStatusBadge({
  status,
  size = 'lg',
}: {
  status: string | undefined;
  size?: 'sm' | 'lg';
}) {
  return (
    <Badge
      color={BADGE_SHADES[statusBadgeColor(status ?? '')]}
      variant="filled"
      size={size}
      style={{ flex: 'none' }}
    >
      {status ? orderStatusLabel(status) : 'Unknown'}
    </Badge>
  );
}
