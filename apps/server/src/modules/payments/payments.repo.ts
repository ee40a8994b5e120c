import { CREDIT_NOTE_SERIES, financialYearOf, INVOICE_NUMBER_DIGITS } from '@app/shared';
import { and, asc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { invoiceSeries, orders, paymentEvents, refunds, type TRefundReason } from '../../db/schema/index.ts';
import type { Tx } from '../../db/transaction.ts';
import type { RefundIntent } from '../orders/payments-port.ts';

export type RefundRow = typeof refunds.$inferSelect;

export async function isEventSeen(db: Db, eventId: string): Promise<boolean> {
  const rows = await db
    .select({ id: paymentEvents.id })
    .from(paymentEvents)
    .where(eq(paymentEvents.id, eventId))
    .limit(1);
  return rows.length > 0;
}

export async function recordEvent(db: Db, eventId: string): Promise<void> {
  await db.insert(paymentEvents).values({ id: eventId }).onConflictDoNothing();
}

/** Refunds that give back what the order's tax invoice charged, and so get a credit note. */
const INVOICED_REFUNDS: readonly TRefundReason[] = ['cancelled', 'admin'];

/**
 * The refund intent; null when this payment already has a refund (the unique payment id). A refund
 * of an invoiced order (INVOICED_REFUNDS) takes its credit note's number in the same transaction.
 */
export async function insertRefund(db: Db | Tx, intent: RefundIntent): Promise<string | null> {
  const rows = await db
    .insert(refunds)
    .values(intent)
    .onConflictDoNothing({ target: refunds.paymentId })
    .returning({ id: refunds.id });
  const id = rows[0]?.id ?? null;
  if (id && INVOICED_REFUNDS.includes(intent.reason)) await numberCreditNote(db, id, intent.orderId);
  return id;
}

/**
 * The credit note's number (decision 045): the next of this financial year's `CN` series, taken
 * only when the order has a tax invoice to credit, under the series row's lock until the refund's
 * transaction commits (a rolled-back refund gives its number back): consecutive and gap-free, like
 * the invoices'. Printed as `documentNumber` prints it.
 */
async function numberCreditNote(db: Db | Tx, refundId: string, orderId: string): Promise<void> {
  const year = financialYearOf(new Date());
  await db.execute(sql`with numbered as (
      insert into ${invoiceSeries} (series, financial_year, last_number)
      select ${CREDIT_NOTE_SERIES}, ${year}, 1
      where exists (select 1 from ${orders} where id = ${orderId} and invoice_number is not null)
      on conflict (series, financial_year) do update set last_number = ${invoiceSeries.lastNumber} + 1
      returning last_number
    )
    update ${refunds}
    set credit_note_number = ${CREDIT_NOTE_SERIES} || '/' || ${year} || '/' || lpad(numbered.last_number::text, ${INVOICE_NUMBER_DIGITS}, '0')
    from numbered where ${refunds.id} = ${refundId}`);
}

export async function findRefundById(db: Db, id: string): Promise<RefundRow | undefined> {
  return (await db.select().from(refunds).where(eq(refunds.id, id)).limit(1))[0];
}

export async function findRefundByPayment(db: Db, paymentId: string): Promise<RefundRow | undefined> {
  return (await db.select().from(refunds).where(eq(refunds.paymentId, paymentId)).limit(1))[0];
}

export async function markRefundProcessed(db: Db, id: string, providerRefundId: string): Promise<void> {
  await db
    .update(refunds)
    .set({
      status: 'processed',
      providerRefundId,
      attempts: sql`${refunds.attempts} + 1`,
      lastError: null,
      updatedAt: new Date(),
    })
    .where(and(eq(refunds.id, id), eq(refunds.status, 'pending')));
}

export async function markRefundAttemptFailed(
  db: Db,
  id: string,
  error: string,
  final: boolean,
): Promise<void> {
  await db
    .update(refunds)
    .set({
      ...(final ? { status: 'failed' as const } : {}),
      attempts: sql`${refunds.attempts} + 1`,
      lastError: error.slice(0, 500),
      updatedAt: new Date(),
    })
    .where(and(eq(refunds.id, id), eq(refunds.status, 'pending')));
}

/**
 * Claims up to `limit` refunds still pending that nobody touched since `untouchedSince`, oldest
 * first (refunds_pending_idx): marks them touched `now`, so another finisher (another instance, the
 * next round) leaves them alone for the retry interval; rows another claim holds are skipped.
 */
export async function claimPendingRefunds(
  db: Db,
  untouchedSince: Date,
  limit: number,
  now: Date,
): Promise<string[]> {
  const due = db
    .select({ id: refunds.id })
    .from(refunds)
    .where(and(eq(refunds.status, 'pending'), lt(refunds.updatedAt, untouchedSince)))
    .orderBy(asc(refunds.updatedAt))
    .limit(limit)
    .for('update', { skipLocked: true });
  const rows = await db
    .update(refunds)
    .set({ updatedAt: now })
    .where(and(inArray(refunds.id, due), eq(refunds.status, 'pending')))
    .returning({ id: refunds.id });
  return rows.map((r) => r.id);
}

/** Refunds still pending that nobody touched since `untouchedSince`, oldest first (refunds_pending_idx). */
export async function findPendingRefunds(db: Db, untouchedSince: Date, limit: number): Promise<RefundRow[]> {
  return db
    .select()
    .from(refunds)
    .where(and(eq(refunds.status, 'pending'), lt(refunds.updatedAt, untouchedSince)))
    .orderBy(asc(refunds.updatedAt))
    .limit(limit);
}
