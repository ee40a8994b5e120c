import { DELIVERY_MESSAGES, type TDeliveryPickup } from '@app/shared';
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useId } from 'react';
import { Money } from '../../../components/money.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useAcceptDelivery } from '../api/deliveries.ts';
import { CashToCollect } from './cash-to-collect.tsx';

/** One order ready for pickup: where from, roughly where to, how far, what it pays; Accept. */
export function PickupCard({ pickup }: { pickup: TDeliveryPickup }) {
  const headingId = useId();
  const accept = useAcceptDelivery();
  const onAccept = () =>
    accept.mutate(pickup._id, {
      onError: (err) =>
        notifications.show({
          color: 'red',
          message: err instanceof ApiError ? err.message : DELIVERY_MESSAGES.takenByAnother,
        }),
    });
  return (
    <Paper component="article" withBorder radius="md" p="sm" aria-labelledby={headingId}>
      <Stack gap={4}>
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Title order={3} size="h5" id={headingId} style={{ minWidth: 0 }}>
            {pickup.restaurantName}
          </Title>
          <Text fw={700}>
            <Money rupees={pickup.earning} />
          </Text>
        </Group>
        <Text size="sm" c="dimmed">
          Order #{pickup._id.slice(0, 8)}
        </Text>
        <CashToCollect rupees={pickup.cashToCollect} />
        <Text size="sm">Pickup: {pickup.pickupAddress}</Text>
        <Text size="sm">Drop: {pickup.dropArea}</Text>
        <Text size="sm" c="dimmed">
          {pickup.itemsCount} {pickup.itemsCount === 1 ? 'item' : 'items'}
          {pickup.distanceKm !== null ? ` · ${pickup.distanceKm.toFixed(1)} km away` : ''}
        </Text>
        <Button mt={4} mih={44} onClick={onAccept} loading={accept.isPending} fullWidth>
          Accept
        </Button>
      </Stack>
    </Paper>
  );
}
