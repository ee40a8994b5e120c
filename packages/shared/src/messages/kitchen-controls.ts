/** Kitchen controls (decision 052): what an owner, an admin and a customer read. */
export const KITCHEN_MESSAGES = {
  // The owner's Settings, "Kitchen" section.
  kitchenTitle: 'Kitchen',
  busyLabel: 'Busy mode',
  busyHelp: 'Adds time to the delivery estimate customers see. Turns itself off at 6:00 am.',
  busyOff: 'Off',
  busyOption: (minutes: number) => `+${minutes} min`,
  /** `until`: "6 am" or "tomorrow at 6 am". */
  busyOnUntil: (minutes: number, until: string) => `Busy: +${minutes} min until ${until}.`,
  autoAcceptLabel: 'Accept paid orders automatically',
  autoAcceptHelp: "Each paid order goes straight to Preparing with the restaurant's usual prep time.",
  prepLabel: 'Preparation time (minutes)',
  prepHelp: (defaultMinutes: number) =>
    `How long your kitchen takes for a usual order: for delivery times, and when a scheduled order reaches you. Leave it empty for ${defaultMinutes} minutes.`,
  acceptWithinLabel: 'Accept orders within (minutes)',
  acceptWithinHelp:
    'A paid order not accepted in this time is cancelled and refunded. Three such orders in an hour pause the restaurant.',
  saveKitchen: 'Save kitchen settings',
  kitchenSaved: 'Kitchen settings saved.',
  // Bad input (400), in words.
  busyMinutesInvalid: 'Busy mode adds 10, 20 or 30 minutes, or is off (0).',
  acceptWithinRange: 'Accept orders within 2 to 30 minutes.',
  autoAcceptInvalid: 'Auto-accept must be true or false.',
  soldOutTodayInvalid: 'soldOutToday must be true or false.',
  // A dish, in Menu Management.
  soldOutToday: 'Sold out for today',
  soldOutTodayAction: (dish: string) => `Mark ${dish} sold out for today`,
  backOnSaleAction: (dish: string) => `Put ${dish} back on sale now`,
  backOnSale: 'Back on sale',
  /** `when`: "6 am" or "tomorrow at 6 am". */
  soldOutUntil: (when: string) => `Sold out until ${when}`,
  // An order the kitchen did not accept in time: the customer's words (its cancel reason).
  notAcceptedRefunded: 'The restaurant did not accept your order in time. Your payment will be refunded.',
  notAcceptedCash: 'The restaurant did not accept your order in time. Nothing was charged.',
  // The restaurant paused itself: the owner's dashboard and settings, the audit log.
  autoPaused: (clock: string, missed: number) =>
    `Paused automatically at ${clock}: ${missed} orders were not accepted in time.`,
  autoPausedResume: 'Turn "Taking orders" back on in Settings when the kitchen is ready.',
  // Kitchen tickets, printed from the board (issue 26).
  ticketNotPrintable: 'This order has no kitchen ticket: it is not paid yet or was cancelled.',
  printTicket: 'Print ticket',
  ticketPrinted: 'Ticket printed',
  printTicketFor: (order: string) => `Print the kitchen ticket of order #${order}`,
  autoPrint: 'Print each accepted order on this device',
  autoPrintHelp: 'Once per order, whichever device prints first. Reprint by hand from a ticket.',
  paperWidth: 'Paper width',
  ticketTitle: (order: string) => `Kitchen ticket #${order}`,
  ticketPlaced: (when: string) => `Placed ${when}`,
} as const;
