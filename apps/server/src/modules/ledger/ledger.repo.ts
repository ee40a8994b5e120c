import type { TLedgerEntry, TLedgerEvent } from '@app/shared';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { ledgerEntries, ledgerPostings } from '../../db/schema/index.ts';
import type { Tx } from '../../db/transaction.ts';
import { sqlRows } from '../../lib/india-days.ts';

export type Posting = {
  /** One posting per key, ever: `<event>:<order or payout id>` (a replayed event posts nothing). */
  key: string;
  event: TLedgerEvent;
  orderId: string | null;
  entries: readonly TLedgerEntry[];
};

/**
 * Posts one event's entries, in one statement: the posting row (skipped when its key was posted
 * before) and all its lines. True when it posted, false on a replay.
 */
export async function insertPosting(db: Db | Tx, p: Posting): Promise<boolean> {
  if (p.entries.length === 0) return false;
  const lines = p.entries.map((e) => ({
    account: e.account,
    party: e.party,
    line: e.line,
    amount_paise: e.amountPaise,
  }));
  const rows = await sqlRows<{ n: number }>(
    db as Db,
    sql`with posting as (
      insert into ${ledgerPostings} (posting_key, event, order_id)
      values (${p.key}, ${p.event}, ${p.orderId})
      on conflict (posting_key) do nothing
      returning id, created_at
    ), lines as (
      insert into ${ledgerEntries} (posting_id, order_id, event, account, party, line, amount_paise, created_at)
      select posting.id, ${p.orderId}::uuid, ${p.event}, l.account, l.party, l.line, l.amount_paise, posting.created_at
      from posting, jsonb_to_recordset(${JSON.stringify(lines)}::jsonb)
        as l(account text, party text, line text, amount_paise integer)
    )
    select count(*)::int as n from posting`,
  );
  return (rows[0]?.n ?? 0) > 0;
}

/** An order's entries of one event (the capture a refund reverses). */
export async function findOrderEntries(db: Db | Tx, orderId: string, events: readonly TLedgerEvent[]) {
  return sqlRows<TLedgerEntry & { event: TLedgerEvent }>(
    db as Db,
    sql`select event, account, party, line, amount_paise as "amountPaise" from ${ledgerEntries}
      where order_id = ${orderId} and event in (${sql.join(
        events.map((e) => sql`${e}`),
        sql`, `,
      )})`,
  );
}
