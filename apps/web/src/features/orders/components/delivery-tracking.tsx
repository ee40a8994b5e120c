import { etaMinutes, haversineKm, INDIA_TIME_ZONE, type TOrder } from '@app/shared';
import { Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useNow } from '../../../lib/use-now.ts';
import { useOrder } from '../../../queries/order.ts';

// Leaflet is a chunk of its own, loaded when a map is first drawn.
const DeliveryMap = lazy(() => import('../../../components/delivery-map.tsx'));
const MAP_HEIGHT = 260;

const expectedBy = new Intl.DateTimeFormat('en-IN', {
  hour: 'numeric',
  minute: '2-digit',
  timeZone: INDIA_TIME_ZONE,
});

const clock = new Intl.DateTimeFormat('en-IN', {
  hour: 'numeric',
  minute: '2-digit',
  second: '2-digit',
  timeZone: INDIA_TIME_ZONE,
});

/** A distance in words: metres (to 10) under a kilometre, else kilometres to one decimal. */
const distanceInWords = (km: number) =>
  km < 1 ? `${Math.max(10, Math.round(km * 100) * 10)} m` : `${km.toFixed(1)} km`;

/**
 * Track, while a rider has the order: the rider's first name, the doorstep code, and once it is on
 * the way a live map (restaurant, drop, rider) with an arrival estimate from distance and speed.
 */
export function DeliveryTracking({ orderId, mapFirst = false }: { orderId: string; mapFirst?: boolean }) {
  const { data: order, isPending } = useOrder(orderId, true);
  if (isPending) return <Skeleton h={80} radius="md" />;
  if (!order?.courier) return null;
  return <DeliveryDetails order={order} courier={order.courier} mapFirst={mapFirst} />;
}

/** `mapFirst`: the order's own screen puts the map above the code and the estimate. */
function DeliveryDetails({
  order,
  courier,
  mapFirst,
}: {
  order: TOrder;
  courier: NonNullable<TOrder['courier']>;
  mapFirst: boolean;
}) {
  const onTheWay = order.status === 'On the way';
  const rider = order.courierLocation ?? null;
  // Moved on every 15 seconds: a countdown in minutes stays true between positions.
  const now = useNow(15_000);
  // The server's live estimate (decision 043), moved by each position; else distance over speed here.
  const eta = order.etaAt
    ? Math.max(1, Math.round((new Date(order.etaAt).getTime() - now) / 60_000))
    : rider && courier.dropPoint
      ? etaMinutes(rider, courier.dropPoint, courier.speedMps)
      : null;
  const info = (
    <Group gap="md" align="stretch" wrap="wrap">
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
    </Group>
  );
  const map = onTheWay && (
    <>
      <Suspense fallback={<Skeleton h={MAP_HEIGHT} radius="md" />}>
        <DeliveryMap
          label={`Map showing ${courier.firstName}, the restaurant and your address`}
          pickup={courier.pickupPoint}
          drop={courier.dropPoint}
          rider={rider}
          riderName={courier.firstName}
          height={MAP_HEIGHT}
        />
      </Suspense>
      {rider && (
        <Text
          size="sm"
          data-testid="courier-position"
          data-position={`${rider.lat.toFixed(4)}, ${rider.lng.toFixed(4)}`}
        >
          {courier.dropPoint
            ? `${courier.firstName} is ${distanceInWords(haversineKm(rider, courier.dropPoint))} from you`
            : courier.firstName}{' '}
          (updated {clock.format(new Date(rider.at))})
        </Text>
      )}
    </>
  );
  return (
    <Stack gap="sm" mt={mapFirst ? 0 : 'sm'}>
      {mapFirst ? map : info}
      {mapFirst ? info : map}
    </Stack>
  );
}
