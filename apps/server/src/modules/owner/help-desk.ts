import type { THelpDeskTicket } from '@app/shared';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
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
export async function myTickets(db: Db, caller: SessionUser, limit = 50): Promise<THelpDeskTicket[]> {
  const rows = await db
    .select()
    .from(contactMessages)
    .where(and(eq(contactMessages.userId, caller.id), eq(contactMessages.source, OWNER_HELP_DESK_SOURCE)))
    .orderBy(desc(contactMessages.createdAt))
    .limit(limit);
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
  return rows.map((r) => ({
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
}
