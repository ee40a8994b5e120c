import type { TTicketSource, TTicketStatus } from '@app/shared';
import { and, asc, desc, eq, like, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { contactMessages, contactReplies } from '../../db/schema/index.ts';
import { searchableText } from '../../db/searchable-text.ts';

export type TicketFilter = {
  status?: TTicketStatus | undefined;
  source?: TTicketSource | undefined;
  /** Lower-case `%text%` LIKE pattern (wildcards escaped). */
  pattern?: string | undefined;
};

/** The same expression as contact_messages_search_trgm_idx (db/schema/messages.ts, drizzle/0011; admin-care.test.ts). */
export const TICKET_SEARCH_TEXT = searchableText(
  contactMessages.name,
  contactMessages.email,
  contactMessages.subject,
  contactMessages.message,
);

function conditions(f: TicketFilter): SQL | undefined {
  const parts: SQL[] = [];
  if (f.status) parts.push(eq(contactMessages.status, f.status));
  if (f.source) parts.push(eq(contactMessages.source, f.source));
  if (f.pattern) parts.push(like(TICKET_SEARCH_TEXT, f.pattern));
  return parts.length ? and(...parts) : undefined;
}

export type TicketRow = typeof contactMessages.$inferSelect & { replyCount: number };

// One correlated count per listed row, answered by contact_replies_message_created_idx. Written
// out in full: drizzle prints columns inside sql`` unqualified, and a bare "id" would be the reply's.
const replyCount = sql<number>`(select count(*) from "contact_replies" r where r."message_id" = "contact_messages"."id")::int`;

/** Newest first: contact_messages_created_idx, or the status / source indexes when filtered. */
export async function findTickets(
  db: Db,
  f: TicketFilter,
  limit: number,
  offset: number,
): Promise<TicketRow[]> {
  const rows = await db
    .select({ ticket: contactMessages, replyCount })
    .from(contactMessages)
    .where(conditions(f))
    .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
    .limit(limit)
    .offset(offset);
  return rows.map((r) => ({ ...r.ticket, replyCount: r.replyCount }));
}

export async function countTickets(db: Db, f: TicketFilter): Promise<number> {
  return db.$count(contactMessages, conditions(f));
}

export async function findTicket(db: Db, id: string) {
  const rows = await db.select().from(contactMessages).where(eq(contactMessages.id, id)).limit(1);
  return rows[0];
}

export async function lockTicket(tx: Db, id: string) {
  const rows = await tx.select().from(contactMessages).where(eq(contactMessages.id, id)).for('update');
  return rows[0];
}

export async function findReplies(db: Db, messageId: string) {
  return db
    .select()
    .from(contactReplies)
    .where(eq(contactReplies.messageId, messageId))
    .orderBy(asc(contactReplies.createdAt), asc(contactReplies.id));
}

export async function insertReply(
  tx: Db,
  values: { messageId: string; authorId: string; authorName: string; body: string },
): Promise<string> {
  const [row] = await tx.insert(contactReplies).values(values).returning({ id: contactReplies.id });
  if (!row) throw new Error('reply insert returned no row');
  return row.id;
}

export async function setTicketStatus(tx: Db, id: string, status: TTicketStatus): Promise<void> {
  await tx.update(contactMessages).set({ status, updatedAt: new Date() }).where(eq(contactMessages.id, id));
}

export async function markReplyEmailed(db: Db, replyId: string): Promise<void> {
  await db.update(contactReplies).set({ emailedAt: new Date() }).where(eq(contactReplies.id, replyId));
}
