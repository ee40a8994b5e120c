import { TICKET_STATUS_LABELS, type TTicketStatus } from '@app/shared';
import { Badge } from '@mantine/core';
import { BADGE_SHADES } from '../../../components/badge-shades.ts';

const SHADE: Record<TTicketStatus, string> = {
  open: BADGE_SHADES.yellow,
  answered: BADGE_SHADES.teal,
  closed: BADGE_SHADES.gray,
};

/** A help-desk message's status, in words (colour is never the only signal). */
export function TicketStatusBadge({ status }: { status: TTicketStatus }) {
  return (
    <Badge color={SHADE[status]} variant="filled">
      {TICKET_STATUS_LABELS[status]}
    </Badge>
  );
}
