import { and, desc, eq, isNotNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { cashDeposits, orders, user } from '../../db/schema/index.ts';
import type { Tx } from '../../db/transaction.ts';
import { collectedOf, depositedOf } from './rider-cash-port.ts';

export { findRiderCash } from './rider-cash-port.ts';

/**
 * Riders' cash from cash on delivery (decision 049): what they collected at doors (orders'
 * cash_collected_paise, written by orders.repo `recordCashCollected`) less what admins recorded
 * as deposited (cash_deposits, written only by `insertCashDeposit`).
 */

/** Every rider who ever collected cash or had a deposit recorded, most cash in hand first. */
export async function findRidersWithCash(db: Db) {
  const rows = await db
    .select({
      riderId: user.id,
      name: user.name,
      email: user.email,
      // Qualified by hand: Drizzle writes a selected column's name alone, which inside these
      // subqueries would mean the inner table's own id.
      collected: collectedOf(sql.raw('"user"."id"')),
      deposited: depositedOf(sql.raw('"user"."id"')),
    })
    .from(user)
    .where(
      and(
        eq(user.role, 'deliveryPartner'),
        or(
          sql`exists (select 1 from ${orders} where ${orders.deliveryPartnerId} = ${user.id} and ${isNotNull(orders.cashCollectedPaise)})`,
          sql`exists (select 1 from ${cashDeposits} where ${cashDeposits.riderId} = ${user.id})`,
        ),
      ),
    );
  return rows
    .map((r) => {
      const collectedPaise = Number(r.collected);
      const depositedPaise = Number(r.deposited);
      return { ...r, collectedPaise, depositedPaise, cashInHandPaise: collectedPaise - depositedPaise };
    })
    .sort((a, b) => b.cashInHandPaise - a.cashInHandPaise || a.name.localeCompare(b.name));
}

/** A delivery partner's account, locked until commit so one rider's deposits are recorded one at a time. */
export async function lockRider(tx: Tx, riderId: string) {
  const [row] = await tx
    .select({ id: user.id, name: user.name, role: user.role })
    .from(user)
    .where(eq(user.id, riderId))
    .for('update');
  return row;
}

/**
 * THE one write of a cash deposit (decision 049), inside the caller's transaction (which has
 * checked the amount against the rider's cash in hand under `lockRider`). A ledger posting for it
 * belongs next to the call.
 */
export async function insertCashDeposit(
  tx: Tx,
  d: { riderId: string; amountPaise: number; reference: string; recordedBy: string },
) {
  const [row] = await tx.insert(cashDeposits).values(d).returning();
  if (!row) throw new Error('cash_deposits insert returned nothing');
  return row;
}

/** The latest deposits, newest first (cash_deposits_created_idx), with the rider's and recorder's names. */
export async function findLatestDeposits(db: Db, limit: number) {
  const recorder = sql`(select ${user.email} from ${user} where ${user.id} = ${cashDeposits.recordedBy})`;
  return db
    .select({
      id: cashDeposits.id,
      riderId: cashDeposits.riderId,
      riderName: user.name,
      amountPaise: cashDeposits.amountPaise,
      reference: cashDeposits.reference,
      recordedBy: sql<string>`coalesce(${recorder}, '')`,
      createdAt: cashDeposits.createdAt,
    })
    .from(cashDeposits)
    .innerJoin(user, eq(user.id, cashDeposits.riderId))
    .orderBy(desc(cashDeposits.createdAt))
    .limit(limit);
}
