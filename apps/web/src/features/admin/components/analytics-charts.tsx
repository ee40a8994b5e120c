import '@mantine/charts/styles.css';
import { ADMIN_FIGURES_MESSAGES, formatRupees, type TAdminAnalytics } from '@app/shared';
import { BarChart } from '@mantine/charts';
import { SimpleGrid, Stack, Text } from '@mantine/core';
import { EmptyState } from '../../../components/page-state.tsx';
import { ChartCard } from '../../../components/workspace/chart-card.tsx';
import { OrdersMoneyChart } from '../../../components/workspace/orders-money-chart.tsx';

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

/** The analytics charts: their own chunk (the chart library), so the screen's heading and range come first. */
export default function AnalyticsCharts({ a }: { a: TAdminAnalytics }) {
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
          <BarChart
            h={240}
            data={a.newUsersPerDay.map((d) => ({ ...d, date: d.date.slice(5) }))}
            dataKey="date"
            series={[{ name: 'users', label: 'New users', color: 'blue.7' }]}
          />
        </ChartCard>
        <ChartCard title="Orders by area">
          <BarChart
            h={Math.max(160, a.byArea.length * 32)}
            data={a.byArea.map((r) => ({ ...r, area: r.area || 'Other' }))}
            dataKey="area"
            orientation="vertical"
            yAxisProps={{ width: 110 }}
            series={[{ name: 'orders', label: 'Orders', color: 'orange.7' }]}
          />
        </ChartCard>
        <ChartCard title="Top 10 restaurants by GMV">
          <BarChart
            h={Math.max(160, a.topRestaurants.length * 32)}
            data={a.topRestaurants}
            dataKey="name"
            orientation="vertical"
            yAxisProps={{ width: 140 }}
            valueFormatter={(v) => formatRupees(v)}
            series={[{ name: 'gmv', label: 'GMV', color: 'teal.7' }]}
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
