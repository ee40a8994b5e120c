import type { THelpDeskTicket } from '@app/shared';
import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { contactMessages, contactReplies } from '../../db/schema/index.ts';
import type { SessionUser } from '../auth/auth.ts';

/** Help Desk tickets are contact messages with this source, so the admin help desk sees them with the rest. */
export const OWNER_HELP_DESK_SOURCE = 'restaurant-helpdesk';

export async function sendTicket(
  db: Db,
  caller: SessionUser,
  input: { subject: string; message: string },
): Promise<THelpDeskTicket> {
  const [row] = await db
    .insert(contactMessages)
    .values({
      userId: caller.id,
      source: OWNER_HELP_DESK_SOURCE,
      name: caller.name,
      email: caller.email,
      subject: input.subject,
      message: input.message,
    })
    .returning();
  if (!row) throw new Error('ticket not stored');
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
  const mine = and(eq(contactMessages.userId, caller.id), eq(contactMessages.source, OWNER_HELP_DESK_SOURCE));
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(contactMessages)
      .where(mine)
      .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
      .limit(page.limit)
      .offset((page.page - 1) * page.limit),
    db.select({ total: count() }).from(contactMessages).where(mine),
  ]);
  const replies = rows.length
    ? await db
        .select()
        .from(contactReplies)
        .where(
          inArray(
            contactReplies.messageId,
            rows.map((r) => r.id),
          ),
        )
        .orderBy(asc(contactReplies.createdAt), asc(contactReplies.id))
    : [];
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
  return { items, total: totals[0]?.total ?? 0 };
}
