import { axisLabel, axisScale, labelledIndexes, percentOf } from './axis-scale.ts';
import {
  AxisLabels,
  CategoryLabels,
  type ChartRow,
  type ChartSeries,
  EmptyChart,
  FiguresTable,
  figureOf,
  Readout,
  readoutText,
  seriesColor,
  usePointedIndex,
} from './chart-parts.tsx';
import classes from './charts.module.css';

type ColumnChartProps = {
  rows: readonly ChartRow[];
  categoryKey: string;
  categoryLabel: string;
  series: ChartSeries;
  height: number;
};

/** One measure as columns over categories (orders by hour, new users per day). */
export function ColumnChart({ rows, categoryKey, categoryLabel, series, height }: ColumnChartProps) {
  const count = rows.length;
  const { index, slider } = usePointedIndex(count, (f) => Math.floor(f * count), {
    label: categoryLabel,
    valueText: (i) => readoutText(rows[i], categoryKey, [series]),
  });
  if (count === 0) return <EmptyChart />;
  const scale = axisScale(Math.max(0, ...rows.map((r) => figureOf(r, series.name))));
  const center = (i: number) => ((i + 0.5) / count) * 100;

  return (
    <figure className={classes.figure}>
      <Readout rows={rows} categoryKey={categoryKey} series={[series]} index={index} />
      <div className={classes.chart}>
        <AxisLabels
          labels={scale.ticks.map((t) => ({ text: axisLabel(t), percent: percentOf(t, scale) }))}
          side="left"
        />
        <div className={classes.plot} style={{ height }} data-testid="chart-plot" {...slider}>
          {scale.ticks.map((t) => (
            <span key={t} className={classes.gridline} style={{ bottom: `${percentOf(t, scale)}%` }} />
          ))}
          <div className={classes.columns}>
            {rows.map((r, i) => (
              <span
                // biome-ignore lint/suspicious/noArrayIndexKey: the columns are the chart's categories, in order
                key={i}
                className={classes.column}
                data-pointed={i === index || undefined}
                style={{
                  height: `${percentOf(figureOf(r, series.name), scale)}%`,
                  background: seriesColor(series.color),
                }}
              />
            ))}
          </div>
        </div>
        <span />
        <CategoryLabels
          labels={labelledIndexes(count, 5).map((i) => ({
            text: String(rows[i]?.[categoryKey]),
            percent: center(i),
          }))}
        />
      </div>
      <FiguresTable rows={rows} categoryKey={categoryKey} categoryLabel={categoryLabel} series={[series]} />
    </figure>
  );
}
