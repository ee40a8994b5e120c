import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { ledgerEntries, payouts, restaurants, routeTransfers, user } from '../../db/schema/index.ts';
import type { Tx } from '../../db/transaction.ts';
import { sqlRows } from '../../lib/india-days.ts';

export type PayoutRow = {
  id: string;
  partyKind: 'restaurant' | 'rider';
  party: string;
  partyName: string;
  weekStart: string;
  amountPaise: number;
  status: 'owed' | 'paid';
  utr: string | null;
  paidAt: string | null;
};

/**
 * What each restaurant and rider the ledger owes beyond the payouts created and not yet paid (paid
 * ones are in the ledger already): `cutoff` bounds it to a week's end. One definition for closing a
 * week and for what is still accruing.
 */
const owedBeyondPayouts = (cutoff: Date | null) => sql`
  select case e.account when 'restaurant_payable' then 'restaurant' else 'rider' end as party_kind, e.party,
    -sum(e.amount_paise)::int - coalesce((select sum(o.amount_paise) from ${payouts} o
      where o.party = e.party and o.status = 'owed'), 0)::int as amount
  from ${ledgerEntries} e
  where e.account in ('restaurant_payable', 'rider_payable')
    ${cutoff ? sql`and e.created_at < ${cutoff.toISOString()}` : sql``}
  group by e.account, e.party`;

const payoutColumns = sql`p.id, p.party_kind as "partyKind", p.party,
  coalesce((select name from ${restaurants} where p.party_kind = 'restaurant' and id::text = p.party),
    (select name from ${user} where p.party_kind = 'rider' and id = p.party), p.party) as "partyName",
  p.week_start::text as "weekStart", p.amount_paise as "amountPaise", p.status, p.utr, p.paid_at::text as "paidAt"`;

/**
 * Closes a week: one payout per restaurant and rider the ledger says is owed something, up to
 * `cutoff` (the week's end, or now for the running week): the balance of its payable account less
 * the payouts already created and not yet paid (paid ones are in the ledger already). One payout per
 * party and week: closing a week again creates nothing for whoever has one.
 */
export async function closeWeek(tx: Db | Tx, weekStart: string, cutoff: Date): Promise<PayoutRow[]> {
  return sqlRows<PayoutRow>(
    tx as Db,
    sql`with owed as (${owedBeyondPayouts(cutoff)}), created as (
      insert into ${payouts} (party_kind, party, week_start, amount_paise)
      select party_kind, party, ${weekStart}::date, amount from owed where amount > 0
      on conflict (party_kind, party, week_start) do nothing
      returning *
    )
    select ${payoutColumns} from created p order by p.party_kind, p.amount_paise desc`,
  );
}

export async function listPayouts(db: Db, status: 'owed' | 'paid' | undefined): Promise<PayoutRow[]> {
  return sqlRows<PayoutRow>(
    db,
    sql`select ${payoutColumns} from ${payouts} p
      ${status ? sql`where p.status = ${status}` : sql``}
      order by p.week_start desc, p.status, p.party_kind, p.amount_paise desc limit 500`,
  );
}

/** What is owed and in no payout yet, across every party (the admin's "not yet closed"). */
export async function accruing(db: Db): Promise<{ amountPaise: number; parties: number }> {
  const [row] = await sqlRows<{ amountPaise: number; parties: number }>(
    db,
    sql`select coalesce(sum(amount), 0)::int as "amountPaise", count(*)::int as parties
      from (${owedBeyondPayouts(null)}) owed where amount > 0`,
  );
  return row ?? { amountPaise: 0, parties: 0 };
}

/** Razorpay Route transfers still to send or take back (route_transfers_due_idx), in one row. */
export async function transfersDue(db: Db) {
  const [row] = await sqlRows<{
    waiting: number;
    waitingPaise: number;
    reversing: number;
    unlinkedRestaurants: number;
    lastError: string | null;
  }>(
    db,
    sql`select count(*) filter (where t.status = 'pending')::int as waiting,
        coalesce(sum(t.amount_paise) filter (where t.status = 'pending'), 0)::int as "waitingPaise",
        count(*) filter (where t.status = 'reversing')::int as reversing,
        count(distinct t.restaurant_id) filter (where t.status = 'pending' and r.razorpay_account_id is null)::int
          as "unlinkedRestaurants",
        (array_agg(t.last_error order by t.updated_at desc) filter (where t.last_error is not null))[1]
          as "lastError"
      from ${routeTransfers} t join ${restaurants} r on r.id = t.restaurant_id
      where t.status in ('pending', 'reversing')`,
  );
  return row ?? { waiting: 0, waitingPaise: 0, reversing: 0, unlinkedRestaurants: 0, lastError: null };
}

export async function findPayout(db: Db | Tx, id: string): Promise<PayoutRow | undefined> {
  const rows = await sqlRows<PayoutRow>(
    tx(db),
    sql`select ${payoutColumns} from ${payouts} p where p.id = ${id}`,
  );
  return rows[0];
}

/** Marks an owed payout paid (a conditional update: of two racing requests one wins). */
export async function markPaid(
  db: Db | Tx,
  q: { id: string; utr: string; paidBy: string },
): Promise<boolean> {
  const rows = await sqlRows<{ id: string }>(
    tx(db),
    sql`update ${payouts} set status = 'paid', utr = ${q.utr}, paid_at = now(), paid_by = ${q.paidBy}
      where id = ${q.id} and status = 'owed' returning id`,
  );
  return rows.length > 0;
}

const tx = (db: Db | Tx) => db as Db;
