import '@mantine/charts/styles.css';
import { BarChart, LineChart } from '@mantine/charts';
import { SimpleGrid, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { ChartCard } from '../../../components/workspace/chart-card.tsx';
import { OrdersMoneyChart } from '../../../components/workspace/orders-money-chart.tsx';
import { QueryState } from '../../../components/workspace/query-state.tsx';
import { WorkspacePageHeader } from '../../../components/workspace/workspace-shell.tsx';
import { analyticsQuery } from '../api/insights.ts';
import { NeedsRestaurant } from '../components/needs-restaurant.tsx';

function Charts({ restaurantId }: { restaurantId: string }) {
  const query = useQuery(analyticsQuery(restaurantId));
  return (
    <QueryState query={query} what="analytics">
      {(a) => (
        <SimpleGrid cols={{ base: 1, lg: 2 }}>
          <OrdersMoneyChart
            title="Orders and revenue per day (30 days)"
            days={a.perDay.map((d) => ({ date: d.date, orders: d.orders, money: d.revenue }))}
            moneyLabel="Revenue (₹)"
          />
          <ChartCard title="Orders by hour of day">
            <BarChart
              h={240}
              data={a.byHour}
              dataKey="hour"
              series={[{ name: 'orders', label: 'Orders', color: 'orange.7' }]}
            />
          </ChartCard>
          <ChartCard title="Top 10 dishes">
            <BarChart
              h={280}
              data={a.topDishes}
              dataKey="name"
              orientation="vertical"
              yAxisProps={{ width: 120 }}
              series={[{ name: 'quantity', label: 'Sold', color: 'orange.7' }]}
            />
          </ChartCard>
          <ChartCard title="Average rating by week">
            <LineChart
              h={240}
              data={a.ratingByWeek}
              dataKey="week"
              yAxisProps={{ domain: [0, 5] }}
              series={[{ name: 'average', label: 'Average rating', color: 'yellow.8' }]}
            />
          </ChartCard>
          <ChartCard title="Cancellation rate (30 days)">
            <Text fz={32} fw={700}>
              {a.cancellation.rate}%
            </Text>
            <Text c="dimmed">
              {a.cancellation.cancelled} of {a.cancellation.paid} paid orders cancelled
            </Text>
          </ChartCard>
        </SimpleGrid>
      )}
    </QueryState>
  );
}

/** /restaurant-analytics: charts from SQL aggregates. */
export default function AnalyticsPage() {
  return (
    <>
      <WorkspacePageHeader title="Analytics" />
      <NeedsRestaurant>{(id) => <Charts restaurantId={id} />}</NeedsRestaurant>
    </>
  );
}
