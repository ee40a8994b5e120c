import {
  ADMIN_ORDER_MESSAGES,
  ADMIN_REFUND_REASON_MAX,
  COD_MESSAGES,
  formatRupees,
  isOrderStatus,
  orderStatusLabel,
  slotWords,
  type TAdminOrderDetail,
} from '@app/shared';
import {
  Anchor,
  Box,
  Button,
  Group,
  List,
  Modal,
  Paper,
  Select,
  SimpleGrid,
  Skeleton,
  Stack,
  Table,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconArrowLeft } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { Link, useParams } from 'react-router';
import { BillLines } from '../../../components/bill-lines.tsx';
import { Money } from '../../../components/money.tsx';
import { OrderStatusBadge } from '../../../components/order-status-badge.tsx';
import { ErrorState, RetryButton } from '../../../components/page-state.tsx';
import { WorkspacePageHeader } from '../../../components/workspace/workspace-shell.tsx';
import { useOrderStream } from '../../../lib/order-stream.ts';
import { adminOrderQuery, useAdminOrder, useChangeOrderStatus, useRefundOrder } from '../api/admin-orders.ts';
import { PaymentBadge } from '../components/refund-badge.tsx';

const when = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short' });
const at = (iso: string) => <time dateTime={iso}>{when.format(new Date(iso))}</time>;

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={title}>
      <Title order={2} size="h4" mb="sm">
        {title}
      </Title>
      {children}
    </Paper>
  );
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Group gap="xs" wrap="nowrap" align="flex-start">
      <Text size="sm" c="dimmed" w={110} style={{ flex: 'none' }}>
        {label}
      </Text>
      <Text size="sm" component="div" style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </Group>
  );
}

