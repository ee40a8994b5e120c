import { KITCHEN_MESSAGES } from '@app/shared';
import { Alert, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { Money } from '../../../components/money.tsx';
import { QueryState } from '../../../components/workspace/query-state.tsx';
import { RecentOrders } from '../../../components/workspace/recent-orders.tsx';
import { WorkspacePageHeader } from '../../../components/workspace/workspace-shell.tsx';
import { dashboardQuery } from '../api/insights.ts';
import { useOwnerRestaurant } from '../api/owner-restaurants.ts';
import { NeedsRestaurant } from '../components/needs-restaurant.tsx';

function Stat({ label, value }: { label: string; value: React.ReactNode }) {
  return (
    <Paper withBorder p="md" radius="md">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fz={26} fw={700}>
        {value}
      </Text>
    </Paper>
  );
}

function Figures({ restaurantId }: { restaurantId: string }) {
  const query = useQuery(dashboardQuery(restaurantId));
  return (
    <QueryState query={query} what="dashboard">
      {(d) => (
        <Stack gap="lg">
          <SimpleGrid cols={{ base: 2, md: 3, lg: 6 }}>
            <Stat label="Orders today" value={d.today.orders} />
            <Stat label="Revenue today" value={<Money rupees={d.today.revenue} />} />
            <Stat label="Orders, 7 days" value={d.week.orders} />
            <Stat label="Revenue, 7 days" value={<Money rupees={d.week.revenue} />} />
            <Stat label="Waiting for you" value={d.waiting} />
            <Stat
              label={`Rating (${d.rating.count} reviews)`}
              value={d.rating.count ? d.rating.average.toFixed(1) : 'New'}
            />
          </SimpleGrid>
          <Group>
            <Button component={Link} to="/restaurant-orders">
              Open the order board
            </Button>
            <Button component={Link} to="/add-food-item" variant="light">
              Add Food Item
            </Button>
            <Button component={Link} to="/restaurant-settings" variant="default">
              Open / pause orders
            </Button>
          </Group>
          <SimpleGrid cols={{ base: 1, md: 2 }}>
            <Paper withBorder p="md" radius="md">
              <Title order={2} size="h4" mb="sm">
                Recent orders
              </Title>
              <RecentOrders orders={d.recentOrders} titleOf={(o) => o.customerName} />
            </Paper>
            <Paper withBorder p="md" radius="md">
              <Title order={2} size="h4" mb="sm">
                Recent reviews
              </Title>
              {d.recentReviews.length === 0 && <Text c="dimmed">No reviews yet</Text>}
              {d.recentReviews.map((r) => (
                <Text key={r._id} size="sm" py={4}>
                  {'★'.repeat(r.rating)} {r.customerName}: {r.comment}
                </Text>
              ))}
            </Paper>
          </SimpleGrid>
        </Stack>
      )}
    </QueryState>
  );
}

/** The missed-orders rule paused the restaurant (decision 052): said first, in words. */
function AutoPauseNote({ restaurantId }: { restaurantId: string }) {
  const note = useOwnerRestaurant(restaurantId).data?.kitchen?.autoPauseNote;
  if (!note) return null;
  return (
    <Alert
      color="orange"
      styles={{ title: { color: 'var(--mantine-color-text)' } }}
      role="status"
      title={note}
      mb="lg"
    >
      {KITCHEN_MESSAGES.autoPausedResume}
    </Alert>
  );
}

/** /restaurant-admin: real figures of the chosen restaurant. */
export default function OwnerDashboardPage() {
  return (
    <>
      <WorkspacePageHeader title="Restaurant Dashboard" />
      <NeedsRestaurant>
        {(id) => (
          <>
            <AutoPauseNote restaurantId={id} />
            <Figures restaurantId={id} />
          </>
        )}
      </NeedsRestaurant>
    </>
  );
}
