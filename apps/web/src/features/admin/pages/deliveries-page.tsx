import { ADMIN_ORDER_MESSAGES, LIST_PAGE_SIZE, listErrorText, type TAdminDelivery } from '@app/shared';
import { Anchor, Badge, Button, Group, Modal, Skeleton, Stack, Table, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { BADGE_SHADES } from '../../../components/badge-shades.ts';
import { OrderStatusBadge } from '../../../components/order-status-badge.tsx';
import { EmptyState, ErrorState, RetryButton } from '../../../components/page-state.tsx';
import { ListPagination } from '../../../components/workspace/list-pagination.tsx';
import { WorkspacePageHeader } from '../../../components/workspace/workspace-shell.tsx';
import { useOrderStream } from '../../../lib/order-stream.ts';
import { keys } from '../../../queries/keys.ts';
import { useDeliveries, useUnassignRider } from '../api/admin-orders.ts';

const when = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short' });

function UnassignDialog({
  delivery,
  onClose,
  onDone,
}: {
  delivery: TAdminDelivery | null;
  onClose: () => void;
  onDone: (message: string) => void;
}) {
  const unassign = useUnassignRider();
  const [error, setError] = useState<string | null>(null);
  const close = () => {
    setError(null);
    onClose();
  };
  const confirm = () => {
    if (!delivery) return;
    unassign.mutate(delivery._id, {
      onSuccess: () => {
        onDone(ADMIN_ORDER_MESSAGES.unassigned);
        close();
      },
      onError: (err) => setError(err.message),
    });
  };
  return (
    <Modal opened={delivery !== null} onClose={close} title="Unassign rider">
      {delivery && (
        <Stack>
          <Text size="sm">
            Take order #{delivery._id.slice(0, 8)} off {delivery.partnerName}?{' '}
            {delivery.status === 'On the way'
              ? 'It stays on the way without a rider, for you to finish.'
              : 'It goes back to the riders’ pickups.'}
          </Text>
          {error && <ErrorState message={error} />}
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Keep the rider
            </Button>
            <Button color="red" onClick={confirm} loading={unassign.isPending}>
              Unassign
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}

/** /admin/deliveries: the deliveries in progress with their rider; a stuck one can be unassigned. Live. */
export default function AdminDeliveriesPage() {
  const [page, setPage] = useState(1);
  const [unassigning, setUnassigning] = useState<TAdminDelivery | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const list = useDeliveries(page, LIST_PAGE_SIZE);
  const queryClient = useQueryClient();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: keys.admin.deliveries });
  useOrderStream({ onOrder: refresh, onResync: refresh });
  const total = list.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / LIST_PAGE_SIZE));

  return (
    <>
      <WorkspacePageHeader title="Rider Assignments" />
      <Text size="sm" fw={600} role="status" mb={done ? 'sm' : 0}>
        {done}
      </Text>
      {list.isPending ? (
        <Stack gap="xs" aria-label="Loading deliveries">
          <Skeleton h={36} />
          <Skeleton h={36} />
          <Skeleton h={36} />
        </Stack>
      ) : list.isError ? (
        <ErrorState
          message={listErrorText('deliveries')}
          action={<RetryButton onRetry={() => list.refetch()} />}
        />
      ) : total === 0 ? (
        <EmptyState message={ADMIN_ORDER_MESSAGES.noDeliveries} />
      ) : (
        <Stack gap="md">
          <Text size="sm" c="dimmed" aria-live="polite">
            {total} {total === 1 ? 'delivery' : 'deliveries'} in progress, longest-assigned first
          </Text>
          <Table.ScrollContainer
            minWidth={600}
            scrollAreaProps={{ viewportProps: { tabIndex: 0, role: 'region', 'aria-label': 'Deliveries' } }}
          >
            <Table striped verticalSpacing="sm">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Order</Table.Th>
                  <Table.Th>Restaurant</Table.Th>
                  <Table.Th>Rider</Table.Th>
                  <Table.Th>Assigned</Table.Th>
                  <Table.Th>Status</Table.Th>
                  <Table.Th>Actions</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {list.data.items.map((d) => (
                  <Table.Tr key={d._id}>
                    <Table.Td>
                      <Anchor component={Link} to={`/admin/orders/${d._id}`} fw={700}>
                        #{d._id.slice(0, 8)}
                      </Anchor>
                    </Table.Td>
                    <Table.Td>{d.restaurantName}</Table.Td>
                    <Table.Td>{d.partnerName}</Table.Td>
                    <Table.Td>
                      {d.assignedAt ? (
                        <time dateTime={d.assignedAt}>{when.format(new Date(d.assignedAt))}</time>
                      ) : (
                        '—'
                      )}
                    </Table.Td>
                    <Table.Td>
                      <Group gap={6} wrap="nowrap">
                        <OrderStatusBadge status={d.status} />
                        {d.codeLocked && (
                          <Badge color={BADGE_SHADES.red} variant="filled">
                            Code locked
                          </Badge>
                        )}
                      </Group>
                    </Table.Td>
                    <Table.Td>
                      <Button
                        size="xs"
                        variant="default"
                        onClick={() => setUnassigning(d)}
                        aria-label={`Unassign ${d.partnerName} from order ${d._id.slice(0, 8)}`}
                      >
                        Unassign
                      </Button>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          <ListPagination page={Math.min(page, pages)} pages={pages} onChange={setPage} />
        </Stack>
      )}
      <UnassignDialog delivery={unassigning} onClose={() => setUnassigning(null)} onDone={setDone} />
    </>
  );
}
