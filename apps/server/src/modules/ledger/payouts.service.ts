import { LEDGER_MESSAGES, paiseToRupees, type TPayout, type TPayoutList } from '@app/shared';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { recordAudit } from '../audit/record-audit.ts';
import type { SessionUser } from '../auth/auth.ts';
import { postPayoutPaid } from './ledger-posting.ts';
import * as repo from './payouts.repo.ts';
import { settlementWeek } from './settlement-week.ts';

const toDto = (p: repo.PayoutRow): TPayout => ({
  id: p.id,
  partyKind: p.partyKind,
  party: p.party,
  partyName: p.partyName,
  weekStart: p.weekStart,
  amount: paiseToRupees(p.amountPaise),
  status: p.status,
  utr: p.utr,
  paidAt: p.paidAt ? new Date(p.paidAt).toISOString() : null,
});

/**
 * GET /api/admin/payouts: what is owed to whom (and what was paid), newest week first; what is
 * still accruing in no payout; and the Razorpay Route transfers still to send or take back.
 */
export async function listPayouts(db: Db, status?: 'owed' | 'paid'): Promise<TPayoutList> {
  const [rows, accruing, transfers] = await Promise.all([
    repo.listPayouts(db, status),
    repo.accruing(db),
    repo.transfersDue(db),
  ]);
  const owed = rows.filter((r) => r.status === 'owed').reduce((s, r) => s + r.amountPaise, 0);
  const { waitingPaise, ...counts } = transfers;
  return {
    items: rows.map(toDto),
    owedTotal: paiseToRupees(owed),
    accruing: { amount: paiseToRupees(accruing.amountPaise), parties: accruing.parties },
    transfers: { ...counts, waitingAmount: paiseToRupees(waitingPaise) },
  };
}

/** POST /api/admin/payouts/close-week: one payout per party owed something, with the audit row. */
export async function closeWeek(db: Db, caller: SessionUser, weekName: string) {
  const week = settlementWeek(weekName);
  const now = new Date();
  if (week.start > now) throw new AppError('BAD_REQUEST', LEDGER_MESSAGES.weekNotStarted);
  const cutoff = week.end < now ? week.end : now;
  const created = await db.transaction(async (tx) => {
    const rows = await repo.closeWeek(tx, week.weekStart, cutoff);
    for (const p of rows)
      await recordAudit(tx as unknown as Db, caller, {
        action: 'payout.create',
        targetType: 'payout',
        targetId: p.id,
        after: {
          partyKind: p.partyKind,
          party: p.party,
          weekStart: p.weekStart,
          amount: paiseToRupees(p.amountPaise),
        },
      });
    return rows;
  });
  return { created: created.length, items: created.map(toDto) };
}

/**
 * POST /api/admin/payouts/:id/paid: the bank paid it (its UTR, checked by the contract); posts the
 * payout to the ledger and the audit row in the same transaction.
 */
export async function markPayoutPaid(db: Db, caller: SessionUser, id: string, utr: string): Promise<TPayout> {
  await db.transaction(async (tx) => {
    const payout = await repo.findPayout(tx, id);
    if (!payout) throw new AppError('NOT_FOUND', LEDGER_MESSAGES.payoutNotFound);
    if (!(await repo.markPaid(tx, { id, utr, paidBy: caller.id })))
      throw new AppError('CONFLICT', LEDGER_MESSAGES.payoutAlreadyPaid);
    await postPayoutPaid(tx, {
      payoutId: id,
      partyKind: payout.partyKind,
      party: payout.party,
      amountPaise: payout.amountPaise,
    });
    await recordAudit(tx as unknown as Db, caller, {
      action: 'payout.paid',
      targetType: 'payout',
      targetId: id,
      before: { status: 'owed' },
      after: { status: 'paid', utr, amount: paiseToRupees(payout.amountPaise) },
    });
  });
  const paid = await repo.findPayout(db, id);
  if (!paid) throw new AppError('NOT_FOUND', LEDGER_MESSAGES.payoutNotFound);
  return toDto(paid);
}
