import type { THelpDeskTicket } from '@app/shared';
import type { Db } from '../../db/client.ts';
import type { SessionUser } from '../auth/auth.ts';
import * as repo from './help-desk.repo.ts';

/** Help Desk tickets are contact messages with this source, so the admin help desk sees them with the rest. */
export const OWNER_HELP_DESK_SOURCE = 'restaurant-helpdesk';

export async function sendTicket(
  db: Db,
  caller: SessionUser,
  input: { subject: string; message: string },
): Promise<THelpDeskTicket> {
  const row = await repo.insertTicket(db, {
    userId: caller.id,
    source: OWNER_HELP_DESK_SOURCE,
    name: caller.name,
    email: caller.email,
    subject: input.subject,
    message: input.message,
  });
  return {
    _id: row.id,
    subject: row.subject,
    message: row.message,
    status: row.status,
    replies: [],
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * The caller's own tickets, newest first (contact_messages_user_created_idx), each with its status
 * and the platform's replies (one more query for all of them: contact_replies_message_created_idx).
 */
export async function myTickets(
  db: Db,
  caller: SessionUser,
  page: { page: number; limit: number },
): Promise<{ items: THelpDeskTicket[]; total: number }> {
  const { rows, total } = await repo.ticketsPage(
    db,
    caller.id,
    OWNER_HELP_DESK_SOURCE,
    page.limit,
    (page.page - 1) * page.limit,
  );
  const replies = await repo.repliesTo(
    db,
    rows.map((r) => r.id),
  );
  const items = rows.map((r) => ({
    _id: r.id,
    subject: r.subject,
    message: r.message,
    status: r.status,
    replies: replies
      .filter((reply) => reply.messageId === r.id)
      .map((reply) => ({
        _id: reply.id,
        authorName: reply.authorName,
        body: reply.body,
        createdAt: reply.createdAt.toISOString(),
      })),
    createdAt: r.createdAt.toISOString(),
  }));
  return { items, total };
}
