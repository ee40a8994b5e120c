import {
  ADMIN_CARE_MESSAGES as M,
  type TTicket,
  type TTicketReplyResult,
  type TTicketThread,
} from '@app/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { contactMessages } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import type { CsvExport, ListSource } from '../../lib/paging.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { isPlaceholderEmail } from '../auth/accounts.ts';
import type { SessionUser } from '../auth/auth.ts';
import type { Mailer } from '../mail/mailer.ts';
import * as repo from './admin-help-desk.repo.ts';

export type HelpDeskDeps = { db: Db; mailer: Mailer; log: FastifyBaseLogger };

/** An address that receives mail, or '' (an owner made with a username has a placeholder). */
const mailableEmail = (email: string) => (isPlaceholderEmail(email) ? '' : email);

function toTicketDto(t: typeof contactMessages.$inferSelect, replyCount: number): TTicket {
  return {
    _id: t.id,
    source: t.source,
    name: t.name,
    email: mailableEmail(t.email),
    subject: t.subject,
    message: t.message,
    status: t.status,
    replyCount,
    createdAt: t.createdAt.toISOString(),
    updatedAt: t.updatedAt.toISOString(),
  };
}

/** Help Desk: contact messages and owners' tickets, newest first, filtered in SQL. */
export function ticketListSource(db: Db, filter: repo.TicketFilter): ListSource<TTicket> {
  return {
    rows: async (limit, offset) =>
      (await repo.findTickets(db, filter, limit, offset)).map((t) => toTicketDto(t, t.replyCount)),
    count: () => repo.countTickets(db, filter),
  };
}

export const TICKETS_CSV: CsvExport<TTicket> = {
  fileName: 'help-desk-export.csv',
  columns: [
    { header: 'Received', value: (t) => t.createdAt },
    { header: 'Source', value: (t) => t.source },
    { header: 'Name', value: (t) => t.name },
    { header: 'Email', value: (t) => t.email },
    { header: 'Subject', value: (t) => t.subject },
    { header: 'Message', value: (t) => t.message },
    { header: 'Status', value: (t) => t.status },
    { header: 'Replies', value: (t) => t.replyCount },
    { header: 'ID', value: (t) => t._id },
  ],
};

/** One ticket with its thread (the admins' replies, oldest first). */
export async function getThread(db: Db, id: string): Promise<TTicketThread> {
  const ticket = await repo.findTicket(db, id);
  if (!ticket) throw new AppError('NOT_FOUND', M.ticketNotFound);
  const replies = await repo.findReplies(db, id);
  return {
    ...toTicketDto(ticket, replies.length),
    replies: replies.map((r) => ({
      _id: r.id,
      authorName: r.authorName,
      body: r.body,
      emailed: r.emailedAt !== null,
      createdAt: r.createdAt.toISOString(),
    })),
  };
}

/**
 * The admin answers: the reply joins the thread and the ticket becomes answered (one transaction,
 * audited); then, after the commit, the reply is emailed to the sender. Mail is never sent inside
 * the transaction (an SMTP server that hangs must not hold the database, decision 017's lesson);
 * if sending fails the reply stays in the thread (the owner sees it in their Help Desk) and the
 * admin is told.
 */
export async function replyToTicket(
  deps: HelpDeskDeps,
  caller: SessionUser,
  id: string,
  body: string,
): Promise<TTicketReplyResult> {
  const { db } = deps;
  const { ticket, replyId } = await db.transaction(async (tx) => {
    const before = await repo.lockTicket(tx, id);
    if (!before) throw new AppError('NOT_FOUND', M.ticketNotFound);
    if (before.status === 'closed') throw new AppError('CONFLICT', M.ticketClosedNoReply);
    const newReply = await repo.insertReply(tx, {
      messageId: id,
      authorId: caller.id,
      authorName: caller.name || 'Help desk',
      body,
    });
    await repo.setTicketStatus(tx, id, 'answered');
    await recordAudit(tx, caller, {
      action: 'ticket.reply',
      targetType: 'ticket',
      targetId: id,
      before: { status: before.status },
      after: { status: 'answered', replyId: newReply, reply: body },
    });
    return { ticket: before, replyId: newReply };
  });

  const to = mailableEmail(ticket.email);
  let emailed = false;
  let message: string = M.replyNoEmailAddress;
  if (to) {
    try {
      await deps.mailer.send({
        to,
        subject: M.replyMailSubject(ticket.subject),
        text: M.replyMailText(ticket.name, body, ticket.message),
      });
      await repo.markReplyEmailed(db, replyId);
      emailed = true;
      message = M.replySent(to);
    } catch (err) {
      deps.log.error({ err, ticketId: id }, 'help desk reply not emailed');
      message = M.replyNotEmailed;
    }
  }
  return { thread: await getThread(db, id), emailed, message };
}

/** Close a ticket, or reopen it; setting the status it already has changes nothing. */
export async function setTicketStatus(
  db: Db,
  caller: SessionUser,
  id: string,
  status: 'open' | 'closed',
): Promise<TTicketThread> {
  await db.transaction(async (tx) => {
    const before = await repo.lockTicket(tx, id);
    if (!before) throw new AppError('NOT_FOUND', M.ticketNotFound);
    if (before.status === status) return;
    await repo.setTicketStatus(tx, id, status);
    await recordAudit(tx, caller, {
      action: status === 'closed' ? 'ticket.close' : 'ticket.reopen',
      targetType: 'ticket',
      targetId: id,
      before: { status: before.status },
      after: { status },
    });
  });
  return getThread(db, id);
}
