import { type AxisScale, axisLabel, axisScale, labelledIndexes, percentOf } from './axis-scale.ts';
import {
  AxisLabels,
  CategoryLabels,
  type ChartRow,
  type ChartSeries,
  EmptyChart,
  FiguresTable,
  figureOf,
  Legend,
  Readout,
  readoutText,
  seriesColor,
  usePointedIndex,
} from './chart-parts.tsx';
import classes from './charts.module.css';

type LineChartProps = {
  rows: readonly ChartRow[];
  /** The key of each row's category (a day, a week), its label in the table. */
  categoryKey: string;
  categoryLabel: string;
  series: readonly ChartSeries[];
  /** The plot's height in pixels. */
  height: number;
  /** Where the left axis ends whatever the figures (a rating out of 5). */
  top?: number;
};

/**
 * Lines over categories, in SVG stretched to the plot (the strokes keep their width), with the axes
 * and labels in HTML so text never scales. Series with `axis: 'right'` have their own axis on the
 * right, with the same gridlines. A tap, a pointer or the arrow keys pick a category for the readout.
 */
export function LineChart({ rows, categoryKey, categoryLabel, series, height, top }: LineChartProps) {
  const count = rows.length;
  const { index, slider } = usePointedIndex(count, (f) => Math.round(f * (count - 1)), {
    label: categoryLabel,
    valueText: (i) => readoutText(rows[i], categoryKey, series),
  });
  if (count === 0) return <EmptyChart />;
  const maxOf = (side: 'left' | 'right') =>
    Math.max(
      0,
      ...series
        .filter((s) => (s.axis ?? 'left') === side)
        .flatMap((s) => rows.map((r) => figureOf(r, s.name))),
    );
  const left = axisScale(maxOf('left'), { top });
  const hasRight = series.some((s) => s.axis === 'right');
  const right = hasRight ? axisScale(maxOf('right'), { intervals: left.ticks.length - 1 }) : undefined;
  const x = (i: number) => (count === 1 ? 50 : (i / (count - 1)) * 100);
  const scaleOf = (s: ChartSeries): AxisScale => (s.axis === 'right' && right ? right : left);
  const labelsOf = (scale: AxisScale) =>
    scale.ticks.map((t) => ({ text: axisLabel(t), percent: percentOf(t, scale) }));

  return (
    <figure className={classes.figure}>
      <Readout rows={rows} categoryKey={categoryKey} series={series} index={index} />
      <div className={classes.chart}>
        <AxisLabels labels={labelsOf(left)} side="left" />
        <div className={classes.plot} style={{ height }} data-testid="chart-plot" {...slider}>
          {left.ticks.map((t) => (
            <span key={t} className={classes.gridline} style={{ bottom: `${percentOf(t, left)}%` }} />
          ))}
          <svg className={classes.lines} viewBox="0 0 100 100" preserveAspectRatio="none" role="presentation">
            {series.map((s) => (
              <polyline
                key={s.name}
                fill="none"
                stroke={seriesColor(s.color)}
                strokeWidth={2}
                strokeLinejoin="round"
                vectorEffect="non-scaling-stroke"
                points={rows
                  .map((r, i) => `${x(i)},${100 - percentOf(figureOf(r, s.name), scaleOf(s))}`)
                  .join(' ')}
              />
            ))}
          </svg>
          <span className={classes.guide} style={{ left: `${x(index)}%` }} />
          {series.map((s) => (
            <span
              key={s.name}
              className={classes.dot}
              style={{
                left: `${x(index)}%`,
                bottom: `${percentOf(figureOf(rows[index], s.name), scaleOf(s))}%`,
                background: seriesColor(s.color),
              }}
            />
          ))}
        </div>
        {right ? <AxisLabels labels={labelsOf(right)} side="right" /> : <span />}
        <CategoryLabels
          labels={labelledIndexes(count, 5).map((i) => ({
            text: String(rows[i]?.[categoryKey]),
            percent: x(i),
          }))}
        />
      </div>
      {series.length > 1 && <Legend series={series} />}
      <FiguresTable rows={rows} categoryKey={categoryKey} categoryLabel={categoryLabel} series={series} />
    </figure>
  );
}
