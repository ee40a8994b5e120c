import { z } from 'zod';
import { ADMIN_CARE_MESSAGES as M } from '../messages/admin-care.ts';
import { ZId, ZSearchPageQuery } from './common.ts';

/*
 * The admin's Customer Feedback, Help Desk and notification badge (decision 019).
 */

// --- Customer Feedback ---

export const REVIEW_VISIBILITIES = ['visible', 'hidden'] as const;

/** GET /api/admin/reviews: every review, newest first; by restaurant, stars, visibility, text. */
export const ZAdminReviewListQuery = ZSearchPageQuery.extend({
  restaurantId: ZId.optional(),
  stars: z.coerce.number().int().min(1, 'must be 1 to 5').max(5, 'must be 1 to 5').optional(),
  visibility: z.enum(REVIEW_VISIBILITIES).optional(),
});

export const ZAdminReview = z.object({
  _id: z.string(),
  orderId: z.string(),
  restaurantId: z.string(),
  restaurantName: z.string(),
  customerName: z.string(),
  rating: z.number().int(),
  comment: z.string(),
  /** The owner's public reply, shown under the review. */
  reply: z.string().nullable(),
  repliedAt: z.string().nullable(),
  hidden: z.boolean(),
  hiddenReason: z.string().nullable(),
  hiddenAt: z.string().nullable(),
  createdAt: z.string(),
});
export type TAdminReview = z.infer<typeof ZAdminReview>;

export const HIDE_REASON_MAX = 300;

/** POST /api/admin/reviews/:id/hidden: hide (with a reason) or show again. */
export const ZReviewHiddenInput = z
  .object({
    hidden: z.boolean({ error: 'must be true or false' }),
    reason: z
      .string()
      .trim()
      .max(HIDE_REASON_MAX, `must be at most ${HIDE_REASON_MAX} characters`)
      .optional(),
  })
  .superRefine((v, ctx) => {
    if (v.hidden && !v.reason)
      ctx.addIssue({ code: 'custom', path: ['reason'], message: M.hideReasonRequired });
    if (!v.hidden && v.reason)
      ctx.addIssue({ code: 'custom', path: ['reason'], message: M.reasonOnlyWhenHiding });
  });
export type TReviewHiddenInput = z.input<typeof ZReviewHiddenInput>;

export const ZReviewHiddenResult = z.object({
  review: ZAdminReview,
  /** The restaurant's rating after the change (0 = no reviews: "New"). */
  restaurant: z.object({ _id: z.string(), rating: z.number(), ratingCount: z.number().int() }),
});
export type TReviewHiddenResult = z.infer<typeof ZReviewHiddenResult>;

// --- Help Desk ---

/** open until an admin answers or closes it; a reply makes it answered. */
export const TICKET_STATUSES = ['open', 'answered', 'closed'] as const;
export type TTicketStatus = (typeof TICKET_STATUSES)[number];

/** Where a message came from: the contact page, the about-restaurant form, an owner's Help Desk. */
export const TICKET_SOURCES = ['contact', 'about-restaurant', 'restaurant-helpdesk'] as const;
export type TTicketSource = (typeof TICKET_SOURCES)[number];
export const TICKET_SOURCE_LABELS: Record<TTicketSource, string> = {
  contact: 'Contact page',
  'about-restaurant': 'About restaurant',
  'restaurant-helpdesk': 'Restaurant owner',
};
export const TICKET_STATUS_LABELS: Record<TTicketStatus, string> = {
  open: 'Open',
  answered: 'Answered',
  closed: 'Closed',
};

export const ZTicketListQuery = ZSearchPageQuery.extend({
  status: z.enum(TICKET_STATUSES).optional(),
  source: z.enum(TICKET_SOURCES).optional(),
});

export const ZTicket = z.object({
  _id: z.string(),
  source: z.string(),
  name: z.string(),
  /** '' when the sender has no address that receives mail (an owner made with a username). */
  email: z.string(),
  subject: z.string(),
  message: z.string(),
  status: z.enum(TICKET_STATUSES),
  replyCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TTicket = z.infer<typeof ZTicket>;

export const ZTicketReply = z.object({
  _id: z.string(),
  authorName: z.string(),
  body: z.string(),
  emailed: z.boolean(),
  createdAt: z.string(),
});
export type TTicketReply = z.infer<typeof ZTicketReply>;

export const ZTicketThread = ZTicket.extend({ replies: z.array(ZTicketReply) });
export type TTicketThread = z.infer<typeof ZTicketThread>;

export const TICKET_REPLY_MAX = 5000;
export const ZTicketReplyInput = z.object({
  reply: z
    .string({ error: M.replyRequired })
    .trim()
    .min(1, M.replyRequired)
    .max(TICKET_REPLY_MAX, `must be at most ${TICKET_REPLY_MAX} characters`),
});

export const ZTicketReplyResult = z.object({
  thread: ZTicketThread,
  /** Whether the mailer took the email; the reply is kept in the thread either way. */
  emailed: z.boolean(),
  message: z.string(),
});
export type TTicketReplyResult = z.infer<typeof ZTicketReplyResult>;

/** POST /api/admin/tickets/:id/status: close, or reopen. "answered" comes only from a reply. */
export const ZTicketStatusInput = z.object({
  status: z.enum(['open', 'closed'], { error: 'must be open or closed' }),
});

// --- Notification badge ---

/**
 * What counts as waiting for the admin. A delivery is stuck when it has been ready for pickup
 * longer than `stuckReadyMinutes` (nobody picked it up) or on the way longer than
 * `stuckOnTheWayMinutes`; the badge polls every `pollSeconds`.
 */
export const ADMIN_ATTENTION = {
  pollSeconds: 60,
  stuckReadyMinutes: 20,
  stuckOnTheWayMinutes: 60,
} as const;

export const ZAdminAttention = z.object({
  openTickets: z.number().int(),
  stuckDeliveries: z.number().int(),
  failedRefunds: z.number().int(),
});
export type TAdminAttention = z.infer<typeof ZAdminAttention>;
