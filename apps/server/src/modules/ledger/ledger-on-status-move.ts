import type { StatusMoveHook } from '../orders/orders-port.ts';
import { postDelivered } from './ledger-posting.ts';

/**
 * The ledger's status-move hook (app.ts registers it; orders runs it inside every status move's
 * transaction): a delivered order posts the rider's pay and tip. A cancelled paid order's reversal
 * is posted where its refund is recorded (the payments port), so an admin's refund posts it too.
 */
export const postLedgerOnStatusMove: StatusMoveHook = async (tx, row) => {
  if (row.status === 'Delivered') await postDelivered(tx, row);
};
