import { randomBytes } from 'node:crypto';
import {
  CHECKOUT_MESSAGES,
  COD_MESSAGES,
  MESSAGES,
  ORDER_MESSAGES,
  type TOrder,
  type TPaymentStart,
  type TPaymentVerifyInput,
} from '@app/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { OrderRow, TRefundReason, TRefundStatus } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import type { ScheduledJob } from '../../lib/scheduled-job.ts';
import type { SessionUser } from '../auth/auth.ts';
import { postRefund } from '../ledger/ledger-posting.ts';
import { isCancelledUnpaid, type OrdersForPayments } from '../orders/orders-port.ts';
import { type PaymentsPort, paymentStartFor, type RefundIntent } from '../orders/payments-port.ts';
import { type PaymentGateway, RefundRefused } from './payment-gateway.ts';
import * as repo from './payments.repo.ts';
import { isValidPaymentSignature, isValidWebhookSignature, signPayment } from './signatures.ts';
import * as tips from './tips.repo.ts';

/**
 * Payments: confirming a captured payment (checkout's verification, the webhook), test mode,
 * "pay now", and refunds (decision 017: intent, commit, provider call with an idempotency key,
 * outcome; a periodic finisher for the ones left half done).
 */
export type PaymentDeps = {
  db: Db;
  gateway: PaymentGateway;
  orders: OrdersForPayments;
  log?: Pick<FastifyBaseLogger, 'error' | 'warn'>;
};

// ---------------------------------------------------------------------------------------------
// Refunds

/** The refunds half of the port orders uses (cancelling a paid order). */
export function createPaymentsPort(deps: PaymentDeps): PaymentsPort {
  return {
    mode: deps.gateway.mode,
    keyId: deps.gateway.keyId,
    createProviderOrder: (amountPaise, receipt) => deps.gateway.createOrder(amountPaise, receipt),
    // A refund recorded reverses the order's capture in the ledger, in the same transaction (decision 048).
    recordRefund: async (tx, intent) => {
      const id = await repo.insertRefund(tx, intent);
      if (id) await postRefund(tx, intent.orderId);
      return id;
    },
    settleRefund: (refundId) => settleRefund(deps, refundId),
  };
}

/**
 * Asks the provider for a recorded refund and records what it said. The refund's id is the
 * idempotency key, so however often this runs (a request and the finisher at once, a retry after
 * a crash) the provider refunds once. Never throws.
 */
export async function settleRefund(deps: PaymentDeps, refundId: string): Promise<TRefundStatus> {
  const refund = await repo.findRefundById(deps.db, refundId);
  if (!refund) return 'failed';
  if (refund.status !== 'pending') return refund.status;
  try {
    const { providerRefundId } = await deps.gateway.refund(refund.paymentId, refund.amountPaise, refund.id);
    await repo.markRefundProcessed(deps.db, refund.id, providerRefundId);
    return 'processed';
  } catch (err) {
    const final = err instanceof RefundRefused && !err.retryable;
    const message = err instanceof Error ? err.message : String(err);
    try {
      await repo.markRefundAttemptFailed(deps.db, refund.id, message, final);
    } catch (dbErr) {
      deps.log?.error({ err: dbErr, refundId }, 'could not record a refund attempt');
    }
    if (final)
      deps.log?.error({ refundId, orderId: refund.orderId, message }, 'refund refused: needs a person');
    else deps.log?.warn({ refundId, message }, 'refund not finished; the finisher will retry');
    return final ? 'failed' : 'pending';
  }
}

/** How long a pending refund is left to the request that recorded it before the finisher retries it. */
export const REFUND_RETRY_AFTER_MS = 30_000;
const REFUND_BATCH = 50;

/** How often the finisher looks for refunds left half done. */
export const REFUND_FINISHER_EVERY_MS = 60_000;

/** The refunds due for a retry, claimed (see repo.claimPendingRefunds). */
function claimDueRefunds(db: Db, now: Date): Promise<string[]> {
  return repo.claimPendingRefunds(db, new Date(now.getTime() - REFUND_RETRY_AFTER_MS), REFUND_BATCH, now);
}

async function settleAll(deps: PaymentDeps, ids: readonly string[]): Promise<number> {
  let processed = 0;
  for (const id of ids) if ((await settleRefund(deps, id)) === 'processed') processed += 1;
  return processed;
}

/**
 * The periodic finisher on the one scheduled-job mechanism (lib/scheduled-job.ts): a tick runs on
 * one instance at a time and once a period; it claims the refunds still pending (the provider was
 * down, the process died between commit and call) in the job's transaction, and asks the provider
 * after that commits (no transaction held across a network call). Shutdown waits for a tick.
 */
export function refundFinisherJob(deps: PaymentDeps): ScheduledJob {
  return {
    name: 'refund-finisher',
    everyMs: REFUND_FINISHER_EVERY_MS,
    async run(tx) {
      const claimed = await claimDueRefunds(tx, new Date());
      return claimed.length > 0 ? { claimed } : undefined;
    },
    async afterCommit(claimed) {
      const ids = (claimed?.claimed as string[] | undefined) ?? [];
      if (ids.length === 0) return undefined;
      return { finished: await settleAll(deps, ids), claimed: ids.length };
    },
  };
}

