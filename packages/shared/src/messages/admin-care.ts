/** Customer Feedback, Help Desk and the notification badge: our words, the spec names none. */
export const ADMIN_CARE_MESSAGES = {
  // Customer Feedback
  noReviews: 'No reviews yet',
  noReviewsSearching: 'No reviews found matching your search',
  reviewNotFound: 'Review not found',
  hideReasonRequired: 'Please say why this review is hidden.',
  reasonOnlyWhenHiding: 'A reason goes with hiding a review.',
  reviewHidden: "Review hidden. The restaurant's rating no longer counts it.",
  reviewShown: "Review shown again. The restaurant's rating counts it again.",
  hiddenBadge: 'Hidden',
  visibleBadge: 'Visible',
  // Help Desk
  noTickets: 'No messages yet',
  noTicketsSearching: 'No messages found matching your search',
  ticketNotFound: 'Message not found',
  replyRequired: 'Please write a reply.',
  ticketClosedNoReply: 'This message is closed. Reopen it to reply.',
  replySent: (email: string) => `Reply sent to ${email}.`,
  replyNotEmailed: 'Reply saved in the thread, but the email could not be sent. Try again later.',
  replyNoEmailAddress:
    'Reply saved in the thread. This account has no email address; they see it in their Help Desk.',
  ticketClosed: 'Message closed.',
  ticketReopened: 'Message reopened.',
  replyMailSubject: (subject: string) => `Re: ${subject}`,
  replyMailText: (name: string, reply: string, original: string) =>
    `Hello ${name},\n\n${reply}\n\n— The Chennai Eats help desk\n\nYou wrote:\n> ${original.replace(/\n/g, '\n> ')}`,
  // Notification badge
  attentionLabel: (n: number) =>
    n === 0 ? 'Nothing waits for you' : `${n} ${n === 1 ? 'thing waits' : 'things wait'} for you`,
  attentionError: 'Could not load what waits for you.',
} as const;
