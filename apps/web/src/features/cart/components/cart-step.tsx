import {
  closedNowMessage,
  minimumOrderMessage,
  ORDER_MESSAGES,
  rupeesToPaise,
  SCHEDULE_MESSAGES,
} from '@app/shared';
import { Alert, Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useRestaurant } from '../../../queries/restaurant.ts';
import type { CartSnapshot } from '../../../state/cart.ts';
import { CartLineList } from './cart-line-list.tsx';

/** Why the cart cannot go on yet (paused, or under the minimum), checked again by the server. */
function useBlocker(cart: CartSnapshot): string | null {
  const restaurant = useRestaurant(cart.restaurantId);
  if (!restaurant.data) return null;
  if (!restaurant.data.isActive || restaurant.data.isPaused) return ORDER_MESSAGES.restaurantClosed;
  const min = rupeesToPaise(restaurant.data.minOrderAmount);
  const itemTotal = rupeesToPaise(cart.subtotal);
  return itemTotal < min ? minimumOrderMessage(min, itemTotal) : null;
}

/**
 * Closed by its opening hours (decision 050): the server's own words, with when it opens; the order
 * can still be for later (decision 053), picked at the next step.
 */
function useClosedNote(cart: CartSnapshot): string | null {
  const restaurant = useRestaurant(cart.restaurantId).data;
  if (!restaurant || restaurant.isOpenNow || restaurant.isPaused) return null;
  const next = restaurant.nextOpensAt;
  return `${closedNowMessage(next ? new Date(next) : null, new Date())} ${SCHEDULE_MESSAGES.closedPickTime}`;
}

/** Checkout's first step: the lines, then on to delivery. */
export function CartStep({
  cart,
  onContinue,
  continuing,
}: {
  cart: CartSnapshot;
  onContinue: () => void;
  continuing: boolean;
}) {
  const blocker = useBlocker(cart);
  const closed = useClosedNote(cart);
  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="nowrap" align="baseline">
        <Text>
          From <strong>{cart.restaurantName || 'the restaurant'}</strong>
        </Text>
        <Anchor
          component={Link}
          to={`/view-restaurant/${cart.restaurantId ?? ''}`}
          py={10}
          style={{ flex: 'none' }}
        >
          Add more
        </Anchor>
      </Group>
      <CartLineList lines={cart.lines} />
      {(blocker ?? closed) && (
        <Alert color="yellow" icon={<IconAlertTriangle aria-hidden />} role="status">
          {blocker ?? closed}
        </Alert>
      )}
      <Group justify="flex-end">
        <Button
          h={44}
          flex={{ base: 1, sm: 'initial' }}
          onClick={onContinue}
          disabled={blocker !== null}
          loading={continuing}
        >
          Continue to delivery
        </Button>
      </Group>
    </Stack>
  );
}
