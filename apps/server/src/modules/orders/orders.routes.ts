import {
  ZErrorBody,
  ZIdParams,
  ZOrder,
  ZOrderListQuery,
  ZOrderStatusInput,
  ZPaymentVerifyInput,
  ZPlaceOrderInput,
  ZPlaceOrderResponse,
  ZTestPaymentInput,
} from '@app/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendPage } from '../../lib/paging.ts';
import type { PaymentGateway } from '../payments/payment-gateway.ts';
import * as service from './orders.service.ts';

const errors = {
  400: ZErrorBody,
  401: ZErrorBody,
  402: ZErrorBody,
  403: ZErrorBody,
  404: ZErrorBody,
  409: ZErrorBody,
};
const ZOrderIdParams = z.object({ orderId: ZIdParams.shape.id });

export function ordersRoutes(payments: PaymentGateway): FastifyPluginAsyncZod {
  return async (app) => {
    const deps = { db: app.db, payments };

    app.post(
      '/orders',
      {
        config: { access: ['customer'] },
        schema: {
          tags: ['orders'],
          summary: 'Place an order (priced by the server), awaiting payment. Honours Idempotency-Key.',
          body: ZPlaceOrderInput,
          headers: z.object({ 'idempotency-key': z.string().optional() }),
          response: { 200: ZPlaceOrderResponse, 201: ZPlaceOrderResponse, ...errors },
        },
      },
      async (request, reply) => {
        const result = await service.placeOrder(
          deps,
          await request.requireUser(),
          request.body,
          request.headers['idempotency-key'],
        );
        return reply
          .status(result.replayed ? 200 : 201)
          .send({ order: result.order, payment: result.payment });
      },
    );

    app.get(
      '/orders',
      {
        config: { access: 'signedIn' },
        schema: {
          tags: ['orders'],
          summary: "Orders, newest first: mine, my restaurants', my deliveries, or all (admin).",
          querystring: ZOrderListQuery,
          response: { 200: z.array(ZOrder), ...errors },
        },
      },
      async (request, reply) =>
        sendPage(reply, await service.listOrders(deps, await request.requireUser(), request.query)),
    );

    app.get(
      '/order/:orderId',
      {
        config: { access: 'signedIn' },
        schema: {
          tags: ['orders'],
          summary: "One order: its customer, its restaurant's owner, its delivery partner, or an admin",
          params: ZOrderIdParams,
          response: { 200: ZOrder, ...errors },
        },
      },
      async (request) => service.getOrder(deps, await request.requireUser(), request.params.orderId),
    );

    app.post(
      '/orders/:id/status',
      {
        config: { access: ['customer', 'restaurantOwner', 'deliveryPartner', 'admin'] },
        schema: {
          tags: ['orders'],
          summary: 'Move an order along its lifecycle (the role that owns the step)',
          params: ZIdParams,
          body: ZOrderStatusInput,
          response: { 200: ZOrder, ...errors },
        },
      },
      async (request) =>
        service.changeStatus(deps, await request.requireUser(), request.params.id, request.body.status),
    );

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
      async (request) =>
        service.verifyPayment(deps, await request.requireUser(), request.params.id, request.body),
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
      async (request) => service.resumePayment(deps, await request.requireUser(), request.params.id),
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
      async (request) =>
        service.payInTestMode(deps, await request.requireUser(), request.params.id, request.body.outcome),
    );
  };
}
