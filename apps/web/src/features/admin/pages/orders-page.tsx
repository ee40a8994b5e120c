import { ADMIN_ORDER_MESSAGES, ORDER_STATUSES, orderStatusLabel, type TAdminOrderRow } from '@app/shared';
import { Anchor, Select, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { Money } from '../../../components/money.tsx';
import { OrderStatusBadge } from '../../../components/order-status-badge.tsx';
import { type ListColumn, ManagementList } from '../../../components/workspace/management-list.tsx';
import { WorkspacePageHeader } from '../../../components/workspace/workspace-shell.tsx';
import { ADMIN_ORDERS_PATH } from '../api/admin-orders.ts';
import { PaymentBadge } from '../components/refund-badge.tsx';

const placedAt = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short' });
const STATUS_OPTIONS = ORDER_STATUSES.map((s) => ({ value: s, label: orderStatusLabel(s) }));

const columns: ListColumn<TAdminOrderRow>[] = [
  {
    key: 'id',
    header: 'Order',
    phone: 'title',
    render: (o) => (
      <Anchor
        component={Link}
        to={`/admin/orders/${o._id}`}
        fw={700}
        aria-label={`Open order ${o._id.slice(0, 8)}`}
      >
        #{o._id.slice(0, 8)}
      </Anchor>
    ),
  },
  {
    key: 'placed',
    header: 'Placed',
    render: (o) => <time dateTime={o.createdAt}>{placedAt.format(new Date(o.createdAt))}</time>,
  },
  {
    key: 'customer',
    header: 'Customer',
    render: (o) => (
      <Stack gap={0}>
        <Text size="sm" fw={600}>
          {o.customerName}
        </Text>
        <Text size="xs">{o.customerEmail}</Text>
      </Stack>
    ),
  },
  { key: 'restaurant', header: 'Restaurant', render: (o) => o.restaurantName },
  { key: 'total', header: 'Total', numeric: true, render: (o) => <Money rupees={o.total} /> },
  { key: 'status', header: 'Status', render: (o) => <OrderStatusBadge status={o.status} /> },
  {
    key: 'payment',
    header: 'Payment',
    render: (o) => <PaymentBadge paid={o.paid} refundStatus={o.refundStatus} />,
  },
];

/** /admin/orders: every order on the platform, searched and filtered on the server, 10 a page. */
export default function AdminOrdersPage() {
  const [status, setStatus] = useState<string | null>(null);
  return (
    <>
      <WorkspacePageHeader title="Orders" />
      <ManagementList<TAdminOrderRow>
        what="orders"
        path={ADMIN_ORDERS_PATH}
        params={{ status: status ?? undefined }}
        columns={columns}
        rowKey={(o) => o._id}
        csvFileName="orders-export.csv"
        emptyText={ADMIN_ORDER_MESSAGES.noOrders}
        emptySearchText={ADMIN_ORDER_MESSAGES.noOrdersFound}
        searchPlaceholder="Order id, customer name or email, restaurant…"
        toolbar={
          <Select
            label="Status"
            data={STATUS_OPTIONS}
            value={status}
            onChange={setStatus}
            clearable
            placeholder="All"
            w={190}
          />
        }
      />
    </>
  );
}