function RefundDialog({
  detail,
  opened,
  onClose,
  onDone,
}: {
  detail: TAdminOrderDetail;
  opened: boolean;
  onClose: () => void;
  onDone: (message: string) => void;
}) {
  const refund = useRefundOrder(detail.order._id);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = () => {
    if (reason.trim().length < 3) return setError(ADMIN_ORDER_MESSAGES.refundReasonRequired);
    setError(null);
    refund.mutate(reason.trim(), {
      onSuccess: (saved) => {
        onDone(
          saved.refund?.status === 'processed'
            ? ADMIN_ORDER_MESSAGES.refundDone
            : ADMIN_ORDER_MESSAGES.refundRequested,
        );
        setReason('');
        onClose();
      },
      onError: (err) => setError(err.message),
    });
  };
  return (
    <Modal opened={opened} onClose={onClose} title={`Refund order #${detail.order._id.slice(0, 8)}`}>
      <Stack>
        <Text size="sm">
          The customer gets {formatRupees(detail.order.total)} back, the whole amount paid. This cannot be
          undone.
        </Text>
        <Textarea
          label="Reason for the refund"
          description="Kept with the refund and in the audit log"
          value={reason}
          onChange={(e) => setReason(e.currentTarget.value)}
          error={error}
          maxLength={ADMIN_REFUND_REASON_MAX}
          autosize
          minRows={2}
          required
          data-autofocus
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Keep the payment
          </Button>
          <Button color="red" onClick={submit} loading={refund.isPending}>
            Refund {formatRupees(detail.order.total)}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

function AdminActions({ detail }: { detail: TAdminOrderDetail }) {
  const change = useChangeOrderStatus(detail.order._id);
  const [to, setTo] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [refunding, refundDialog] = useDisclosure(false);
  const move = () => {
    // The select offers only the statuses the server listed; the guard narrows its string.
    if (!to || !isOrderStatus(to)) return;
    setError(null);
    setDone(null);
    change.mutate(to, {
      onSuccess: (saved) => {
        setDone(ADMIN_ORDER_MESSAGES.statusChanged(orderStatusLabel(saved.order.status)));
        setTo(null);
      },
      onError: (err) => setError(err.message),
    });
  };
  return (
    <Section title="Admin actions">
      <Stack gap="md">
        {detail.nextStatuses.length > 0 ? (
          <Group align="flex-end" gap="sm" wrap="wrap">
            <Select
              label="Move to"
              placeholder="Choose a status"
              data={detail.nextStatuses.map((s) => ({ value: s, label: orderStatusLabel(s) }))}
              value={to}
              onChange={setTo}
              w={200}
            />
            <Button onClick={move} disabled={!to} loading={change.isPending} mih={36}>
              Change status
            </Button>
          </Group>
        ) : (
          <Text size="sm" c="dimmed">
            No status change is possible from {orderStatusLabel(detail.order.status)}.
          </Text>
        )}
        <Text size="sm" fw={600} role="status">
          {done}
        </Text>
        {error && <ErrorState message={error} />}
        <Group gap="sm">
          <Button color="red" variant="light" onClick={refundDialog.open} disabled={!detail.refundable}>
            Refund order
          </Button>
          {!detail.refundable && (
            <Text size="sm" c="dimmed">
              {detail.refund ? ADMIN_ORDER_MESSAGES.alreadyRefunded : ADMIN_ORDER_MESSAGES.notPaid}
            </Text>
          )}
        </Group>
      </Stack>
      <RefundDialog
        detail={detail}
        opened={refunding}
        onClose={refundDialog.close}
        onDone={(message) => {
          setError(null);
          setDone(message);
        }}
      />
    </Section>
  );
}

function OrderDetail({ detail }: { detail: TAdminOrderDetail }) {
  const { order } = detail;
  const address = order.deliveryInfo;
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
      <Section title="Summary">
        <Stack gap={6}>
          <Field label="Status">
            <OrderStatusBadge status={order.status} />
          </Field>
          <Field label="Placed">{at(order.createdAt)}</Field>
          {order.scheduledFor && (
            <Field label="Scheduled">
              {slotWords(new Date(order.scheduledFor), new Date())} (kitchen from{' '}
              {order.kitchenStartsAt ? at(order.kitchenStartsAt) : '—'})
            </Field>
          )}
          <Field label="Customer">
            {detail.customer.name} ({detail.customer.email})
          </Field>
          <Field label="Restaurant">{order.restaurantName}</Field>
          <Field label="Rider">{detail.deliveryPartnerName ?? 'None'}</Field>
          <Field label="Deliver to">
            {address.name}, {address.address}, {address.city} {address.zip} · {address.phone}
          </Field>
          {order.cancelReason && <Field label="Cancel reason">{order.cancelReason}</Field>}
        </Stack>
      </Section>

      <Section title="Payment and refund">
        <Stack gap={6}>
          <Field label="Payment">
            <PaymentBadge paid={order.paidAt !== null} refundStatus={detail.refund?.status ?? null} />
          </Field>
          <Field label="Method">
            {detail.payment.method === 'cod' ? COD_MESSAGES.cashOnDelivery : COD_MESSAGES.payOnline}
          </Field>
          <Field label="Paid">{detail.payment.paidAt ? at(detail.payment.paidAt) : 'Not paid'}</Field>
          <Field label="Payment id">{detail.payment.paymentId ?? '—'}</Field>
          {detail.refund && (
            <>
              <Field label="Refunded">
                <Money rupees={detail.refund.amount} /> on {at(detail.refund.createdAt)}
              </Field>
              <Field label="Refund reason">{detail.refund.note ?? detail.refund.reason}</Field>
            </>
          )}
        </Stack>
      </Section>

      <Section title="Items">
        <Table.ScrollContainer minWidth={300}>
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Dish</Table.Th>
                <Table.Th ta="right">Qty</Table.Th>
                <Table.Th ta="right">Price</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {order.items.map((item) => (
                <Table.Tr key={`${item.foodItemId}-${item.options.map((o) => o.option).join('-')}`}>
                  <Table.Td>
                    {item.name}
                    {item.options.length > 0 && (
                      <Text size="xs" c="dimmed">
                        {item.options.map((o) => o.option).join(', ')}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td ta="right">{item.quantity}</Table.Td>
                  <Table.Td ta="right">
                    <Money rupees={item.price} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        <Box mt="sm" maw={360} ml="auto">
          <BillLines bill={order.bill} />
          {order.invoiceNumber && (
            <Text size="xs" c="dimmed" ta="right" mt={4}>
              Invoice {order.invoiceNumber}
            </Text>
          )}
          {order.creditNoteNumber && (
            <Text size="xs" c="dimmed" ta="right">
              Credit note {order.creditNoteNumber}
            </Text>
          )}
        </Box>
      </Section>

      <Section title="Status history">
        <List spacing="xs" size="sm" type="ordered">
          {detail.history.map((h) => (
            <List.Item key={`${h.status}-${h.at}`}>
              <Text span fw={600} size="sm">
                {orderStatusLabel(h.status)}
              </Text>{' '}
              {at(h.at)}
              {' · '}
              {h.by ?? 'System'}
            </List.Item>
          ))}
        </List>
      </Section>

      <AdminActions detail={detail} />
    </SimpleGrid>
  );
}

/** /admin/orders/:id: one order, its history, a legal status move or a refund with a reason; live. */
export default function AdminOrderDetailPage() {
  const { id = '' } = useParams();
  const order = useAdminOrder(id);
  const queryClient = useQueryClient();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: adminOrderQuery(id).queryKey });
  useOrderStream({ onOrder: (event) => event.orderId === id && refresh(), onResync: refresh });

  return (
    <>
      <Anchor component={Link} to="/admin/orders" size="sm" mb="xs" display="inline-flex" style={{ gap: 4 }}>
        <IconArrowLeft size={16} aria-hidden /> All orders
      </Anchor>
      <WorkspacePageHeader title={`Order #${id.slice(0, 8)}`} />
      {order.isPending ? (
        <Stack gap="sm" aria-label="Loading order">
          <Skeleton h={160} />
          <Skeleton h={160} />
        </Stack>
      ) : order.isError ? (
        <ErrorState
          message={`Error loading order: ${order.error.message}`}
          action={<RetryButton onRetry={() => order.refetch()} />}
        />
      ) : (
        <OrderDetail detail={order.data} />
      )}
    </>
  );
}
