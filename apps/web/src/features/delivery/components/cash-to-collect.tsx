import { COD_MESSAGES, rupeesToPaise } from '@app/shared';
import { Alert } from '@mantine/core';
import { IconCash } from '@tabler/icons-react';

/** Cash on delivery (decision 049): what the rider collects at the door, wherever the order shows. */
export function CashToCollect({ rupees }: { rupees: number | null }) {
  if (rupees === null) return null;
  // A standing instruction, not news: a note, not an alert that screen readers announce at once.
  return (
    <Alert
      role="note"
      color="orange"
      variant="light"
      icon={<IconCash aria-hidden />}
      p="xs"
      data-testid="cash-to-collect"
    >
      <strong>{COD_MESSAGES.collectCash(rupeesToPaise(rupees))}</strong>
    </Alert>
  );
}
