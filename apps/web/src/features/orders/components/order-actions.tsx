import { ORDER_UI_MESSAGES, type TOrder } from '@app/shared';
import { Button, Group, Text } from '@mantine/core';
import { IconChevronDown, IconCreditCard, IconRefresh, IconStar } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { useCart } from '../../../state/cart.ts';
import { useCancelWindow } from '../hooks/use-cancel-window.ts';
import { useReorder } from '../hooks/use-reorder.ts';
import type { CardMessage, PayNowSlot } from '../order-types.ts';
import { CancelOrderButton } from './cancel-order-button.tsx';
import { ReplaceCartDialog } from './replace-cart-dialog.tsx';
import { TipAfterDelivery } from './tip-after-delivery.tsx';

const TAP = 44;

function reorderMessage(added: number, unavailable: string[]): CardMessage {
  if (added === 0) return { kind: 'error', text: ORDER_UI_MESSAGES.reorderNoneAvailable };
  const missing =
    unavailable.length > 0 ? ` ${ORDER_UI_MESSAGES.reorderUnavailable} ${unavailable.join(', ')}.` : '';
  return { kind: 'success', text: `${ORDER_UI_MESSAGES.reorderAdded}${missing}`, linkToCart: true };
}

function ReorderButton({ order, onMessage }: { order: TOrder; onMessage: (m: CardMessage) => void }) {
  const reorder = useReorder();
  const { count, restaurantName } = useCart();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);

  async function run() {
    setAsking(false);
    setBusy(true);
    try {
      const { added, unavailable } = await reorder(order);
      onMessage(reorderMessage(added, unavailable));
    } catch (err) {
      onMessage({ kind: 'error', text: err instanceof Error ? err.message : String(err) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <Button
        variant="light"
        h={TAP}
        loading={busy}
        leftSection={<IconRefresh size={18} aria-hidden />}
        onClick={() => (count > 0 ? setAsking(true) : run())}
      >
        Reorder
      </Button>
      <ReplaceCartDialog
        opened={asking}
        cartRestaurant={restaurantName}
        onKeep={() => setAsking(false)}
        onReplace={run}
      />
    </>
  );
}

/**
 * Only the buttons this order's status allows (spec 2 and 4, product decisions' lifecycle). On My
 * Orders (`track` given) also Track, which opens the live view in the card, and a link to the
 * order's own screen.
 */
export function OrderActions({
  order,
  payNow,
  track,
  onMessage,
}: {
  order: TOrder;
  payNow: PayNowSlot | undefined;
  track?: { open: boolean; panelId: string; toggle: () => void };
  onMessage: (message: CardMessage | null) => void;
}) {
  const [paying, setPaying] = useState(false);
  const { canCancel, until } = useCancelWindow(order);
  const delivered = order.status === 'Delivered';

  if (order.status === 'AwaitingPayment') {
    return payNow ? (
      <Group>
        <Button
          h={TAP}
          loading={paying}
          leftSection={<IconCreditCard size={18} aria-hidden />}
          onClick={() => {
            onMessage(null);
            setPaying(true);
          }}
        >
          Pay now
        </Button>
        {paying &&
          payNow({
            order,
            onDone: (error) => {
              setPaying(false);
              if (error) onMessage({ kind: 'error', text: error });
            },
          })}
      </Group>
    ) : null;
  }

  return (
    <Group gap="xs">
      {track && (
        <>
          <Button
            variant="default"
            h={TAP}
            aria-expanded={track.open}
            aria-controls={track.panelId}
            rightSection={
              <IconChevronDown
                size={16}
                aria-hidden
                style={{
                  transform: track.open ? 'rotate(180deg)' : undefined,
                  transition: 'transform 150ms',
                }}
              />
            }
            onClick={track.toggle}
          >
            Track
          </Button>
          <Button component={Link} to={`/orders/${order._id}`} variant="subtle" h={TAP}>
            {ORDER_UI_MESSAGES.viewOrder}
          </Button>
        </>
      )}
      {delivered && !order.reviewed && (
        <Button
          component={Link}
          to={`/review/${order._id}`}
          h={TAP}
          leftSection={<IconStar size={18} aria-hidden />}
        >
          Leave Review
        </Button>
      )}
      {delivered && <ReorderButton order={order} onMessage={onMessage} />}
      {delivered && payNow && <TipAfterDelivery order={order} payNow={payNow} onMessage={onMessage} />}
      {canCancel && <CancelOrderButton order={order} until={until} onResult={onMessage} />}
      {delivered && order.reviewed && (
        <Text size="sm" c="dimmed">
          Reviewed, thank you
        </Text>
      )}
    </Group>
  );
}
