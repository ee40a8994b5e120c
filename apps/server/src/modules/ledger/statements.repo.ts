import type { TLedgerAccount, TLedgerEvent, TLedgerSum } from '@app/shared';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { ledgerEntries, orders, payouts } from '../../db/schema/index.ts';
import { sqlRows } from '../../lib/india-days.ts';

export type OrderSums = TLedgerSum & { orderId: string | null; invoiceNumber: string | null; at: string };

/**
 * A party's ledger lines in a period, summed by order, event, account and line (index
 * ledger_entries_party_idx: party, account, created_at). The statements are these sums, nothing else.
 */
export async function partySumsByOrder(
  db: Db,
  q: { party: string; accounts: readonly TLedgerAccount[]; from: Date; to: Date },
): Promise<OrderSums[]> {
  return sqlRows<OrderSums>(
    db,
    sql`select e.order_id as "orderId", o.invoice_number as "invoiceNumber", e.event, e.account, e.line,
        sum(e.amount_paise)::int as "amountPaise", min(e.created_at)::text as at
      from ${ledgerEntries} e left join ${orders} o on o.id = e.order_id
      where e.party = ${q.party}
        and e.account in (${sql.join(
          q.accounts.map((a) => sql`${a}`),
          sql`, `,
        )})
        and e.created_at >= ${q.from.toISOString()} and e.created_at < ${q.to.toISOString()}
      group by e.order_id, o.invoice_number, e.event, e.account, e.line
      order by min(e.created_at)`,
  );
}

/** Orders a rider delivered in a period (their delivered postings). */
export async function countRiderDeliveries(db: Db, riderId: string, from: Date, to: Date): Promise<number> {
  const rows = await sqlRows<{ n: number }>(
    db,
    sql`select count(distinct order_id)::int as n from ${ledgerEntries}
      where party = ${riderId} and account = 'rider_payable' and event = ${'delivered' satisfies TLedgerEvent}
        and created_at >= ${from.toISOString()} and created_at < ${to.toISOString()}`,
  );
  return rows[0]?.n ?? 0;
}

/** The payout of one party and week, if the week was closed. */
export async function findPayoutOf(
  db: Db,
  partyKind: 'restaurant' | 'rider',
  party: string,
  weekStart: string,
) {
  const rows = await sqlRows<{
    id: string;
    status: 'owed' | 'paid';
    amountPaise: number;
    utr: string | null;
    paidAt: string | null;
  }>(
    db,
    sql`select id, status, amount_paise as "amountPaise", utr, paid_at::text as "paidAt" from ${payouts}
      where party_kind = ${partyKind} and party = ${party} and week_start = ${weekStart}`,
  );
  return rows[0];
}
