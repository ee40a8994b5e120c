import {
  AUDIT_SYSTEM_ACTOR,
  auditActionWords,
  auditTargetWords,
  formatRupees,
  INDIA_TIME_ZONE,
  ROLE_LABELS,
  ROLES,
} from '@app/shared';
import { Button, Group, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { OrderStatusBadge } from '../../../components/order-status-badge.tsx';
import { ErrorState, RetryButton } from '../../../components/page-state.tsx';
import { RecentOrders } from '../../../components/workspace/recent-orders.tsx';
import { WorkspacePageHeader } from '../../../components/workspace/workspace-shell.tsx';
import { useCurrentUser } from '../../../state/session.ts';
import { useDashboard } from '../api/get-dashboard.ts';

const formatDateTime = (iso: string) =>
  new Date(iso).toLocaleString('en-IN', {
    day: 'numeric',
    month: 'long',
    hour: 'numeric',
    minute: '2-digit',
    timeZone: INDIA_TIME_ZONE,
  });

/** A figure with its name above it and, where it needs one, a word on it below. */
function Stat({ label, value, note }: { label: string; value: string; note?: string }) {
  return (
    <Paper withBorder p="md" radius="md">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fz={26} fw={700}>
        {value}
      </Text>
      {note && (
        <Text size="sm" c="dimmed">
          {note}
        </Text>
      )}
    </Paper>
  );
}

/** /admin (spec 2, product decisions): real figures from the database, quick actions, recent activity. */
export default function AdminDashboardPage() {
  const { user } = useCurrentUser();
  const dashboard = useDashboard();
  const d = dashboard.data;

  return (
    <>
      <WorkspacePageHeader title="Admin Dashboard" />
      <Text mb="md">Welcome back, {user?.name ?? 'Admin'}.</Text>
      {dashboard.isError ? (
        <ErrorState
          message={`Error loading dashboard: ${dashboard.error.message}`}
          action={<RetryButton onRetry={() => dashboard.refetch()} />}
        />
      ) : !d ? (
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }}>
          {['a', 'b', 'c', 'd'].map((k) => (
            <Skeleton key={k} h={88} />
          ))}
        </SimpleGrid>
      ) : (
        <Stack gap="lg">
          <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }}>
            <Stat label="Orders today" value={String(d.ordersToday)} />
            <Stat label="GMV today" value={formatRupees(d.gmvToday)} />
            <Stat label="Orders, last 7 days" value={String(d.orders7d)} />
            <Stat label="GMV, last 7 days" value={formatRupees(d.gmv7d)} />
            <Stat
              label="Active restaurants"
              value={String(d.activeRestaurants)}
              note={d.inactiveRestaurants > 0 ? `and ${d.inactiveRestaurants} inactive` : undefined}
            />
            <Stat
              label="Payment success, 7 days"
              value={d.paymentSuccessRate === null ? '—' : `${d.paymentSuccessRate}%`}
            />
            {ROLES.map((role) => (
              <Stat
                key={role}
                label={`Users: ${ROLE_LABELS[role]}`}
                value={String(d.usersByRole[role] ?? 0)}
              />
            ))}
          </SimpleGrid>

          <div>
            <Title order={2} size="h3" mb="xs">
              Open orders
            </Title>
            <Group gap="lg">
              {Object.entries(d.openOrdersByStatus).length === 0 ? (
                <Text c="dimmed">No open orders.</Text>
              ) : (
                Object.entries(d.openOrdersByStatus).map(([status, n]) => (
                  <Group key={status} gap={6} wrap="nowrap">
                    <OrderStatusBadge status={status} />
                    <Text fw={700}>{n}</Text>
                  </Group>
                ))
              )}
            </Group>
          </div>

          <div>
            <Title order={2} size="h3" mb="xs">
              Quick actions
            </Title>
            <Group>
              <Button component={Link} to="/add-restaurant" variant="light">
                Add Restaurant
              </Button>
              <Button component={Link} to="/add-users" variant="light">
                Add User
              </Button>
              <Button component={Link} to="/admin/audit-log" variant="default">
                Audit log
              </Button>
            </Group>
          </div>

          <SimpleGrid cols={{ base: 1, md: 2 }}>
            <div>
              <Title order={2} size="h3" mb="xs">
                Recent orders
              </Title>
              <RecentOrders orders={d.recentOrders} titleOf={(o) => o.restaurantName} />
            </div>
            <div>
              <Title order={2} size="h3" mb="xs">
                Recent admin actions
              </Title>
              {d.recentActions.length === 0 ? (
                <Text c="dimmed">No admin actions yet.</Text>
              ) : (
                <Stack gap={4}>
                  {d.recentActions.map((a) => (
                    <Text key={a._id} size="sm">
                      {formatDateTime(a.createdAt)} ·{' '}
                      {a.actorEmail === 'system' ? AUDIT_SYSTEM_ACTOR : a.actorEmail} ·{' '}
                      {auditActionWords(a.action)} ·{' '}
                      {auditTargetWords(a.targetType, a.targetId, a.targetName)}
                    </Text>
                  ))}
                </Stack>
              )}
            </div>
          </SimpleGrid>
        </Stack>
      )}
    </>
  );
}
