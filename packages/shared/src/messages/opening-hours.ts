/** Opening hours (decision 050): what a customer, an owner and an admin read. */
export const HOURS_MESSAGES = {
  /** `when`: "at 7 pm", "tomorrow at 7 am", "on Sat at 7 pm". */
  openUntil: (clock: string) => `Open until ${clock}`,
  opens: (when: string) => `Opens ${when}`,
  closed: 'Closed',
  /** The 409 of an order while closed; `when` as "at 7:00 pm". */
  closedNow: 'This restaurant is closed now.',
  closedNowOpens: (when: string) => `This restaurant is closed now. It opens ${when}.`,
  openNowFilter: 'Open now',
  // The owner's and the admin's form.
  hoursTitle: 'Opening hours',
  hoursHelp:
    'Times in India (IST). A slot that closes after midnight, like 18:00 to 02:00, belongs to the day it opens. With no slot on any day, the restaurant is open around the clock.',
  addSlot: 'Add slot',
  copyMonday: 'Same as Monday every day',
  removeSlot: (day: string, n: number) => `Remove ${day} slot ${n}`,
  opensLabel: (day: string, n: number) => `${day} slot ${n} opens`,
  closesLabel: (day: string, n: number) => `${day} slot ${n} closes`,
  closedAllDay: 'Closed',
  closedDatesLabel: 'Closed dates (festivals)',
  closedDatesHelp: 'The restaurant is closed all day on these dates.',
  closedTodayLabel: 'Closed today',
  closedTodayHelp: 'Takes no orders for the rest of today; opens again as usual tomorrow.',
  saveHours: 'Save hours',
  hoursSaved: 'Opening hours saved.',
  // Bad input (400), said so a person understands it.
  timeInvalid: 'Enter times as HH:MM, like 09:30 or 18:00',
  sameTimes: 'A slot cannot open and close at the same time',
  tooManySlots: (max: number) => `At most ${max} slots a day`,
  overlap: (day: string, a: string, b: string) => `${day}: the slots ${a} and ${b} overlap`,
  weeklyRequired:
    'Send the weekly hours as slots per weekday, like mon: [{ opens: "09:00", closes: "22:00" }]',
  unknownWeekday: 'Weekdays are mon, tue, wed, thu, fri, sat and sun',
  dateInvalid: 'Enter closed dates as YYYY-MM-DD, like 2026-11-08',
  tooManyDates: (max: number) => `At most ${max} closed dates`,
} as const;

/** Weekday names for the forms and messages, mon..sun. */
export const WEEKDAY_NAMES = {
  mon: 'Monday',
  tue: 'Tuesday',
  wed: 'Wednesday',
  thu: 'Thursday',
  fri: 'Friday',
  sat: 'Saturday',
  sun: 'Sunday',
} as const;
