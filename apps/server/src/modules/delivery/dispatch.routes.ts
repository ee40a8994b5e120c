import {
  ZAssignInput,
  ZCourierLocationInput,
  ZCurrentDelivery,
  ZDispatchQueueRow,
  ZIdParams,
  ZMyOffer,
  ZPageQuery,
  ZRiderPositionResult,
} from '@app/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendPage } from '../../lib/paging.ts';
import type { OrderDeps } from '../orders/orders-port.ts';
import { deliveryDeps, deliveryErrors } from './delivery-routes-shared.ts';
import * as service from './dispatch.service.ts';

/**
 * Automatic dispatch (decision 043): the rider's phone sends its position while on duty, gets an
 * exclusive offer for 30 s, accepts or declines; the admin sees the queue and can assign by hand.
 */
export function dispatchRoutes(orderDeps: OrderDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const deps = deliveryDeps(app, orderDeps);

    app.post(
      '/delivery/position',
      {
        config: { access: ['deliveryPartner'] },
        schema: {
          tags: ['delivery'],
          summary:
            "An on-duty rider's position, every few seconds; only the latest is kept, at most one a second",
          body: ZCourierLocationInput,
          response: { 200: ZRiderPositionResult, ...deliveryErrors },
        },
      },
      async (request) => service.recordRiderPosition(app.db, await request.requireUser(), request.body),
    );

    app.get(
      '/delivery/offer',
      {
        config: { access: ['deliveryPartner'] },
        schema: {
          tags: ['delivery'],
          summary: 'The order offered to me right now (exclusive until expiresAt), or null',
          response: { 200: ZMyOffer, ...deliveryErrors },
        },
      },
      async (request) => service.myOffer(deps, await request.requireUser()),
    );

    app.post(
      '/orders/:id/offer/accept',
      {
        config: { access: ['deliveryPartner'] },
        schema: {
          tags: ['delivery'],
          summary: 'Accept the order offered to me; 409 when the offer has passed on',
          params: ZIdParams,
          response: { 200: ZCurrentDelivery, ...deliveryErrors },
        },
      },
      async (request) => service.acceptOffer(deps, await request.requireUser(), request.params.id),
    );

    app.post(
      '/orders/:id/offer/decline',
      {
        config: { access: ['deliveryPartner'] },
        schema: {
          tags: ['delivery'],
          summary: 'Decline the order offered to me; it passes at once to the next rider',
          params: ZIdParams,
          response: { 200: ZMyOffer, ...deliveryErrors },
        },
      },
      async (request) => service.declineOffer(deps, await request.requireUser(), request.params.id),
    );

    app.get(
      '/admin/dispatch',
      {
        config: { access: ['admin'] },
        schema: {
          tags: ['delivery'],
          summary: 'Admin: orders being prepared with no rider yet, and whom each is offered to (paged)',
          querystring: ZPageQuery,
          response: { 200: z.array(ZDispatchQueueRow), ...deliveryErrors },
        },
      },
      async (request, reply) => sendPage(reply, await service.dispatchQueue(app.db, request.query)),
    );

    app.post(
      '/orders/:id/assign',
      {
        config: { access: ['admin'] },
        schema: {
          tags: ['delivery'],
          summary: 'Admin: give an order being prepared to an on-duty rider by hand',
          params: ZIdParams,
          body: ZAssignInput,
          response: { 200: ZCurrentDelivery, ...deliveryErrors },
        },
      },
      async (request) =>
        service.assignByHand(deps, await request.requireUser(), request.params.id, request.body.riderId),
    );
  };
}
