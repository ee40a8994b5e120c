import { DELIVERY_MESSAGES } from '@app/shared';
import { Alert, Badge, Group, Skeleton, Stack, Switch, Text, Title, VisuallyHidden } from '@mantine/core';
import { BADGE_SHADES } from '../../../components/badge-shades.ts';
import { EmptyState, ErrorState, RetryButton } from '../../../components/page-state.tsx';
import { useCurrentDeliveries, useDeliveryHistory } from '../api/deliveries.ts';
import { useDuty, useSetDuty } from '../api/duty.ts';
import { useOffer } from '../api/offer.ts';
import { usePickups } from '../api/pickups.ts';
import { CurrentDeliveryCard } from '../components/current-delivery-card.tsx';
import { EarningsSummary } from '../components/earnings-summary.tsx';
import { LedgerStatementCard } from '../components/ledger-statement-card.tsx';
import { OfferCard } from '../components/offer-card.tsx';
import { PickupCard } from '../components/pickup-card.tsx';
import { useDeliveryEvents } from '../hooks/use-delivery-events.ts';
import { useDutyPosition } from '../hooks/use-duty-position.ts';
import { usePhonePosition } from '../hooks/use-phone-position.ts';
import { useSendPosition } from '../hooks/use-send-position.ts';

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Stack component="section" gap="sm" aria-label={title}>
      <Title order={2} size="h4">
        {title}
      </Title>
      {children}
    </Stack>
  );
}

const loading = (label: string) => (
  <Stack gap="sm" aria-busy="true" aria-label={label}>
    <Skeleton h={120} radius="md" />
    <Skeleton h={120} radius="md" />
  </Stack>
);

/** /delivery: the rider's phone screen. Duty switch, the delivery in hand, pickups on offer, earnings. */
export default function DeliveryPage() {
  const duty = useDuty();
  const setDuty = useSetDuty();
  const onDuty = duty.data?.onDuty ?? false;
  const current = useCurrentDeliveries();
  const history = useDeliveryHistory();
  const { live, announcement } = useDeliveryEvents(onDuty);
  const onTheWay = current.data?.find((d) => d.status === 'On the way') ?? null;
  const busy = (current.data?.length ?? 0) > 0;
  // The phone's position: for nearest-first pickups while on duty, and for the customer's map on the way.
  const { position, denied } = usePhonePosition(onDuty || busy);
  useSendPosition(onTheWay?._id ?? null, position);
  useDutyPosition(onDuty, position);
  const pickups = usePickups(position, onDuty);
  const offer = useOffer(onDuty);

  return (
    <Stack gap="lg" maw={640} mx="auto">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Title order={1} fz={{ base: 24, sm: 28 }}>
          Deliveries
        </Title>
        <Badge color={live ? BADGE_SHADES.green : BADGE_SHADES.gray} variant="filled">
          {live ? 'Live' : 'Connecting…'}
        </Badge>
      </Group>
      <VisuallyHidden aria-live="polite">{announcement}</VisuallyHidden>
      {onDuty && offer.data?.offer && <OfferCard key={offer.data.offer.orderId} offer={offer.data.offer} />}

      <Switch
        size="lg"
        label={onDuty ? 'On duty' : 'Off duty'}
        // Off duty, "Ready for pickup" below says so: the note once, not also here.
        description={onDuty ? 'You are offered orders ready for pickup.' : undefined}
        checked={onDuty}
        disabled={duty.isPending || setDuty.isPending}
        onChange={(e) => setDuty.mutate(e.currentTarget.checked)}
        color="green.9"
      />
      {denied && (
        <Alert color="yellow" c="yellow.9">
          Location is off: pickups are not sorted by distance and customers cannot follow you on the map.
        </Alert>
      )}

      <Section title="Current delivery">
        {current.isPending && loading('Loading current delivery')}
        {current.isError && (
          <ErrorState
            message={current.error.message}
            action={<RetryButton onRetry={() => current.refetch()} />}
          />
        )}
        {current.data?.length === 0 && <Text c="dimmed">{DELIVERY_MESSAGES.noCurrentDelivery}</Text>}
        {current.data?.map((d) => (
          <CurrentDeliveryCard key={d._id} delivery={d} position={position} />
        ))}
      </Section>

      <Section title="Ready for pickup">
        {!onDuty && <Text c="dimmed">{DELIVERY_MESSAGES.offDutyNote}</Text>}
        {onDuty && pickups.isPending && loading('Loading orders ready for pickup')}
        {onDuty && pickups.isError && (
          <ErrorState
            message={DELIVERY_MESSAGES.pickupsLoadFailed}
            action={<RetryButton onRetry={() => pickups.refetch()} />}
          />
        )}
        {onDuty && pickups.data?.items.length === 0 && <EmptyState message={DELIVERY_MESSAGES.noPickups} />}
        {onDuty && pickups.data?.items.map((p) => <PickupCard key={p._id} pickup={p} />)}
      </Section>

      <Section title="Earnings">
        {history.isPending && loading('Loading earnings')}
        {history.isError && (
          <ErrorState
            message={history.error.message}
            action={<RetryButton onRetry={() => history.refetch()} />}
          />
        )}
        {history.data && <EarningsSummary history={history.data} />}
        <LedgerStatementCard />
      </Section>
    </Stack>
  );
}
