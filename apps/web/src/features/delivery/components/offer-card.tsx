import { formatRupees, OFFER_UI_MESSAGES, type TDeliveryOffer } from '@app/shared';
import { Button, Group, List, Modal, Progress, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useEffect } from 'react';
import { Money } from '../../../components/money.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { playChime } from '../../../lib/chime.ts';
import { useNow } from '../../../lib/use-now.ts';
import { useAnswerOffer } from '../api/offer.ts';
import { CashToCollect } from './cash-to-collect.tsx';

const secondsLeft = (offer: TDeliveryOffer, now: number) =>
  Math.max(0, Math.ceil((new Date(offer.expiresAt).getTime() - now) / 1000));

/**
 * An offer, unmissable on a phone: full screen, a chime and a vibration when it arrives, a countdown,
 * where from and how far, what is in it and what it pays; Accept or Decline. It closes by itself
 * when the time is up (the server passes the offer on).
 */
export function OfferCard({ offer }: { offer: TDeliveryOffer }) {
  const { accept, decline } = useAnswerOffer();
  const now = useNow(500);
  const total = Math.max(
    1,
    (new Date(offer.expiresAt).getTime() - new Date(offer.offeredAt).getTime()) / 1000,
  );
  const left = secondsLeft(offer, now);

  useEffect(() => {
    playChime([988, 1319, 1568]);
    navigator.vibrate?.([300, 150, 300]);
  }, []);

  const onError = (err: Error) =>
    notifications.show({
      color: 'red',
      message: err instanceof ApiError ? err.message : OFFER_UI_MESSAGES.passedOn,
    });
  const busy = accept.isPending || decline.isPending;
  return (
    <Modal
      opened={left > 0}
      onClose={() => undefined}
      withCloseButton={false}
      closeOnClickOutside={false}
      closeOnEscape={false}
      fullScreen
      title={<Title order={2}>{OFFER_UI_MESSAGES.title}</Title>}
      aria-describedby="offer-countdown"
    >
      <Stack gap="md" maw={560} mx="auto">
        <Stack gap={4}>
          <Text id="offer-countdown" fw={700} aria-live="polite">
            {OFFER_UI_MESSAGES.secondsLeft(left)}
          </Text>
          <Progress value={(left / total) * 100} color={left <= 10 ? 'red.8' : 'green.9'} aria-hidden />
        </Stack>
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Title order={3} size="h3" style={{ minWidth: 0 }}>
            {offer.restaurantName}
          </Title>
          <Stack gap={0} align="flex-end" style={{ flex: 'none' }}>
            <Text fz={24} fw={800}>
              <Money rupees={offer.earning} />
            </Text>
            <Text size="sm" data-testid="offer-earning-parts">
              {OFFER_UI_MESSAGES.earningParts(
                formatRupees(offer.deliveryPay),
                offer.tip > 0 ? formatRupees(offer.tip) : null,
              )}
            </Text>
          </Stack>
        </Group>
        <Text size="sm" c="dimmed">
          {OFFER_UI_MESSAGES.placed(
            Math.max(0, Math.floor((now - new Date(offer.placedAt).getTime()) / 60_000)),
          )}
        </Text>
        <CashToCollect rupees={offer.cashToCollect} />
        <Stack gap={2}>
          <Text fw={600}>{OFFER_UI_MESSAGES.pickup(offer.pickupKm)}</Text>
          <Text>{offer.pickupAddress}</Text>
        </Stack>
        <Stack gap={2}>
          <Text fw={600}>{OFFER_UI_MESSAGES.drop(offer.dropKm)}</Text>
          <Text>{offer.dropArea}</Text>
        </Stack>
        <Stack gap={2}>
          <Text fw={600}>
            {offer.itemsCount} {offer.itemsCount === 1 ? 'item' : 'items'}
          </Text>
          <List size="sm">
            {offer.items.map((item) => (
              <List.Item key={item.name}>
                {item.quantity} × {item.name}
              </List.Item>
            ))}
          </List>
        </Stack>
        <Group grow gap="sm" mt="md">
          <Button
            size="xl"
            variant="default"
            disabled={busy}
            loading={decline.isPending}
            onClick={() => decline.mutate(offer.orderId, { onError })}
          >
            {OFFER_UI_MESSAGES.decline}
          </Button>
          <Button
            size="xl"
            color="green.9"
            disabled={busy}
            loading={accept.isPending}
            onClick={() => accept.mutate(offer.orderId, { onError })}
          >
            {OFFER_UI_MESSAGES.accept}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
