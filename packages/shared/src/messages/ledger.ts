/** What owners, riders and admins read about statements and payouts (decision 048). */
export const LEDGER_MESSAGES = {
  weekNotMonday: 'Choose a week by its Monday, as YYYY-MM-DD.',
  badUtr:
    "Enter the bank's UTR: 12 digits (IMPS or UPI), or 16 (NEFT) or 22 (RTGS) capital letters and digits starting with the bank's 4-letter code.",
  payoutNotFound: 'Payout not found.',
  payoutAlreadyPaid: 'This payout has already been marked paid.',
  weekNotStarted: 'That week has not started yet.',
  commissionRange: 'Commission must be between 0% and 100%.',
  // Screens
  statementTitle: 'Settlement statement',
  earningsTitle: 'Earnings statement',
  payoutsTitle: 'Payouts',
  noOrdersThisWeek: 'No orders settled in this week.',
  noPayouts: 'Nothing owed: close a week to create its payouts.',
  weekClosed: (created: number) =>
    created === 0
      ? 'Nothing more is owed for that week.'
      : `Week closed: ${created} payout${created === 1 ? '' : 's'} created.`,
  payoutMarkedPaid: 'Payout marked paid.',
  accruing: (parties: number) =>
    parties === 0
      ? 'Nothing earned is waiting for a week to close.'
      : `Earned and in no payout yet (this week, or a week not closed), by ${parties} restaurant${parties === 1 ? '' : 's'} and rider${parties === 1 ? '' : 's'}:`,
  transfersWaiting: (n: number) =>
    `Razorpay Route: ${n} restaurant share${n === 1 ? '' : 's'} waiting to be sent:`,
  transfersReversing: (n: number) => `${n} transfer${n === 1 ? '' : 's'} being taken back after a refund.`,
  unlinkedRestaurants: (n: number) =>
    `${n} restaurant${n === 1 ? ' has' : 's have'} no Razorpay linked account: add it in the restaurant's form.`,
  lastTransferError: (e: string) => `Last attempt failed: ${e}`,
} as const;
