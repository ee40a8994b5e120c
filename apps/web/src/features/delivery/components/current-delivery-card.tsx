import {
  COD_MESSAGES,
  DELIVERY_MESSAGES,
  DELIVERY_NOTE_MESSAGES,
  directionsUrl,
  rupeesToPaise,
  type TCurrentDelivery,
} from '@app/shared';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Checkbox,
  Group,
  Paper,
  PinInput,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconMapPin, IconPhone } from '@tabler/icons-react';
import { lazy, Suspense, useId, useState } from 'react';
import { BADGE_SHADES } from '../../../components/badge-shades.ts';
import { Money } from '../../../components/money.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useMarkDelivered, usePickUp } from '../api/deliveries.ts';
import type { TPhonePosition } from '../hooks/use-phone-position.ts';
import { CashToCollect } from './cash-to-collect.tsx';

// Leaflet is a chunk of its own, loaded when a delivery is in hand.
const DeliveryMap = lazy(() => import('../../../components/delivery-map.tsx'));
const MAP_HEIGHT_PX = 220;

function MapButton({ label, to }: { label: string; to: Parameters<typeof directionsUrl>[0] }) {
  return (
    <Button
      component="a"
      href={directionsUrl(to)}
      target="_blank"
      rel="noopener noreferrer"
      mih={44}
      leftSection={<IconMapPin size={18} aria-hidden />}
    >
      {label}
    </Button>
  );
}

/**
 * The delivery in hand: a map of the trip (the rider, when the phone shares its position, the
 * restaurant and the door), pickup and drop with routes, the customer's first name and phone, the steps.
 */
export function CurrentDeliveryCard({
  delivery,
  position,
}: {
  delivery: TCurrentDelivery;
  /** The phone's latest position, or null (no fix yet, declined, no GPS). */
  position: TPhonePosition | null;
}) {
  const headingId = useId();
  const codeLabelId = useId();
  const pickUp = usePickUp();
  const deliver = useMarkDelivered();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [cashCollected, setCashCollected] = useState(false);
  const cash = delivery.cashToCollect;
  const onTheWay = delivery.status === 'On the way';

  const submitCode = () => {
    if (!/^\d{4}$/.test(code)) {
      setError(DELIVERY_MESSAGES.deliveryCodeRequired);
      return;
    }
    if (cash !== null && !cashCollected) {
      setError(COD_MESSAGES.cashNotConfirmed(rupeesToPaise(cash)));
      return;
    }
    setError(null);
    deliver.mutate(
      { orderId: delivery._id, deliveryCode: code, cashCollected: cash !== null && cashCollected },
      {
        onError: (err) => {
          setError(err instanceof ApiError ? err.message : String(err));
          setCode('');
        },
      },
    );
  };

  return (
    <Paper component="article" withBorder radius="md" p="sm" aria-labelledby={headingId}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Title order={3} size="h5" id={headingId} style={{ minWidth: 0 }}>
            {delivery.restaurantName}
          </Title>
          {/* Never shrunk by a long restaurant name: "To pick up" read "TO PI…" on a phone. */}
          <Badge
            color={onTheWay ? BADGE_SHADES.teal : BADGE_SHADES.yellow}
            variant="filled"
            style={{ flex: 'none' }}
          >
            {onTheWay ? 'On the way' : 'To pick up'}
          </Badge>
        </Group>
        <Text size="sm" c="dimmed">
          Order #{delivery._id.slice(0, 8)}
        </Text>
        {(delivery.pickupPoint || delivery.dropPoint) && (
          <Suspense fallback={<Skeleton h={MAP_HEIGHT_PX} radius="md" />}>
            <DeliveryMap
              label={`Map of the trip: ${position ? 'you, ' : ''}${delivery.restaurantName} and ${delivery.customerFirstName}'s door`}
              pickup={delivery.pickupPoint}
              drop={delivery.dropPoint}
              rider={position && { lat: position.lat, lng: position.lng }}
              riderName="You"
              dropName={delivery.customerFirstName}
              pickedUp={onTheWay}
              height={MAP_HEIGHT_PX}
            />
          </Suspense>
        )}
        <Text size="sm">
          <strong>Pickup:</strong> {delivery.pickupAddress}
        </Text>
        <Text size="sm">
          <strong>Drop:</strong> {delivery.dropAddress}
        </Text>
        <Text size="sm">
          <strong>Customer:</strong> {delivery.customerFirstName} ·{' '}
          <Anchor underline="always" href={`tel:${delivery.customerPhone.replace(/\s+/g, '')}`}>
            <IconPhone size={14} aria-hidden /> {delivery.customerPhone}
          </Anchor>
        </Text>
        {delivery.deliveryNote && (
          <Text size="sm" fw={600}>
            {DELIVERY_NOTE_MESSAGES.shown(delivery.deliveryNote)}
          </Text>
        )}
        <Text size="sm" c="dimmed">
          {delivery.itemsCount} {delivery.itemsCount === 1 ? 'item' : 'items'} · you earn{' '}
          <Money rupees={delivery.earning} />
          {delivery.tip > 0 && (
            <>
              {' '}
              (incl. a <Money rupees={delivery.tip} /> tip)
            </>
          )}
        </Text>
        <CashToCollect rupees={cash} />
        {/* Side by side only where both labels fit whole; one above the other on a phone. */}
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs">
          <MapButton label="Route to pickup" to={delivery.pickupPoint ?? delivery.pickupAddress} />
          <MapButton label="Route to drop" to={delivery.dropPoint ?? delivery.dropAddress} />
        </SimpleGrid>
        {!onTheWay && (
          <Button mih={44} loading={pickUp.isPending} onClick={() => pickUp.mutate(delivery._id)}>
            Picked up
          </Button>
        )}
        {onTheWay && delivery.codeLocked && (
          <Alert color="red" role="alert">
            {DELIVERY_MESSAGES.deliveryCodeLocked}
          </Alert>
        )}
        {onTheWay && !delivery.codeLocked && (
          <Stack gap={6}>
            <Text id={codeLabelId} size="sm" fw={600}>
              Delivery code from the customer
            </Text>
            <PinInput
              length={4}
              type="number"
              oneTimeCode
              value={code}
              onChange={setCode}
              aria-labelledby={codeLabelId}
              getInputProps={(index) => ({ 'aria-label': `Delivery code digit ${index + 1}` })}
              error={error !== null}
            />
            {cash !== null && (
              <Checkbox
                size="md"
                py={6}
                label={COD_MESSAGES.confirmCashLabel(rupeesToPaise(cash))}
                checked={cashCollected}
                onChange={(e) => setCashCollected(e.currentTarget.checked)}
              />
            )}
            {error && (
              <Text size="sm" c="red.8" role="alert">
                {error}
              </Text>
            )}
            <Button color={BADGE_SHADES.green} mih={44} loading={deliver.isPending} onClick={submitCode}>
              Delivered
            </Button>
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
