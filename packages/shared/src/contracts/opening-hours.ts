import { z } from 'zod';
import { HOURS_MESSAGES as M, WEEKDAY_NAMES } from '../messages/opening-hours.ts';
import { isCalendarDate, minutesOf, slotSpan, type TSlot, WEEKDAYS } from '../restaurants/opening-hours.ts';

export const MAX_SLOTS_PER_DAY = 4;
export const MAX_CLOSED_DATES = 60;

const ZSlot = z
  .object({
    opens: z
      .string({ error: M.timeInvalid })
      .trim()
      .refine((s) => minutesOf(s) !== null, M.timeInvalid),
    closes: z
      .string({ error: M.timeInvalid })
      .trim()
      .refine((s) => minutesOf(s, true) !== null, M.timeInvalid),
  })
  .refine(
    (s) => {
      const opens = minutesOf(s.opens);
      const closes = minutesOf(s.closes, true);
      return opens === null || closes === null || opens !== closes;
    },
    {
      message: M.sameTimes,
      path: ['closes'],
    },
  );

const slotWords = (s: TSlot) => `${s.opens}–${s.closes}`;

/** A day's slots: at most 4, none overlapping another (overnight slots counted to their end). */
const daySlots = (day: (typeof WEEKDAYS)[number]) =>
  z
    .array(ZSlot)
    .max(MAX_SLOTS_PER_DAY, M.tooManySlots(MAX_SLOTS_PER_DAY))
    .default([])
    .superRefine((slots, ctx) => {
      const spans = slots
        .map((s) => ({ s, span: slotSpan(s) }))
        .filter((x): x is { s: TSlot; span: [number, number] } => x.span !== null)
        .sort((a, b) => a.span[0] - b.span[0]);
      for (let i = 1; i < spans.length; i++) {
        const prev = spans[i - 1];
        const cur = spans[i];
        if (prev && cur && cur.span[0] < prev.span[1]) {
          ctx.addIssue({
            code: 'custom',
            message: M.overlap(WEEKDAY_NAMES[day], slotWords(prev.s), slotWords(cur.s)),
          });
          return;
        }
      }
    });

/** Unknown keys are refused, not dropped: `monday` would otherwise wipe Monday's hours. */
export const ZWeeklyHours = z.strictObject(
  Object.fromEntries(WEEKDAYS.map((d) => [d, daySlots(d)])) as {
    [D in (typeof WEEKDAYS)[number]]: ReturnType<typeof daySlots>;
  },
  { error: (issue) => (issue.code === 'unrecognized_keys' ? M.unknownWeekday : M.weeklyRequired) },
);

/** `PUT /api/restaurants/{id}/hours`, and `openingHours` on every restaurant read (decision 050). */
export const ZOpeningHours = z.object({
  weekly: ZWeeklyHours,
  closedDates: z
    .array(z.string({ error: M.dateInvalid }).trim().refine(isCalendarDate, M.dateInvalid))
    .max(MAX_CLOSED_DATES, M.tooManyDates(MAX_CLOSED_DATES))
    .default([])
    .transform((dates) => [...new Set(dates)].sort()),
  closedToday: z.boolean({ error: 'closedToday must be true or false' }).default(false),
});
export type TOpeningHoursInput = z.input<typeof ZOpeningHours>;

/** What a restaurant read adds (decision 050). */
export const ZOpeningHoursRead = {
  openingHours: z.object({
    weekly: z.object(
      Object.fromEntries(
        WEEKDAYS.map((d) => [d, z.array(z.object({ opens: z.string(), closes: z.string() }))]),
      ) as {
        [D in (typeof WEEKDAYS)[number]]: z.ZodArray<
          z.ZodObject<{ opens: z.ZodString; closes: z.ZodString }>
        >;
      },
    ),
    closedDates: z.array(z.string()),
    closedToday: z.boolean(),
  }),
  /** Open at the moment of the answer (public reads may be a few seconds old). */
  isOpenNow: z.boolean(),
  /** While closed, when it opens next (ISO); null while open. */
  nextOpensAt: z.string().nullable(),
  /**
   * The words a card shows, said at the moment of the answer: "Open until 11 pm", "Opens at 7 pm",
   * "Opens tomorrow at 7 am"; null when open with no closing within a day (no hours set). Made on the
   * server so the first screen downloads no time arithmetic (decision 044's budget).
   */
  openingLine: z.string().nullable(),
};
