/** Words of the analytics charts (owner and admin). */
export const CHART_MESSAGES = {
  /** A chart with no figures at all for its range. */
  empty: 'Nothing to show for these days yet.',
  /** The name of a chart's legend, for screen readers and tests. */
  legend: 'Legend',
} as const;
