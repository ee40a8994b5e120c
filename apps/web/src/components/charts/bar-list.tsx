import {
  type ChartRow,
  type ChartSeries,
  EmptyChart,
  figureOf,
  formatValue,
  seriesColor,
} from './chart-parts.tsx';
import classes from './charts.module.css';

type BarListProps = {
  rows: readonly ChartRow[];
  /** The key of each row's name (a dish, an area, a restaurant). */
  categoryKey: string;
  series: ChartSeries;
};

/**
 * A ranked list with a bar each (top dishes, orders by area): the name, a bar as long as its share
 * of the largest, and the figure written out, so nothing needs a pointer to be read.
 */
export function BarList({ rows, categoryKey, series }: BarListProps) {
  if (rows.length === 0) return <EmptyChart />;
  const largest = Math.max(0, ...rows.map((r) => figureOf(r, series.name)));
  return (
    <ol className={classes.barList} aria-label={series.label}>
      {rows.map((r, i) => {
        const value = figureOf(r, series.name);
        const name = String(r[categoryKey]);
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: the rows are ranked, and names may repeat
          <li key={i} className={classes.barRow}>
            <span className={classes.barName} title={name}>
              {name}
            </span>
            <span className={classes.barTrack} aria-hidden>
              <span
                className={classes.bar}
                style={{
                  width: `${largest > 0 ? (value / largest) * 100 : 0}%`,
                  background: seriesColor(series.color),
                }}
              />
            </span>
            <span className={classes.barValue}>{formatValue(series, value)}</span>
          </li>
        );
      })}
    </ol>
  );
}
