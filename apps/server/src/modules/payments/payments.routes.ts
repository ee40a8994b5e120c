import {
  ZErrorBody,
  ZIdParams,
  ZOrder,
  ZPaymentVerifyInput,
  ZPlaceOrderResponse,
  ZTestPaymentInput,
} from '@app/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { assertOrderingOpen } from '../site-settings/site-settings-port.ts';
import * as payments from './payments.service.ts';

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

    // Test payment mode only: with Razorpay the route does not exist (decision 039).
    if (deps.gateway.mode !== 'test') return;
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
