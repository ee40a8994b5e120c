import { etaMinutes, INDIA_TIME_ZONE, type TOrder } from '@app/shared';
import { Box, Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useOrder } from '../../../queries/order.ts';

const DeliveryMap = lazy(() => import('./delivery-map.tsx'));
const MAP_HEIGHT = 260;

const expectedBy = new Intl.DateTimeFormat('en-IN', {
  hour: 'numeric',
  minute: '2-digit',
  timeZone: INDIA_TIME_ZONE,
});

/** Now, moved on every 15 seconds: a countdown in minutes stays true between positions. */
function useMinuteClock(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 15_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

const clock = new Intl.DateTimeFormat('en-IN', {
  hour: 'numeric',
  minute: '2-digit',
  second: '2-digit',
  timeZone: INDIA_TIME_ZONE,
});

/**
 * Track, while a rider has the order: the rider's first name, the doorstep code, and once it is on
 * the way a live map (restaurant, drop, rider) with an arrival estimate from distance and speed.
 */
export function DeliveryTracking({ orderId }: { orderId: string }) {
  const { data: order, isPending } = useOrder(orderId, true);
  if (isPending) return <Skeleton h={80} radius="md" />;
  if (!order?.courier) return null;
  return <DeliveryDetails order={order} courier={order.courier} />;
}

function DeliveryDetails({ order, courier }: { order: TOrder; courier: NonNullable<TOrder['courier']> }) {
  const onTheWay = order.status === 'On the way';
  const rider = order.courierLocation ?? null;
  const now = useMinuteClock();
  // The server's live estimate (decision 043), moved by each position; else distance over speed here.
  const eta = order.etaAt
    ? Math.max(1, Math.round((new Date(order.etaAt).getTime() - now) / 60_000))
    : rider && courier.dropPoint
      ? etaMinutes(rider, courier.dropPoint, courier.speedMps)
      : null;
  return (
    <Stack gap="sm" mt="sm">
      <Group gap="md" align="stretch" wrap="wrap">
        <Paper withBorder radius="md" p="sm">
          <Text size="sm">Your delivery code</Text>
          <Text
            fz={28}
            fw={800}
            ff="monospace"
            aria-label={`Delivery code ${order.deliveryCode?.split('').join(' ')}`}
          >
            {order.deliveryCode}
          </Text>
          <Text size="xs">Tell it to {courier.firstName} at the door.</Text>
        </Paper>
        <Stack gap={2} justify="center">
          <Text fw={600}>
            {courier.firstName} {onTheWay ? 'is on the way' : 'is picking up your order'}
          </Text>
          {onTheWay && (
            <Text aria-live="polite">
              {eta !== null ? `Arriving in about ${eta} min` : 'Waiting for the rider’s location…'}
            </Text>
          )}
          {!onTheWay && order.etaAt && <Text>Expected by {expectedBy.format(new Date(order.etaAt))}</Text>}
        </Stack>
      </Group>
      {onTheWay && (
        <>
          <Box
            role="region"
            aria-label={`Map showing ${courier.firstName}, the restaurant and your address`}
            style={{ isolation: 'isolate', borderRadius: 'var(--mantine-radius-md)', overflow: 'hidden' }}
            bd="1px solid var(--mantine-color-default-border)"
          >
            <Suspense fallback={<Skeleton h={MAP_HEIGHT} radius={0} />}>
              <DeliveryMap
                pickup={courier.pickupPoint}
                drop={courier.dropPoint}
                rider={rider}
                riderName={courier.firstName}
              />
            </Suspense>
          </Box>
          {rider && (
            <Text size="sm" data-testid="courier-position">
              {courier.firstName} at {rider.lat.toFixed(4)}, {rider.lng.toFixed(4)} (updated{' '}
              {clock.format(new Date(rider.at))})
            </Text>
          )}
        </>
      )}
    </Stack>
  );
}
