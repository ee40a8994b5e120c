/** Scheduled orders (issue 26; decision 053). A module of its own: what the messages module holds ships on `/`. */
export const SCHEDULE_MESSAGES = {
  whenLabel: 'When',
  asap: 'As soon as possible',
  later: 'Schedule for later',
  slotLabel: 'Delivery time',
  slotHint: 'The kitchen starts on it in time for the half hour you pick.',
  noSlots: 'This restaurant has no delivery times in the next 2 days.',
  loadingSlots: 'Finding delivery times…',
  slotsFailed: 'We could not load the delivery times. Try again.',
  /** The restaurant page and the cart while closed by its hours: ordering for later stays open. */
  orderForLater: 'You can still order now for later.',
  closedPickTime: 'It is closed now: pick a delivery time at the next step.',
  /** 400/409 of POST /api/orders and /quote. */
  slotNotOffered: 'That delivery time is not offered. Pick one of the times shown.',
  slotFull: 'That delivery time is fully booked. Pick another time.',
  /** "Scheduled for today, 7:00–7:30 pm" on the customer's order, the board and the ticket. */
  scheduledFor: (words: string) => `Scheduled for ${words}`,
  full: 'Fully booked',
  /** The owner's settings: how many orders one half hour takes. */
  capacityLabel: 'Scheduled orders per half hour',
  capacityHelp: 'Customers can order ahead for later, up to this many for each half hour.',
  capacityRange: (min: number, max: number) => `Enter between ${min} and ${max} orders.`,
  /** The board: orders scheduled for later, not yet for the kitchen. */
  upcomingTitle: 'Scheduled for later',
  upcoming: (n: number) => (n === 1 ? '1 order scheduled for later' : `${n} orders scheduled for later`),
  /** "#6fcad91d · 2 items · on the board at 6:35 pm" */
  bookedLine: (number: string, items: number, kitchenClock: string) =>
    `#${number} · ${items === 1 ? '1 item' : `${items} items`} · on the board at ${kitchenClock}`,
} as const;
