import { ADMIN_FIGURES_MESSAGES, formatRupees, type TAdminAnalytics } from '@app/shared';
import { SimpleGrid, Stack, Text } from '@mantine/core';
import { BarList } from '../../../components/charts/bar-list.tsx';
import { ColumnChart } from '../../../components/charts/column-chart.tsx';
import { EmptyState } from '../../../components/page-state.tsx';
import { ChartCard } from '../../../components/workspace/chart-card.tsx';
import { OrdersMoneyChart } from '../../../components/workspace/orders-money-chart.tsx';
import { shortDay } from '../../../lib/day-month-year.ts';

function Rate({ label, value, detail }: { label: string; value: number; detail: string }) {
  return (
    <div>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fz={32} fw={700}>
        {value}%
      </Text>
      <Text size="sm">{detail}</Text>
    </div>
  );
}

/** Business Analytics' charts and rates for the chosen range. */
export function AnalyticsCharts({ a }: { a: TAdminAnalytics }) {
  return (
    <Stack>
      {a.rates.paid === 0 && <EmptyState message={ADMIN_FIGURES_MESSAGES.noSales} />}
      <SimpleGrid cols={{ base: 1, lg: 2 }}>
        <OrdersMoneyChart
          title="Orders and GMV per day"
          days={a.perDay.map((d) => ({ date: d.date, orders: d.orders, money: d.gmv }))}
          moneyLabel="GMV (₹)"
        />
        <ChartCard title="New users per day">
          <ColumnChart
            height={200}
            rows={a.newUsersPerDay.map((d) => ({ ...d, date: shortDay(d.date) }))}
            categoryKey="date"
            categoryLabel="Day"
            series={{ name: 'users', label: 'New users', color: 'blue.7' }}
          />
        </ChartCard>
        <ChartCard title="Orders by area">
          <BarList
            rows={a.byArea.map((r) => ({ ...r, area: r.area || 'Other' }))}
            categoryKey="area"
            series={{ name: 'orders', label: 'Orders by area', color: 'orange.7' }}
          />
        </ChartCard>
        <ChartCard title="Top 10 restaurants by GMV">
          <BarList
            rows={a.topRestaurants}
            categoryKey="name"
            series={{ name: 'gmv', label: 'GMV by restaurant', color: 'teal.7', format: formatRupees }}
          />
        </ChartCard>
        <ChartCard title="Cancellation and refund rates">
          <SimpleGrid cols={2}>
            <Rate
              label="Cancellation rate"
              value={a.rates.cancellationRate}
              detail={`${a.rates.cancelled} of ${a.rates.paid} paid orders cancelled`}
            />
            <Rate
              label="Refund rate"
              value={a.rates.refundRate}
              detail={`${a.rates.refunded} of ${a.rates.paid} paid orders refunded`}
            />
          </SimpleGrid>
        </ChartCard>
        <ChartCard title="Delivery promises">
          <SimpleGrid cols={2}>
            <Rate
              label="Delivered on time"
              value={a.promises.onTimeRate}
              detail={`${a.promises.onTime} of ${a.promises.delivered} delivered orders by the time promised`}
            />
            <div>
              <Text size="sm" c="dimmed">
                Estimate error
              </Text>
              <Text fz={32} fw={700}>
                {a.promises.etaErrorMinutes.toFixed(1)} min
              </Text>
              <Text size="sm">Mean difference between delivery and the estimate at payment</Text>
            </div>
          </SimpleGrid>
        </ChartCard>
      </SimpleGrid>
    </Stack>
  );
}
