import { ADMIN_ORDER_MESSAGES, type TAdminDelivery } from '@app/shared';
import { Anchor, Badge, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { BADGE_SHADES } from '../../../components/badge-shades.ts';
import { OrderStatusBadge } from '../../../components/order-status-badge.tsx';
import { ErrorState } from '../../../components/page-state.tsx';
import { type ListColumn, ManagementList } from '../../../components/workspace/management-list.tsx';
import { WorkspacePageHeader } from '../../../components/workspace/workspace-shell.tsx';
import { useOrderStream } from '../../../lib/order-stream.ts';
import { keys } from '../../../queries/keys.ts';
import { ADMIN_DELIVERIES_PATH, useUnassignRider } from '../api/admin-orders.ts';
import { DispatchQueue } from '../components/dispatch-queue.tsx';

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
  const [unassigning, setUnassigning] = useState<TAdminDelivery | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const queryClient = useQueryClient();
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: keys.managementList.of(ADMIN_DELIVERIES_PATH) });
    void queryClient.invalidateQueries({ queryKey: keys.dispatch.all });
  };
  useOrderStream({ onOrder: refresh, onResync: refresh });

  const columns: ListColumn<TAdminDelivery>[] = [
    {
      key: 'order',
      header: 'Order',
      phone: 'title',
      render: (d) => (
        <Anchor component={Link} to={`/admin/orders/${d._id}`} fw={700}>
          #{d._id.slice(0, 8)}
        </Anchor>
      ),
    },
    { key: 'restaurant', header: 'Restaurant', render: (d) => d.restaurantName },
    { key: 'rider', header: 'Rider', render: (d) => d.partnerName },
    {
      key: 'assigned',
      header: 'Assigned',
      render: (d) =>
        d.assignedAt ? <time dateTime={d.assignedAt}>{when.format(new Date(d.assignedAt))}</time> : '—',
    },
    {
      key: 'status',
      header: 'Status',
      render: (d) => (
        <Group gap={6} wrap="nowrap">
          <OrderStatusBadge status={d.status} />
          {d.codeLocked && (
            <Badge color={BADGE_SHADES.red} variant="filled">
              Code locked
            </Badge>
          )}
        </Group>
      ),
    },
    {
      key: 'actions',
      header: 'Actions',
      phone: 'actions',
      render: (d) => (
        <Button
          size="xs"
          variant="default"
          onClick={() => setUnassigning(d)}
          aria-label={`Unassign ${d.partnerName} from order ${d._id.slice(0, 8)}`}
        >
          Unassign
        </Button>
      ),
    },
  ];

  return (
    <>
      <WorkspacePageHeader title="Rider Assignments" />
      <DispatchQueue />
      <Text size="sm" fw={600} role="status" mb={done ? 'sm' : 0}>
        {done}
      </Text>
      <ManagementList<TAdminDelivery>
        what="deliveries"
        path={ADMIN_DELIVERIES_PATH}
        columns={columns}
        rowKey={(d) => d._id}
        csvFileName="deliveries-export.csv"
        emptyText={ADMIN_ORDER_MESSAGES.noDeliveries}
        emptySearchText={ADMIN_ORDER_MESSAGES.searchNothing}
        searchPlaceholder="Order, restaurant or rider…"
      />
      <UnassignDialog delivery={unassigning} onClose={() => setUnassigning(null)} onDone={setDone} />
    </>
  );
}
