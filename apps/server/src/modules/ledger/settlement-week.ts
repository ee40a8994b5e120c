import { DAY_MS, indiaDate, indiaMidnight, LEDGER_MESSAGES, startOfIndiaWeek } from '@app/shared';
import { AppError } from '../../lib/app-error.ts';

/** A settlement week: Monday 00:00 to the next Monday 00:00 in India (Asia/Kolkata). */
export type SettlementWeek = { start: Date; end: Date; weekStart: string; weekEnd: string };

/** The week named by its Monday (`YYYY-MM-DD`), or the week `now` falls in. */
export function settlementWeek(week: string | undefined, now = new Date()): SettlementWeek {
  const start = week ? indiaMidnight(week) : startOfIndiaWeek(now);
  if (!start || start.getTime() !== startOfIndiaWeek(start).getTime())
    throw new AppError('BAD_REQUEST', LEDGER_MESSAGES.weekNotMonday);
  const end = new Date(start.getTime() + 7 * DAY_MS);
  return { start, end, weekStart: indiaDate(start), weekEnd: indiaDate(new Date(end.getTime() - DAY_MS)) };
}
