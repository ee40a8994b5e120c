import { ORDER_UI_MESSAGES, statusBadgeColor } from '@app/shared';
import { Badge } from '@mantine/core';
import { BADGE_SHADES } from '../../../components/badge-shades.ts';

// Spec 4's colours at shades whose text passes WCAG AA (the theme picks black or white text).
// Mantine's darkest green (#2b8a3e) is 4.4:1 with white, so green is one step deeper.

/** The order's status in words and spec 4's colour; 'Unknown' when the order did not load. */
export function ReviewStatusBadge({ status }: { status: string | undefined }) {
  const label = !status
    ? 'Unknown'
    : status === 'AwaitingPayment'
      ? ORDER_UI_MESSAGES.awaitingPayment
      : status;
  return (
    <Badge
      color={BADGE_SHADES[statusBadgeColor(status ?? '')]}
      variant="filled"
      size="lg"
      style={{ flex: 'none' }}
    >
      {label}
    </Badge>
  );
}
