import {
  COD_MESSAGES,
  paiseToRupees,
  rupeesToPaise,
  type TCashDeposit,
  type TCashDepositInput,
  type TRiderCashOverview,
} from '@app/shared';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { recordAudit } from '../audit/record-audit.ts';
import type { SessionUser } from '../auth/auth.ts';
import { postCashDeposited } from '../ledger/ledger-posting.ts';
import * as repo from './rider-cash.repo.ts';

/** How many of the latest deposits the Rider cash screen lists. */
export const LATEST_DEPOSITS = 50;

type DepositRow = Awaited<ReturnType<typeof repo.findLatestDeposits>>[number];
const toDeposit = (d: DepositRow): TCashDeposit => ({
  _id: d.id,
  riderId: d.riderId,
  riderName: d.riderName,
  amount: paiseToRupees(d.amountPaise),
  reference: d.reference,
  recordedBy: d.recordedBy,
  createdAt: d.createdAt.toISOString(),
});

/** GET /api/admin/rider-cash: each rider's cash in hand, and the latest deposits. */
export async function riderCashOverview(db: Db): Promise<TRiderCashOverview> {
  const [riders, deposits] = await Promise.all([
    repo.findRidersWithCash(db),
    repo.findLatestDeposits(db, LATEST_DEPOSITS),
  ]);
  return {
    riders: riders.map((r) => ({
      riderId: r.riderId,
      name: r.name,
      email: r.email,
      collected: paiseToRupees(r.collectedPaise),
      deposited: paiseToRupees(r.depositedPaise),
      cashInHand: paiseToRupees(r.cashInHandPaise),
    })),
    deposits: deposits.map(toDeposit),
  };
}

/**
 * POST /api/admin/rider-cash/:riderId/deposits: an admin records cash a rider handed over. Never
 * more than the rider's cash in hand, checked under the rider's lock so two deposits at once cannot
 * both pass; written with its audit entry in one transaction.
 */
export async function recordDeposit(
  db: Db,
  actor: SessionUser,
  riderId: string,
  input: TCashDepositInput,
): Promise<TRiderCashOverview> {
  const amountPaise = rupeesToPaise(input.amount);
  await db.transaction(async (tx) => {
    const rider = await repo.lockRider(tx, riderId);
    if (rider?.role !== 'deliveryPartner') throw new AppError('NOT_FOUND', COD_MESSAGES.riderNotFound);
    const { cashInHandPaise } = await repo.findRiderCash(tx, riderId);
    if (amountPaise > cashInHandPaise)
      throw new AppError('BAD_REQUEST', `amount: ${COD_MESSAGES.depositAboveCashInHand(cashInHandPaise)}`);
    const deposit = await repo.insertCashDeposit(tx, {
      riderId,
      amountPaise,
      reference: input.reference,
      recordedBy: actor.id,
    });
    // The cash leaves the rider's hand for the bank, in the ledger too (decision 048).
    await postCashDeposited(tx, { depositId: deposit.id, riderId, amountPaise });
    await recordAudit(tx as unknown as Db, actor, {
      action: 'cash.deposit',
      targetType: 'user',
      targetId: riderId,
      before: { cashInHandPaise },
      after: {
        cashInHandPaise: cashInHandPaise - amountPaise,
        depositId: deposit.id,
        amountPaise,
        reference: input.reference,
      },
    });
  });
  return riderCashOverview(db);
}
