import { SimpleGrid, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { BarList } from '../../../components/charts/bar-list.tsx';
import { ColumnChart } from '../../../components/charts/column-chart.tsx';
import { LineChart } from '../../../components/charts/line-chart.tsx';
import { ChartCard } from '../../../components/workspace/chart-card.tsx';
import { OrdersMoneyChart } from '../../../components/workspace/orders-money-chart.tsx';
import { QueryState } from '../../../components/workspace/query-state.tsx';
import { WorkspacePageHeader } from '../../../components/workspace/workspace-shell.tsx';
import { shortDay } from '../../../lib/day-month-year.ts';
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
            <ColumnChart
              height={200}
              rows={a.byHour.map((h) => ({ ...h, hour: `${h.hour}:00` }))}
              categoryKey="hour"
              categoryLabel="Hour"
              series={{ name: 'orders', label: 'Orders', color: 'orange.7' }}
            />
          </ChartCard>
          <ChartCard title="Top 10 dishes">
            <BarList
              rows={a.topDishes}
              categoryKey="name"
              series={{ name: 'quantity', label: 'Sold', color: 'orange.7' }}
            />
          </ChartCard>
          <ChartCard title="Average rating by week">
            <LineChart
              height={200}
              rows={a.ratingByWeek.map((w) => ({ ...w, week: shortDay(w.week) }))}
              categoryKey="week"
              categoryLabel="Week"
              top={5}
              series={[
                { name: 'average', label: 'Average rating', color: 'yellow.8', format: (v) => v.toFixed(1) },
              ]}
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
