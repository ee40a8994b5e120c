import {
  ZAdminAttention,
  ZAdminReview,
  ZAdminReviewListQuery,
  ZErrorBody,
  ZIdParams,
  ZReviewHiddenInput,
  ZReviewHiddenResult,
  ZTicket,
  ZTicketListQuery,
  ZTicketReplyInput,
  ZTicketReplyResult,
  ZTicketStatusInput,
  ZTicketThread,
} from '@app/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { searchPattern, sendPage } from '../../lib/paging.ts';
import type { Mailer } from '../mail/mailer.ts';
import { FEEDBACK_CSV, reviewListSource, setReviewHidden } from './admin-feedback.service.ts';
import * as helpDesk from './admin-help-desk.service.ts';
import { attentionCounts } from './attention.ts';

const errors = { 400: ZErrorBody, 401: ZErrorBody, 403: ZErrorBody, 404: ZErrorBody, 409: ZErrorBody };
const admin = { access: ['admin'] } as const;

/**
 * The admin's Customer Feedback (every review, hide / show), Help Desk (contact messages and owners'
 * tickets, reply by email, close / reopen) and the header's notification badge (decision 019).
 */
export const adminCareRoutes =
  (deps: { mailer: Mailer }): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/admin/reviews',
      {
        config: admin,
        schema: {
          tags: ['admin'],
          summary:
            'Customer Feedback: every review, newest first; by restaurant, stars, visibility, text (comment and reply). Total in X-Total-Count; format=csv for feedback-export.csv.',
          querystring: ZAdminReviewListQuery,
          response: { 200: z.array(ZAdminReview), ...errors },
        },
      },
      async (request, reply) => {
        const q = request.query;
        const source = reviewListSource(app.db, {
          restaurantId: q.restaurantId,
          stars: q.stars,
          visibility: q.visibility,
          pattern: searchPattern(q.q),
        });
        return sendPage(reply, q, source, FEEDBACK_CSV);
      },
    );

    app.post(
      '/admin/reviews/:id/hidden',
      {
        config: admin,
        schema: {
          tags: ['admin'],
          summary:
            "Hide an abusive review (with a reason) or show it again: the restaurant's rating is recomputed in the same transaction; audited; idempotent",
          params: ZIdParams,
          body: ZReviewHiddenInput,
          response: { 200: ZReviewHiddenResult, ...errors },
        },
      },
      async (request) =>
        setReviewHidden(app.db, await request.requireUser(), request.params.id, request.body),
    );

    app.get(
      '/admin/tickets',
      {
        config: admin,
        schema: {
          tags: ['admin'],
          summary:
            "Help Desk: contact messages and owners' tickets, newest first; by status, source, text. Total in X-Total-Count; format=csv for help-desk-export.csv.",
          querystring: ZTicketListQuery,
          response: { 200: z.array(ZTicket), ...errors },
        },
      },
      async (request, reply) => {
        const q = request.query;
        const source = helpDesk.ticketListSource(app.db, {
          status: q.status,
          source: q.source,
          pattern: searchPattern(q.q),
        });
        return sendPage(reply, q, source, helpDesk.TICKETS_CSV);
      },
    );

    app.get(
      '/admin/tickets/:id',
      {
        config: admin,
        schema: {
          tags: ['admin'],
          summary: 'One help-desk message with its thread of replies',
          params: ZIdParams,
          response: { 200: ZTicketThread, ...errors },
        },
      },
      async (request) => helpDesk.getThread(app.db, request.params.id),
    );

    app.post(
      '/admin/tickets/:id/replies',
      {
        config: admin,
        schema: {
          tags: ['admin'],
          summary:
            'Reply: kept in the thread, the message becomes answered (audited), then the reply is emailed to the sender',
          params: ZIdParams,
          body: ZTicketReplyInput,
          response: { 201: ZTicketReplyResult, ...errors },
        },
      },
      async (request, reply) => {
        const result = await helpDesk.replyToTicket(
          { db: app.db, mailer: deps.mailer, log: request.log },
          await request.requireUser(),
          request.params.id,
          request.body.reply,
        );
        return reply.status(201).send(result);
      },
    );

    app.post(
      '/admin/tickets/:id/status',
      {
        config: admin,
        schema: {
          tags: ['admin'],
          summary: 'Close a help-desk message, or reopen it (audited)',
          params: ZIdParams,
          body: ZTicketStatusInput,
          response: { 200: ZTicketThread, ...errors },
        },
      },
      async (request) =>
        helpDesk.setTicketStatus(app.db, await request.requireUser(), request.params.id, request.body.status),
    );

    app.get(
      '/admin/attention',
      {
        config: admin,
        schema: {
          tags: ['admin'],
          summary:
            'The notification badge: open help-desk messages, stuck deliveries, refunds that failed (thresholds in ADMIN_ATTENTION)',
          response: { 200: ZAdminAttention, ...errors },
        },
      },
      async (_request, reply) => {
        reply.header('Cache-Control', 'no-store');
        return attentionCounts(app.db);
      },
    );
  };
