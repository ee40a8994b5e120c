import { REFUND_STATE_LABELS } from '@app/shared';
import { Badge } from '@mantine/core';
import { BADGE_SHADES } from '../../../components/badge-shades.ts';

const SHADE = {
  pending: BADGE_SHADES.yellow,
  processed: BADGE_SHADES.teal,
  failed: BADGE_SHADES.red,
} as const;

/** An order's payment as a word: Unpaid, Paid, or its refund's state (colour is never the only signal). */
export function PaymentBadge({
  paid,
  refundStatus,
}: {
  paid: boolean;
  refundStatus: 'pending' | 'processed' | 'failed' | null;
}) {
  if (refundStatus)
    return (
      <Badge color={SHADE[refundStatus]} variant="filled">
        {REFUND_STATE_LABELS[refundStatus]}
      </Badge>
    );
  return (
    <Badge color={paid ? BADGE_SHADES.green : BADGE_SHADES.gray} variant="filled">
      {paid ? 'Paid' : 'Unpaid'}
    </Badge>
  );
}