/** One finisher round outside the schedule (tests, scripts): claim, then settle. Returns how many finished. */
export async function finishPendingRefunds(deps: PaymentDeps, now = new Date()): Promise<number> {
  return settleAll(deps, await claimDueRefunds(deps.db, now));
}

async function refundPayment(deps: PaymentDeps, intent: RefundIntent): Promise<TRefundStatus> {
  const id = await repo.insertRefund(deps.db, intent);
  if (id) return settleRefund(deps, id);
  // Already recorded by another confirmation of the same payment: report where it stands.
  const existing = await repo.findRefundByPayment(deps.db, intent.paymentId);
  return existing?.status === 'pending' ? settleRefund(deps, existing.id) : (existing?.status ?? 'failed');
}

// ---------------------------------------------------------------------------------------------
// Confirming a captured payment

export type CaptureOutcome =
  | { kind: 'unknownOrder' }
  | { kind: 'applied'; order: OrderRow }
  | { kind: 'refunded'; order: OrderRow; reason: TRefundReason; refund: TRefundStatus };

/**
 * A payment the provider captured for one of our orders: it pays the order (AwaitingPayment ->
 * Processing, exactly once however many confirmations race), or, when it cannot (the order was
 * cancelled unpaid meanwhile, another payment already paid it, the amount is not the order's),
 * it is recorded as a refund and refunded, once. Every captured payment ends applied or refunded.
 * `capturedPaise`: what the provider says it captured (the webhook); null when only the signature
 * is known (checkout), which covers the provider order we created for the order's total.
 * `known`: the order of that provider order id, when the caller has just read it (checkout).
 */
export async function applyCapturedPayment(
  deps: PaymentDeps,
  providerOrderId: string,
  paymentId: string,
  capturedPaise: number | null,
  known?: OrderRow,
): Promise<CaptureOutcome> {
  const order =
    known?.providerOrderId === providerOrderId
      ? known
      : await deps.orders.findOrderByProviderOrderId(deps.db, providerOrderId);
  if (!order) return { kind: 'unknownOrder' };
  const refund = async (current: OrderRow, reason: TRefundReason): Promise<CaptureOutcome> => ({
    kind: 'refunded',
    order: current,
    reason,
    refund: await refundPayment(deps, {
      orderId: current.id,
      paymentId,
      amountPaise: capturedPaise ?? current.totalPaise,
      reason,
    }),
  });
  if (capturedPaise !== null && capturedPaise !== order.totalPaise) return refund(order, 'amountMismatch');
  if (order.status === 'AwaitingPayment') {
    const paid = await deps.orders.markOrderPaid(deps.db, order, paymentId);
    if (paid) return { kind: 'applied', order: paid };
  }
  // Not applied by us: read again, the expiry or another payment may have moved it meanwhile.
  const current = (await deps.orders.findOrderById(deps.db, order.id)) ?? order;
  if (current.paidAt !== null && current.providerPaymentId === paymentId)
    return { kind: 'applied', order: current };
  return refund(current, isCancelledUnpaid(current) ? 'latePayment' : 'duplicatePayment');
}

/** What the customer reads when their payment went back instead of paying the order. */
function refundedMessage(reason: TRefundReason, refund: TRefundStatus): string {
  if (refund === 'failed') return CHECKOUT_MESSAGES.refundNeedsSupport;
  const done = refund === 'processed';
  if (reason === 'latePayment') {
    return done ? ORDER_MESSAGES.latePaymentRefunded : CHECKOUT_MESSAGES.latePaymentRefundPending;
  }
  return done ? CHECKOUT_MESSAGES.duplicatePaymentRefunded : CHECKOUT_MESSAGES.duplicatePaymentRefundPending;
}

async function ownOrder(deps: PaymentDeps, caller: SessionUser, orderId: string): Promise<OrderRow> {
  const order = await deps.orders.findOrderById(deps.db, orderId);
  if (!order || order.userId !== caller.id) throw new AppError('NOT_FOUND', ORDER_MESSAGES.orderNotFound);
  return order;
}

