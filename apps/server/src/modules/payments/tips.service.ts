import { randomBytes } from 'node:crypto';
import {
  CHECKOUT_MESSAGES,
  MAX_TIP_RUPEES,
  MESSAGES,
  ORDER_MESSAGES,
  rupeesToPaise,
  TIP_MESSAGES,
  type TOrder,
  type TPaymentVerifyInput,
  type TPlaceOrderResponse,
} from '@app/shared';
import type { OrderRow } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import type { SessionUser } from '../auth/auth.ts';
import { paymentStartFor } from '../orders/payments-port.ts';
import type { PaymentDeps } from './payments.service.ts';
import { isValidPaymentSignature, signPayment } from './signatures.ts';
import * as repo from './tips.repo.ts';

/**
 * A tip for the rider after delivery (decision 045): paid on its own, like an order, through the
 * same sheet and the same signature check; all of it goes to the rider who delivered. One per
 * order, and with the checkout's tip at most ₹500 in all.
 */

async function ownDeliveredOrder(deps: PaymentDeps, caller: SessionUser, orderId: string): Promise<OrderRow> {
  const order = await deps.orders.findOrderById(deps.db, orderId);
  if (!order || order.userId !== caller.id) throw new AppError('NOT_FOUND', ORDER_MESSAGES.orderNotFound);
  if (order.status !== 'Delivered' || !order.deliveryPartnerId)
    throw new AppError('CONFLICT', TIP_MESSAGES.notDelivered);
  return order;
}

/** POST /api/orders/{id}/tip: opens the tip's payment; the sheet is opened with what this returns. */
export async function startTip(
  deps: PaymentDeps,
  caller: SessionUser,
  orderId: string,
  tipRupees: number,
): Promise<TPlaceOrderResponse> {
  const order = await ownDeliveredOrder(deps, caller, orderId);
  if ((await repo.findTip(deps.db, orderId))?.paidAt)
    throw new AppError('CONFLICT', TIP_MESSAGES.alreadyGiven);
  const amountPaise = rupeesToPaise(tipRupees);
  if (order.tipPaise + amountPaise > rupeesToPaise(MAX_TIP_RUPEES))
    throw new AppError('BAD_REQUEST', TIP_MESSAGES.overLimit);
  // Razorpay's receipt is at most 40 characters: "tip-" and the order's uuid.
  const providerOrderId = await deps.gateway.createOrder(amountPaise, `tip-${order.id}`);
  if (!(await repo.openTip(deps.db, { orderId, amountPaise, providerOrderId })))
    throw new AppError('CONFLICT', TIP_MESSAGES.alreadyGiven);
  return {
    order: await deps.orders.orderDto(deps.db, order),
    payment: paymentStartFor(
      deps.gateway,
      { providerOrderId, totalPaise: amountPaise, deliveryInfo: order.deliveryInfo },
      caller.email,
    ),
  };
}

/** POST /api/orders/{id}/tip/verify: the sheet's signed result; the tip is paid once. */
export async function verifyTip(
  deps: PaymentDeps,
  caller: SessionUser,
  orderId: string,
  input: TPaymentVerifyInput,
): Promise<TOrder> {
  const order = await ownDeliveredOrder(deps, caller, orderId);
  const tip = await repo.findTip(deps.db, orderId);
  const signed = isValidPaymentSignature(
    deps.gateway.signingSecret,
    input.razorpay_order_id,
    input.razorpay_payment_id,
    input.razorpay_signature,
  );
  if (!tip || !signed || tip.providerOrderId !== input.razorpay_order_id)
    throw new AppError('BAD_REQUEST', ORDER_MESSAGES.paymentSignatureInvalid);
  await repo.payTip(deps.db, tip.providerOrderId, input.razorpay_payment_id);
  const paid = await deps.orders.findOrderById(deps.db, orderId);
  return deps.orders.orderDto(deps.db, paid ?? order);
}

/** Test payment mode's sheet for a tip: plays the provider, like `payInTestMode` for an order. */
export async function payTipInTestMode(
  deps: PaymentDeps,
  caller: SessionUser,
  orderId: string,
  outcome: 'success' | 'failure',
): Promise<TPaymentVerifyInput> {
  if (deps.gateway.mode !== 'test') throw new AppError('NOT_FOUND', CHECKOUT_MESSAGES.testPaymentsOff);
  await ownDeliveredOrder(deps, caller, orderId);
  const tip = await repo.findTip(deps.db, orderId);
  if (!tip) throw new AppError('NOT_FOUND', ORDER_MESSAGES.orderNotFound);
  if (tip.paidAt) throw new AppError('CONFLICT', TIP_MESSAGES.alreadyGiven);
  if (outcome === 'failure') throw new AppError('PAYMENT_FAILED', MESSAGES.paymentFailed);
  const paymentId = `pay_test_${randomBytes(9).toString('base64url')}`;
  return {
    razorpay_order_id: tip.providerOrderId,
    razorpay_payment_id: paymentId,
    razorpay_signature: signPayment(deps.gateway.signingSecret, tip.providerOrderId, paymentId),
  };
}
