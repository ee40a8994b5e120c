import { CHART_MESSAGES } from '@app/shared';
import { type KeyboardEvent, type PointerEvent, useState } from 'react';
import classes from './charts.module.css';

/** One row of a chart's figures: its category (a day, an hour, a dish) and a value per series. */
export type ChartRow = Readonly<Record<string, string | number>>;

/** One measure drawn in a chart. `color` is a Mantine colour and shade, like `orange.7`. */
export type ChartSeries = {
  name: string;
  label: string;
  color: string;
  /** How the chart's readout and its table write a value (default: a plain Indian-grouped number). */
  format?: (value: number) => string;
  /** A line chart's series measured on the right-hand axis. */
  axis?: 'right';
};

/** The CSS colour of a Mantine colour and shade (`orange.7`), following the light or dark scheme. */
export function seriesColor(color: string): string {
  return `var(--mantine-color-${color.replace('.', '-')})`;
}

export function formatValue(series: ChartSeries, value: number): string {
  return series.format ? series.format(value) : value.toLocaleString('en-IN');
}

export function figureOf(row: ChartRow | undefined, key: string): number {
  const v = row?.[key];
  return typeof v === 'number' ? v : 0;
}

/**
 * The category the readout above a chart names: the last one until a tap, a drag along the chart
 * (a phone has no hover) or the arrow keys pick another. The plot is a slider over the categories,
 * its value the readout's words, so a keyboard and a screen reader move along it too.
 */
export function usePointedIndex(
  count: number,
  toIndex: (fraction: number) => number,
  { label, valueText }: { label: string; valueText: (index: number) => string },
) {
  const [pointed, setPointed] = useState<number | null>(null);
  const index = Math.min(pointed ?? count - 1, count - 1);
  const pick = (i: number) => setPointed(Math.max(0, Math.min(count - 1, i)));
  const point = (e: PointerEvent<HTMLElement>) => {
    const box = e.currentTarget.getBoundingClientRect();
    if (box.width <= 0) return;
    pick(toIndex(Math.min(1, Math.max(0, (e.clientX - box.left) / box.width))));
  };
  const step: Record<string, (i: number) => number> = {
    ArrowLeft: (i) => i - 1,
    ArrowDown: (i) => i - 1,
    ArrowRight: (i) => i + 1,
    ArrowUp: (i) => i + 1,
    Home: () => 0,
    End: () => count - 1,
  };
  const slider = {
    role: 'slider',
    tabIndex: 0,
    'aria-label': label,
    'aria-valuemin': 1,
    'aria-valuemax': count,
    'aria-valuenow': index + 1,
    'aria-valuetext': valueText(index),
    onPointerDown: point,
    onPointerMove: point,
    onKeyDown: (e: KeyboardEvent<HTMLElement>) => {
      const next = step[e.key];
      if (!next) return;
      e.preventDefault();
      pick(next(index));
    },
  } as const;
  return { index, slider };
}

/** The readout's words for one category: "28 Nov: Orders 14, Revenue (₹) ₹3,200.00". */
export function readoutText(row: ChartRow | undefined, categoryKey: string, series: readonly ChartSeries[]) {
  if (!row) return '';
  const figures = series.map((s) => `${s.label} ${formatValue(s, figureOf(row, s.name))}`);
  return `${String(row[categoryKey])}: ${figures.join(', ')}`;
}

/** The line above a chart naming the pointed category's figures. */
export function Readout({ rows, categoryKey, series, index }: ReadoutProps) {
  const row = rows[index];
  return (
    <p className={classes.readout} aria-hidden data-testid="chart-readout">
      {row && (
        <>
          <strong>{String(row[categoryKey])}</strong>
          {series.map((s) => (
            <span key={s.name} className={classes.readoutValue}>
              <span className={classes.swatch} style={{ background: seriesColor(s.color) }} />
              {s.label} {formatValue(s, figureOf(row, s.name))}
            </span>
          ))}
        </>
      )}
    </p>
  );
}

type ReadoutProps = {
  rows: readonly ChartRow[];
  categoryKey: string;
  series: readonly ChartSeries[];
  index: number;
};

/** The series' names and colours under a chart with more than one (colour is never the only signal). */
export function Legend({ series }: { series: readonly ChartSeries[] }) {
  return (
    <ul className={classes.legend} aria-label={CHART_MESSAGES.legend}>
      {series.map((s) => (
        <li key={s.name}>
          <span className={classes.swatch} style={{ background: seriesColor(s.color) }} />
          {s.label}
        </li>
      ))}
    </ul>
  );
}

/** The chart's figures as a table, for screen readers (the drawing is hidden from them). */
export function FiguresTable({ rows, categoryKey, categoryLabel, series }: FiguresTableProps) {
  return (
    <table className={classes.visuallyHidden}>
      <thead>
        <tr>
          <th scope="col">{categoryLabel}</th>
          {series.map((s) => (
            <th key={s.name} scope="col">
              {s.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the rows are the chart's categories, in order
          <tr key={i}>
            <th scope="row">{String(row[categoryKey])}</th>
            {series.map((s) => (
              <td key={s.name}>{formatValue(s, figureOf(row, s.name))}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

type FiguresTableProps = {
  rows: readonly ChartRow[];
  categoryKey: string;
  categoryLabel: string;
  series: readonly ChartSeries[];
};

/** A value axis's labels, beside the plot, each level with its gridline. */
export function AxisLabels({
  labels,
  side,
}: {
  labels: { text: string; percent: number }[];
  side: 'left' | 'right';
}) {
  const widest = Math.max(1, ...labels.map((l) => l.text.length));
  return (
    <div className={classes.axis} data-side={side} style={{ minWidth: `${widest + 0.5}ch` }} aria-hidden>
      {labels.map((l) => (
        <span key={l.percent} className={classes.axisLabel} style={{ bottom: `${l.percent}%` }}>
          {l.text}
        </span>
      ))}
    </div>
  );
}

/** The category labels under a plot, at their categories' places (percent across the plot). */
export function CategoryLabels({ labels }: { labels: { text: string; percent: number }[] }) {
  return (
    <div className={classes.categories} aria-hidden>
      {labels.map((l) => (
        <span
          key={l.percent}
          className={classes.category}
          style={{ left: `${l.percent}%`, transform: `translateX(-${l.percent}%)` }}
        >
          {l.text}
        </span>
      ))}
    </div>
  );
}

/** Said instead of a chart when its range has no figures. */
export function EmptyChart() {
  return <p className={classes.empty}>{CHART_MESSAGES.empty}</p>;
}
