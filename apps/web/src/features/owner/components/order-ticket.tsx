import {
  DELIVERY_NOTE_MESSAGES,
  KITCHEN_MESSAGES,
  OWNER_MESSAGES,
  PREP_MINUTES,
  shownFirstName,
  type TOrder,
} from '@app/shared';
import { Button, Group, Modal, NumberInput, Paper, Stack, Text, Textarea } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useState } from 'react';
import { Money } from '../../../components/money.tsx';
import { OrderStatusBadge } from '../../../components/order-status-badge.tsx';
import { ScheduledLine } from '../../../components/scheduled-line.tsx';
import { useNow } from '../../../lib/use-now.ts';
import { useMarkReady, useMoveOrder } from '../api/orders-board.ts';
import { ticketClock } from './ticket-clock.ts';
import type { TicketPrinter } from './ticket-printer.tsx';

const time = new Intl.DateTimeFormat('en-IN', { timeStyle: 'short' });

function RejectDialog({ order, opened, onClose }: { order: TOrder; opened: boolean; onClose: () => void }) {
  const move = useMoveOrder();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const reject = () => {
    if (!reason.trim()) return setError(OWNER_MESSAGES.rejectReasonRequired);
    move.mutate(
      { id: order._id, status: 'Cancelled', reason: reason.trim() },
      { onSuccess: onClose, onError: (err) => setError(err.message) },
    );
  };
  return (
    <Modal opened={opened} onClose={onClose} title={`Reject order #${order._id.slice(0, 8)}`}>
      <Stack>
        <Textarea
          label="Reason (the customer sees it)"
          value={reason}
          onChange={(e) => setReason(e.currentTarget.value)}
          error={error}
          maxLength={300}
          data-autofocus
        />
        <Text size="sm">The customer is refunded in full.</Text>
        <Button color="red" onClick={reject} loading={move.isPending}>
          Reject order
        </Button>
      </Stack>
    </Modal>
  );
}

/** The ticket's clocks and rider (ticket-clock.ts), moved on every 15 seconds; a flagged line stands out. */
function TicketClock({ order }: { order: TOrder }) {
  const lines = ticketClock(order, useNow(15_000));
  if (lines.length === 0) return null;
  return (
    <Stack gap={0} data-testid="ticket-clock">
      {lines.map((l) => (
        <Text
          key={l.text}
          size="sm"
          fw={l.warn ? 700 : 500}
          c={l.warn ? 'var(--mantine-color-orange-text)' : undefined}
        >
          {l.warn && (
            <IconAlertTriangle size={14} aria-hidden style={{ verticalAlign: -2, marginRight: 4 }} />
          )}
          {l.text}
        </Text>
      ))}
    </Stack>
  );
}

/**
 * One order on the board: the ticket (items, options, quantities, first name, address), its clocks
 * and rider, and its action; a finished one says how it ended.
 */
export function OrderTicket({ order, printer }: { order: TOrder; printer?: TicketPrinter }) {
  const move = useMoveOrder();
  const ready = useMarkReady();
  const [prep, setPrep] = useState<number | string>(20);
  const [rejecting, { open, close }] = useDisclosure(false);
  const [error, setError] = useState<string | null>(null);
  const onError = (err: Error) => setError(err.message);

  return (
    <Paper
      withBorder
      p="sm"
      radius="md"
      component="article"
      aria-label={`Order from ${shownFirstName(order.deliveryInfo.name)}`}
    >
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap">
          <Text fw={700}>{shownFirstName(order.deliveryInfo.name)}</Text>
          <Text size="sm" c="dimmed">
            #{order._id.slice(0, 8)} · {time.format(new Date(order.createdAt))}
          </Text>
        </Group>
        {(order.status === 'Delivered' || order.status === 'Cancelled') && (
          <OrderStatusBadge status={order.status} />
        )}
        <ScheduledLine scheduledFor={order.scheduledFor} />
        <TicketClock order={order} />
        <Stack gap={2} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
          {order.items.map((item, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: order lines have no id of their own
            <Text component="li" key={i} size="sm">
              {item.quantity} × {item.name}
              {item.options.length > 0 && ` (${item.options.map((o) => o.option).join(', ')})`}
            </Text>
          ))}
        </Stack>
        <Text size="sm" c="dimmed">
          {order.deliveryInfo.address}, {order.deliveryInfo.city}
        </Text>
        {order.deliveryInfo.note && (
          <Text size="sm" fw={600}>
            {DELIVERY_NOTE_MESSAGES.shown(order.deliveryInfo.note)}
          </Text>
        )}
        <Group justify="space-between">
          <Text fw={600}>
            <Money rupees={order.total} />
          </Text>
          {order.prepMinutes !== null && order.status === 'Preparing' && (
            <Text size="sm">Prep {order.prepMinutes} min</Text>
          )}
          {order.cancelReason && <Text size="sm">Reason: {order.cancelReason}</Text>}
        </Group>
        {order.status === 'Processing' && (
          <Group align="flex-end" wrap="wrap" gap="xs">
            <NumberInput
              label="Prep time (min)"
              value={prep}
              onChange={setPrep}
              min={PREP_MINUTES.min}
              max={PREP_MINUTES.max}
              w={120}
              size="sm"
            />
            <Button
              size="sm"
              color="green.9"
              loading={move.isPending}
              onClick={() =>
                move.mutate({ id: order._id, status: 'Preparing', prepMinutes: Number(prep) }, { onError })
              }
            >
              Accept
            </Button>
            <Button size="sm" variant="outline" color="red" onClick={open}>
              Reject
            </Button>
          </Group>
        )}
        {printer && (order.status === 'Preparing' || order.status === 'On the way') && (
          <Group gap="xs">
            <Button
              size="sm"
              variant="default"
              aria-label={KITCHEN_MESSAGES.printTicketFor(order._id.slice(0, 8))}
              onClick={() => printer.print(order, 'hand').catch(onError)}
            >
              {KITCHEN_MESSAGES.printTicket}
            </Button>
            {printer.printed.has(order._id) && (
              <Text size="sm" c="dimmed">
                {KITCHEN_MESSAGES.ticketPrinted}
              </Text>
            )}
          </Group>
        )}
        {order.status === 'Preparing' &&
          (order.readyAt ? (
            <Text size="sm" fw={600}>
              Ready for pickup
            </Text>
          ) : (
            <Button size="sm" loading={ready.isPending} onClick={() => ready.mutate(order._id, { onError })}>
              Ready for pickup
            </Button>
          ))}
        {error && (
          <Text size="sm" c="var(--mantine-color-error)" role="alert">
            {error}
          </Text>
        )}
      </Stack>
      {rejecting && <RejectDialog order={order} opened={rejecting} onClose={close} />}
    </Paper>
  );
}
