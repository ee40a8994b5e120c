import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { contactMessages, contactReplies } from '../../db/schema/index.ts';

export async function insertTicket(db: Db, values: typeof contactMessages.$inferInsert) {
  const [row] = await db.insert(contactMessages).values(values).returning();
  if (!row) throw new Error('ticket not stored');
  return row;
}

/** `userId`'s messages from `source`, newest first (contact_messages_user_created_idx), and their count. */
export async function ticketsPage(db: Db, userId: string, source: string, limit: number, offset: number) {
  const mine = and(eq(contactMessages.userId, userId), eq(contactMessages.source, source));
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(contactMessages)
      .where(mine)
      .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
      .limit(limit)
      .offset(offset),
    db.select({ total: count() }).from(contactMessages).where(mine),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
}

/** The replies to these messages, oldest first: one query (contact_replies_message_created_idx). */
export async function repliesTo(db: Db, messageIds: string[]) {
  if (messageIds.length === 0) return [];
  return db
    .select()
    .from(contactReplies)
    .where(inArray(contactReplies.messageId, messageIds))
    .orderBy(asc(contactReplies.createdAt), asc(contactReplies.id));
}
