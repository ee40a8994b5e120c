import {
  ZErrorBody,
  ZIdParams,
  ZOrder,
  ZPaymentVerifyInput,
  ZPlaceOrderResponse,
  ZTestPaymentInput,
  ZTipAfterDeliveryInput,
} from '@app/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { assertOrderingOpen } from '../site-settings/site-settings-port.ts';
import * as payments from './payments.service.ts';
import * as tips from './tips.service.ts';

const errors = {
  400: ZErrorBody,
  401: ZErrorBody,
  402: ZErrorBody,
  403: ZErrorBody,
  404: ZErrorBody,
  409: ZErrorBody,
  503: ZErrorBody,
};

/** A customer's payment of their own order: verify checkout's result, pay now, test mode. */
export function paymentsRoutes(deps: payments.PaymentDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/orders/:id/payment/verify',
      {
        config: { access: ['customer'] },
        schema: {
          tags: ['payments'],
          summary: "Verify checkout's signed result; the order becomes Processing once",
          params: ZIdParams,
          body: ZPaymentVerifyInput,
          response: { 200: ZOrder, ...errors },
        },
      },
      async (request) => {
        const user = await request.requireUser();
        await assertOrderingOpen(deps.db);
        await deps.orders.assertOrderRestaurantTakesOrders(deps.db, request.params.id, user.id);
        return payments.verifyPayment(deps, user, request.params.id, request.body);
      },
    );

    app.get(
      '/orders/:id/payment',
      {
        config: { access: ['customer'] },
        schema: {
          tags: ['payments'],
          summary: "Pay now: the payment to open for one's own order still awaiting payment",
          params: ZIdParams,
          response: { 200: ZPlaceOrderResponse, ...errors },
        },
      },
      async (request) => {
        const user = await request.requireUser();
        await assertOrderingOpen(deps.db);
        await deps.orders.assertOrderRestaurantTakesOrders(deps.db, request.params.id, user.id);
        return payments.resumePayment(deps, user, request.params.id);
      },
    );

    app.post(
      '/orders/:id/tip',
      {
        config: { access: ['customer'] },
        schema: {
          tags: ['payments'],
          summary: 'A tip for the rider after delivery: the payment to open for it (one per order)',
          params: ZIdParams,
          body: ZTipAfterDeliveryInput,
          response: { 200: ZPlaceOrderResponse, ...errors },
        },
      },
      async (request) =>
        tips.startTip(deps, await request.requireUser(), request.params.id, request.body.tip),
    );

    app.post(
      '/orders/:id/tip/verify',
      {
        config: { access: ['customer'] },
        schema: {
          tags: ['payments'],
          summary: "Verify a tip's signed payment result; the tip goes to the rider once",
          params: ZIdParams,
          body: ZPaymentVerifyInput,
          response: { 200: ZOrder, ...errors },
        },
      },
      async (request) => tips.verifyTip(deps, await request.requireUser(), request.params.id, request.body),
    );

    // Test payment mode only: with Razorpay the routes do not exist (decision 039).
    if (deps.gateway.mode !== 'test') return;
    app.post(
      '/orders/:id/tip/test',
      {
        config: { access: ['customer'] },
        schema: {
          tags: ['payments'],
          summary: "Test payment mode only: a tip's payment succeeds (signed result to verify) or fails",
          params: ZIdParams,
          body: ZTestPaymentInput,
          response: { 200: ZPaymentVerifyInput, ...errors },
        },
      },
      async (request) =>
        tips.payTipInTestMode(deps, await request.requireUser(), request.params.id, request.body.outcome),
    );
    app.post(
      '/orders/:id/payment/test',
      {
        config: { access: ['customer'] },
        schema: {
          tags: ['payments'],
          summary: 'Test payment mode only: succeed (signed result to verify) or fail',
          params: ZIdParams,
          body: ZTestPaymentInput,
          response: { 200: ZPaymentVerifyInput, ...errors },
        },
      },
      async (request) => {
        const user = await request.requireUser();
        await assertOrderingOpen(deps.db);
        await deps.orders.assertOrderRestaurantTakesOrders(deps.db, request.params.id, user.id);
        return payments.payInTestMode(deps, user, request.params.id, request.body.outcome);
      },
    );
  };
}
