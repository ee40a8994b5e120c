import {
  COD_MESSAGES,
  ORDER_SUCCESS_REDIRECT_MS,
  ORDER_UI_MESSAGES,
  rupeesToPaise,
  type TOrder,
} from '@app/shared';
import { Button, Center, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useReducedMotion } from '@mantine/hooks';
import { IconCircleCheck } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { Link, useNavigate } from 'react-router';
import { Money } from '../../../components/money.tsx';

function useConfetti(enabled: boolean) {
  const fired = useRef(false);
  useEffect(() => {
    if (!enabled || fired.current) return;
    fired.current = true;
    // Loaded here so the confetti code lives in this chunk and downloads only after a payment.
    void import('canvas-confetti').then(({ default: confetti }) => {
      // No worker: the content security policy allows no blob: scripts, and a burst is cheap.
      const burst = confetti.create(undefined, {
        resize: true,
        useWorker: false,
        disableForReducedMotion: true,
      });
      void burst({ particleCount: 140, spread: 75, origin: { y: 0.6 } });
    });
  }, [enabled]);
}

/** Paid: confetti (not for reduced motion), the server's total, then My Orders after 3 s. */
export function OrderSuccess({ order }: { order: TOrder }) {
  const reduceMotion = useReducedMotion();
  const navigate = useNavigate();
  const heading = useRef<HTMLHeadingElement>(null);
  useConfetti(!reduceMotion);

  useEffect(() => {
    heading.current?.focus();
    const timer = setTimeout(() => navigate('/orders'), ORDER_SUCCESS_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [navigate]);

  return (
    <Center py="xl">
      <Paper withBorder radius="lg" p="xl" maw={480} w="100%">
        <Stack align="center" gap="sm" ta="center">
          <ThemeIcon color="green.9" size={64} radius="xl" aria-hidden>
            <IconCircleCheck size={40} />
          </ThemeIcon>
          <Title order={1} ref={heading} tabIndex={-1} style={{ outline: 'none' }}>
            {ORDER_UI_MESSAGES.orderPlaced}
          </Title>
          {order.cashToCollect !== null ? (
            <Text>
              {order.restaurantName} · {COD_MESSAGES.payAtDoor(rupeesToPaise(order.cashToCollect))}
            </Text>
          ) : (
            <Text>
              {order.restaurantName} · Total paid <Money rupees={order.total} />
            </Text>
          )}
          <Text c="dimmed" role="status">
            {ORDER_UI_MESSAGES.redirectingToOrders}
          </Text>
          <Group mt="sm">
            <Button component={Link} to="/" variant="default" h={44}>
              Back to Home
            </Button>
            <Button component={Link} to="/orders" variant="default" h={44}>
              My Orders
            </Button>
            <Button component={Link} to={`/orders/${order._id}`} h={44}>
              {ORDER_UI_MESSAGES.trackOrder}
            </Button>
          </Group>
        </Stack>
      </Paper>
    </Center>
  );
}
