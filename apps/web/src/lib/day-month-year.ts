const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/**
 * "25 November 2026", in this browser's time zone: the text of `Intl.DateTimeFormat('en-IN',
 * { dateStyle: 'long' })`, written out because a page's first Intl formatter loads the locale's data,
 * 56-77 ms of a main thread slowed 4x as Lighthouse does, while the restaurant page is taken over (decision 037).
 */
export function dayMonthYear(iso: string): string {
  const d = new Date(iso);
  return `${d.getDate()} ${MONTHS[d.getMonth()]} ${d.getFullYear()}`;
}

/** "26 Oct" for the calendar day "2026-10-26" (a chart's day or week), whatever the time zone. */
export function shortDay(isoDay: string): string {
  const [, month, day] = isoDay.split('-').map(Number);
  return `${day} ${MONTHS[(month ?? 1) - 1]?.slice(0, 3)}`;
}
