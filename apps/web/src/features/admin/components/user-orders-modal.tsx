import { formatRupees, orderStatusLabel, type TAdminUser } from '@app/shared';
import { Loader, Modal, Table, Text } from '@mantine/core';
import { ErrorState } from '../../../components/page-state.tsx';
import { useUserOrders } from '../api/get-user-orders.ts';

const formatDate = (iso: string) =>
  new Date(iso).toLocaleDateString('en-IN', { day: 'numeric', month: 'long', year: 'numeric' });

/** View Users' View: the user's latest orders. */
export function UserOrdersModal({ user, onClose }: { user: TAdminUser | null; onClose: () => void }) {
  const orders = useUserOrders(user?._id ?? null);
  return (
    <Modal
      opened={user !== null}
      onClose={onClose}
      title={user ? `Orders of ${user.name}` : 'Orders'}
      size="lg"
    >
      {orders.isPending ? (
        <Loader aria-label="Loading orders" />
      ) : orders.isError ? (
        <ErrorState message={`Error loading orders: ${orders.error.message}`} />
      ) : orders.data.length === 0 ? (
        <Text c="dimmed">No orders yet.</Text>
      ) : (
        <Table.ScrollContainer minWidth={420}>
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Date</Table.Th>
                <Table.Th>Restaurant</Table.Th>
                <Table.Th>Status</Table.Th>
                <Table.Th ta="right">Total</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {orders.data.map((o) => (
                <Table.Tr key={o._id}>
                  <Table.Td>{formatDate(o.createdAt)}</Table.Td>
                  <Table.Td>{o.restaurantName}</Table.Td>
                  <Table.Td>{orderStatusLabel(o.status)}</Table.Td>
                  <Table.Td ta="right">{formatRupees(o.total)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Modal>
  );
}