/** Checkout's result: the signature must be ours over the provider order id we stored. */
export async function verifyPayment(
  deps: PaymentDeps,
  caller: SessionUser,
  orderId: string,
  input: TPaymentVerifyInput,
): Promise<TOrder> {
  // The usual case first, in one statement (decision 035): a good signature over the provider
  // order it names, and the caller's order still awaiting payment under it. The path below, which
  // reads the order first, decides everything else (and says so) exactly as before.
  const signed = isValidPaymentSignature(
    deps.gateway.signingSecret,
    input.razorpay_order_id,
    input.razorpay_payment_id,
    input.razorpay_signature,
  );
  if (signed) {
    const paid = await deps.orders.payOwnOrder(deps.db, {
      orderId,
      userId: caller.id,
      providerOrderId: input.razorpay_order_id,
      paymentId: input.razorpay_payment_id,
    });
    if (paid) return paid;
  }
  const order = await ownOrder(deps, caller, orderId);
  const stored = order.providerOrderId ?? '';
  // `signed` is over the provider order id the request names: good only if that is the stored one.
  const valid = signed && input.razorpay_order_id === stored;
  if (!valid) throw new AppError('BAD_REQUEST', ORDER_MESSAGES.paymentSignatureInvalid);
  const outcome = await applyCapturedPayment(deps, stored, input.razorpay_payment_id, null, order);
  if (outcome.kind === 'unknownOrder') throw new AppError('NOT_FOUND', ORDER_MESSAGES.orderNotFound);
  if (outcome.kind === 'refunded')
    throw new AppError('CONFLICT', refundedMessage(outcome.reason, outcome.refund));
  return deps.orders.orderDto(deps.db, outcome.order);
}

function refuseUnlessAwaitingPayment(order: OrderRow): void {
  if (order.paymentMethod === 'cod') throw new AppError('CONFLICT', COD_MESSAGES.paidAtTheDoor);
  if (isCancelledUnpaid(order)) throw new AppError('CONFLICT', ORDER_MESSAGES.unpaidOrderExpired);
  if (order.status !== 'AwaitingPayment') throw new AppError('CONFLICT', CHECKOUT_MESSAGES.alreadyPaid);
}

/**
 * "Pay now" for an order placed earlier, on any device: the payment to open for the customer's own
 * order still awaiting payment (the provider order made when it was placed).
 */
export async function resumePayment(
  deps: PaymentDeps,
  caller: SessionUser,
  orderId: string,
): Promise<{ order: TOrder; payment: TPaymentStart }> {
  const order = await ownOrder(deps, caller, orderId);
  refuseUnlessAwaitingPayment(order);
  return {
    order: await deps.orders.orderDto(deps.db, order),
    payment: paymentStartFor(deps.gateway, order, caller.email),
  };
}

/** Test payment mode's sheet: plays the provider and returns a result signed like Razorpay's. */
export async function payInTestMode(
  deps: PaymentDeps,
  caller: SessionUser,
  orderId: string,
  outcome: 'success' | 'failure',
): Promise<TPaymentVerifyInput> {
  if (deps.gateway.mode !== 'test') throw new AppError('NOT_FOUND', CHECKOUT_MESSAGES.testPaymentsOff);
  const order = await ownOrder(deps, caller, orderId);
  refuseUnlessAwaitingPayment(order);
  if (outcome === 'failure') throw new AppError('PAYMENT_FAILED', MESSAGES.paymentFailed);
  const paymentId = `pay_test_${randomBytes(9).toString('base64url')}`;
  const providerOrderId = order.providerOrderId ?? '';
  return {
    razorpay_order_id: providerOrderId,
    razorpay_payment_id: paymentId,
    razorpay_signature: signPayment(deps.gateway.signingSecret, providerOrderId, paymentId),
  };
}

// ---------------------------------------------------------------------------------------------
// Webhook

type WebhookEvent = {
  event?: string;
  payload?: { payment?: { entity?: { id?: string; order_id?: string; amount?: unknown } } };
};

/**
 * Razorpay webhook: signature over the raw body; an event id seen before changes nothing. The
 * event id is recorded only after its payment was applied or its refund recorded, so a failure
 * in between answers 5xx and Razorpay delivers it again.
 */
export async function handleWebhook(
  deps: PaymentDeps,
  rawBody: string,
  signature: string | undefined,
  eventId: string | undefined,
): Promise<{ ok: true; duplicate: boolean }> {
  const secret = deps.gateway.webhookSecret;
  if (!secret) throw new AppError('NOT_FOUND', CHECKOUT_MESSAGES.webhookNotConfigured);
  if (!signature || !isValidWebhookSignature(secret, rawBody, signature)) {
    throw new AppError('BAD_REQUEST', CHECKOUT_MESSAGES.webhookSignatureInvalid);
  }
  if (eventId && (await repo.isEventSeen(deps.db, eventId))) return { ok: true, duplicate: true };
  const event = JSON.parse(rawBody) as WebhookEvent;
  const entity = event.payload?.payment?.entity;
  if ((event.event === 'payment.captured' || event.event === 'order.paid') && entity?.order_id && entity.id) {
    const captured =
      typeof entity.amount === 'number' && Number.isInteger(entity.amount) ? entity.amount : null;
    const outcome = await applyCapturedPayment(deps, entity.order_id, entity.id, captured);
    // Not an order's payment: a tip after delivery's (tips.service.ts), paid once.
    if (outcome.kind === 'unknownOrder') await tips.payTip(deps.db, entity.order_id, entity.id);
  }
  if (eventId) await repo.recordEvent(deps.db, eventId);
  return { ok: true, duplicate: false };
}
