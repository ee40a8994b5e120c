import { TICKET_STATUSES } from '@app/shared';
import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth.ts';

/**
 * Contact-form messages and owners' Help Desk tickets, kept for the admin help desk: open until an
 * admin answers (answered) or closes it (drizzle/0011, decision 019).
 */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id').references(() => user.id, { onDelete: 'set null' }),
    source: text('source').notNull(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    status: text('status', { enum: TICKET_STATUSES }).notNull().default('open'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('contact_messages_created_idx').on(t.createdAt.desc()),
    // Admin Help Desk: by status (and the badge's open count), by source, searched.
    index('contact_messages_status_created_idx').on(t.status, t.createdAt.desc()),
    index('contact_messages_source_created_idx').on(t.source, t.createdAt.desc()),
    index('contact_messages_search_trgm_idx').using(
      'gin',
      sql`lower((${t.name} || E'\\n' || ${t.email} || E'\\n' || ${t.subject} || E'\\n' || ${t.message}) collate "C") gin_trgm_ops`,
    ),
    // An owner's Help Desk lists their own tickets, newest first.
    index('contact_messages_user_created_idx').on(t.userId, t.createdAt.desc()),
  ],
);

/** The help desk's answers, in a ticket's thread (oldest first); each is emailed to the sender. */
export const contactReplies = pgTable(
  'contact_replies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    messageId: uuid('message_id')
      .notNull()
      .references(() => contactMessages.id, { onDelete: 'cascade' }),
    authorId: text('author_id').references(() => user.id, { onDelete: 'set null' }),
    authorName: text('author_name').notNull(),
    body: text('body').notNull(),
    /** When the mailer took it; null when sending failed or the address cannot receive mail. */
    emailedAt: timestamp('emailed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('contact_replies_message_created_idx').on(t.messageId, t.createdAt)],
);

/** The development mailbox: what would have been sent when no SMTP_URL is configured. */
export const devMail = pgTable(
  'dev_mail',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull().default(''),
    /** What was attached (a receipt's invoice PDF): names and sizes, not the bytes (drizzle/0021). */
    attachments: jsonb('attachments')
      .$type<{ filename: string; contentType: string; bytes: number }[]>()
      .notNull()
      .default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('dev_mail_created_idx').on(t.createdAt.desc())],
);
