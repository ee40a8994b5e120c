/** A value axis from zero: its top and the values of its gridlines, evenly spaced. */
export type AxisScale = { top: number; ticks: number[] };

/** The smallest step of 1, 2, 2.5 or 5 times a power of ten that is at least `raw`. */
function niceStep(raw: number): number {
  if (!(raw > 0)) return 1;
  const power = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 2.5, 5, 10].find((m) => m * power >= raw * (1 - 1e-9)) ?? 10;
  return step * power;
}

/**
 * The axis for values up to `max`, in `intervals` equal steps (two axes of one chart share their
 * gridlines when they have as many). With `top`, the axis ends there (a rating out of 5).
 */
export function axisScale(
  max: number,
  { intervals = 4, top }: { intervals?: number; top?: number } = {},
): AxisScale {
  if (top !== undefined) {
    const step = niceStep(top / 5);
    const ticks: number[] = [];
    for (let v = 0; v <= top + 1e-9; v += step) ticks.push(round(v));
    return { top, ticks };
  }
  const step = niceStep(max / intervals);
  return {
    top: round(step * intervals),
    ticks: Array.from({ length: intervals + 1 }, (_, i) => round(step * i)),
  };
}

function round(v: number): number {
  return Math.round(v * 1e6) / 1e6;
}

/** Where a value sits on the axis, as a percentage of its height (0 at the bottom). */
export function percentOf(value: number, scale: AxisScale): number {
  return scale.top > 0 ? Math.min(100, Math.max(0, (value / scale.top) * 100)) : 0;
}

/** The indexes of at most `most` category labels, evenly spread, the first and the last included. */
export function labelledIndexes(count: number, most: number): number[] {
  if (count <= most) return Array.from({ length: count }, (_, i) => i);
  return Array.from({ length: most }, (_, k) => Math.round((k * (count - 1)) / (most - 1)));
}

const compact = new Intl.NumberFormat('en-IN', { notation: 'compact', maximumFractionDigits: 1 });

/** An axis label: 950, 1.2K, 3.4L (lakh), as people in India read figures. */
export function axisLabel(value: number): string {
  return compact.format(value);
}
