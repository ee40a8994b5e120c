import { INDIA_TIME_ZONE, OFFER_UI_MESSAGES, type TDispatchQueueRow } from '@app/shared';
import { Badge, Button, Group, Modal, Paper, Select, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { BADGE_SHADES } from '../../../components/badge-shades.ts';
import { EmptyState, ErrorState, RetryButton } from '../../../components/page-state.tsx';
import { useAssignRider, useDispatchQueue, useRiderOptions } from '../api/dispatch.ts';

const time = new Intl.DateTimeFormat('en-IN', { timeStyle: 'short', timeZone: INDIA_TIME_ZONE });

function AssignDialog({ row, onClose }: { row: TDispatchQueueRow | null; onClose: () => void }) {
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search, 250);
  const [riderId, setRiderId] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const riders = useRiderOptions(q);
  const assign = useAssignRider();
  const close = () => {
    setError(null);
    setRiderId(null);
    onClose();
  };
  return (
    <Modal opened={row !== null} onClose={close} title="Assign a rider">
      {row && (
        <Stack>
          <Text size="sm">
            Order #{row._id.slice(0, 8)} from {row.restaurantName}
          </Text>
          <Select
            label="Delivery partner"
            placeholder="Type a name"
            searchable
            searchValue={search}
            onSearchChange={setSearch}
            data={(riders.data?.items ?? []).map((r) => ({ value: r._id, label: r.name }))}
            value={riderId}
            onChange={setRiderId}
            nothingFoundMessage="No delivery partner by that name"
          />
          {error && <ErrorState message={error} />}
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button
              disabled={!riderId}
              loading={assign.isPending}
              onClick={() =>
                riderId &&
                assign.mutate(
                  { orderId: row._id, riderId },
                  { onSuccess: close, onError: (e) => setError(e.message) },
                )
              }
            >
              {OFFER_UI_MESSAGES.assign}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}

/** Orders being prepared that no rider has yet: whom each is offered to, and assignment by hand. */
export function DispatchQueue() {
  const queue = useDispatchQueue(1);
  const [assigning, setAssigning] = useState<TDispatchQueueRow | null>(null);
  return (
    <Stack component="section" aria-label={OFFER_UI_MESSAGES.dispatchQueue} gap="sm" mb="lg">
      <Title order={2} size="h4">
        {OFFER_UI_MESSAGES.dispatchQueue} {queue.data ? `(${queue.data.total})` : ''}
      </Title>
      {queue.isPending && <Skeleton h={60} radius="md" />}
      {queue.isError && (
        <ErrorState
          message={OFFER_UI_MESSAGES.dispatchLoadFailed}
          action={<RetryButton onRetry={() => queue.refetch()} />}
        />
      )}
      {queue.data?.items.length === 0 && <EmptyState message={OFFER_UI_MESSAGES.dispatchEmpty} />}
      {queue.data?.items.map((row) => (
        <Paper key={row._id} withBorder radius="md" p="sm" component="article">
          <Group justify="space-between" wrap="wrap" gap="xs">
            <Stack gap={2} style={{ minWidth: 0 }}>
              <Text fw={700}>
                #{row._id.slice(0, 8)} · {row.restaurantName}
              </Text>
              <Text size="sm" c="dimmed">
                Waiting since {time.format(new Date(row.waitingSince))} ·{' '}
                {row.offeredTo ? `Offered to ${row.offeredTo}` : OFFER_UI_MESSAGES.notOffered} ·{' '}
                {row.offersMade} {row.offersMade === 1 ? 'offer' : 'offers'} made
              </Text>
            </Stack>
            <Group gap="xs">
              {row.ready && (
                <Badge color={BADGE_SHADES.green} variant="filled">
                  Ready
                </Badge>
              )}
              <Button
                size="xs"
                onClick={() => setAssigning(row)}
                aria-label={`Assign order ${row._id.slice(0, 8)}`}
              >
                {OFFER_UI_MESSAGES.assign}
              </Button>
            </Group>
          </Group>
        </Paper>
      ))}
      <AssignDialog row={assigning} onClose={() => setAssigning(null)} />
    </Stack>
  );
}
