import { formatRupees } from '@app/shared';
import { shortDay } from '../../lib/day-month-year.ts';
import { LineChart } from '../charts/line-chart.tsx';
import { ChartCard } from './chart-card.tsx';

/** One day of an "orders and money per day" chart; `money` in rupees (the owner's revenue, the admin's GMV). */
export type OrdersMoneyDay = { date: string; orders: number; money: number };

/**
 * The one "orders and money per day" chart of the owner's and the admin's analytics: orders on the
 * left axis, money on the right, a legend naming both (colour is never the only signal).
 */
export function OrdersMoneyChart({
  title,
  days,
  moneyLabel,
}: {
  title: string;
  days: readonly OrdersMoneyDay[];
  /** The money line's name in the legend, e.g. 'Revenue (₹)' or 'GMV (₹)'. */
  moneyLabel: string;
}) {
  return (
    <ChartCard title={title}>
      <LineChart
        height={220}
        rows={days.map((d) => ({ ...d, date: shortDay(d.date) }))}
        categoryKey="date"
        categoryLabel="Day"
        series={[
          { name: 'orders', label: 'Orders', color: 'orange.7' },
          { name: 'money', label: moneyLabel, color: 'teal.7', axis: 'right', format: formatRupees },
        ]}
      />
    </ChartCard>
  );
}
