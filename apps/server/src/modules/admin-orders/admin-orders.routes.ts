import {
  ZAdminOrderDetail,
  ZAdminOrderListQuery,
  ZAdminOrderRow,
  ZAdminOrderStatusInput,
  ZAdminRefundInput,
  ZAdminSearchQuery,
  ZAdminSearchResult,
  ZErrorBody,
  ZIdParams,
} from '@app/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendPage } from '../../lib/paging.ts';
import type { OrderDeps } from '../orders/orders-port.ts';
import * as service from './admin-orders.service.ts';

const errors = { 400: ZErrorBody, 401: ZErrorBody, 403: ZErrorBody, 404: ZErrorBody, 409: ZErrorBody };
const admin = { access: ['admin'] } as const;

/** The admin's Orders screen (any order, a legal status move, a refund with a reason) and header search. */
export function adminOrdersRoutes(deps: OrderDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/admin/orders',
      {
        config: admin,
        schema: {
          tags: ['admin'],
          summary:
            'Every order, newest first: search order id (from its start), customer name or email, restaurant name; filter by status. Total in X-Total-Count; format=csv for orders-export.csv.',
          querystring: ZAdminOrderListQuery,
          response: { 200: z.array(ZAdminOrderRow), ...errors },
        },
      },
      async (request, reply) => {
        const q = request.query;
        reply.header('Cache-Control', 'no-store');
        return sendPage(
          reply,
          q,
          service.orderListSource(deps, { q: q.q || undefined, status: q.status }),
          service.ORDERS_CSV,
        );
      },
    );

    app.get(
      '/admin/orders/:id',
      {
        config: admin,
        schema: {
          tags: ['admin'],
          summary:
            'One order: items, totals, customer, payment and refund, status history, the moves an admin may make',
          params: ZIdParams,
          response: { 200: ZAdminOrderDetail, ...errors },
        },
      },
      async (request, reply) => {
        reply.header('Cache-Control', 'no-store');
        return service.getOrderDetail(deps, request.params.id);
      },
    );

    app.post(
      '/admin/orders/:id/status',
      {
        config: admin,
        schema: {
          tags: ['admin'],
          summary: 'Move an order as the order state machine allows an admin (409 otherwise; audited)',
          params: ZIdParams,
          body: ZAdminOrderStatusInput,
          response: { 200: ZAdminOrderDetail, ...errors },
        },
      },
      async (request) =>
        service.changeOrderStatus(deps, await request.requireUser(), request.params.id, request.body.status),
    );

    app.post(
      '/admin/orders/:id/refund',
      {
        config: admin,
        schema: {
          tags: ['admin'],
          summary: 'Refund a paid order in full with a reason (once per payment; audited)',
          params: ZIdParams,
          body: ZAdminRefundInput,
          response: { 200: ZAdminOrderDetail, ...errors },
        },
      },
      async (request) =>
        service.refundOrder(deps, await request.requireUser(), request.params.id, request.body.reason),
    );

    app.get(
      '/admin/search',
      {
        config: admin,
        schema: {
          tags: ['admin'],
          summary: `Header search: up to 5 restaurants (name), users (name, email) and orders (id from its start)`,
          querystring: ZAdminSearchQuery,
          response: { 200: ZAdminSearchResult, ...errors },
        },
      },
      async (request, reply) => {
        reply.header('Cache-Control', 'no-store');
        return service.searchEverything(deps, request.query.q);
      },
    );
  };
}
