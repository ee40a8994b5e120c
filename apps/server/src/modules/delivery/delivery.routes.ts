import {
  RESTAURANT_MANAGER_ROLES,
  ZAdminDelivery,
  ZCourierLocationInput,
  ZCourierLocationResult,
  ZCurrentDelivery,
  ZDeliveryHistory,
  ZDutyInput,
  ZDutyStatus,
  ZIdParams,
  ZOrder,
  ZPageQuery,
  ZSearchPageQuery,
} from '@app/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendPage } from '../../lib/paging.ts';
import type { OrderDeps } from '../orders/orders-port.ts';
import * as service from './delivery.service.ts';
import { deliveryDeps, deliveryErrors } from './delivery-routes-shared.ts';

/**
 * Delivery: ready for pickup, the rider's duty switch, accept, current delivery,
 * history and earnings, positions, and the admin's view and unassign. The pickups list itself is
 * `GET /api/orders?scope=delivery` (orders.routes.ts hands it to this module's service).
 */
export function deliveryRoutes(orderDeps: OrderDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const deps = deliveryDeps(app, orderDeps);

    app.post(
      '/orders/:id/ready',
      {
        config: { access: RESTAURANT_MANAGER_ROLES },
        schema: {
          tags: ['delivery'],
          summary: 'The restaurant marks a Preparing order ready for pickup (records when; not a status)',
          params: ZIdParams,
          response: { 200: ZOrder, ...deliveryErrors },
        },
      },
      async (request) => service.markReadyForPickup(deps, await request.requireUser(), request.params.id),
    );

    app.get(
      '/delivery/duty',
      {
        config: { access: ['deliveryPartner'] },
        schema: {
          tags: ['delivery'],
          summary: 'Am I on duty?',
          response: { 200: ZDutyStatus, ...deliveryErrors },
        },
      },
      async (request) => service.getDuty(app.db, await request.requireUser()),
    );

    app.put(
      '/delivery/duty',
      {
        config: { access: ['deliveryPartner'] },
        schema: {
          tags: ['delivery'],
          summary: 'Go on or off duty (off duty, no pickups are offered)',
          body: ZDutyInput,
          response: { 200: ZDutyStatus, ...deliveryErrors },
        },
      },
      async (request) => service.setDuty(app.db, await request.requireUser(), request.body.onDuty),
    );

    app.post(
      '/orders/:id/accept',
      {
        config: { access: ['deliveryPartner'] },
        schema: {
          tags: ['delivery'],
          summary: 'Take an order ready for pickup; one rider wins, the others get 409',
          params: ZIdParams,
          response: { 200: ZCurrentDelivery, ...deliveryErrors },
        },
      },
      async (request) => service.acceptDelivery(deps, await request.requireUser(), request.params.id),
    );

    app.get(
      '/delivery/current',
      {
        config: { access: ['deliveryPartner'] },
        schema: {
          tags: ['delivery'],
          summary: "The rider's deliveries in progress (accepted or on the way)",
          response: { 200: z.array(ZCurrentDelivery), ...deliveryErrors },
        },
      },
      async (request) => service.currentDeliveries(app.db, await request.requireUser()),
    );

    app.get(
      '/delivery/history',
      {
        config: { access: ['deliveryPartner'] },
        schema: {
          tags: ['delivery'],
          summary: 'Deliveries and earnings today and this week, and the latest deliveries (paged)',
          querystring: ZPageQuery,
          response: { 200: ZDeliveryHistory, ...deliveryErrors },
        },
      },
      async (request, reply) => {
        const { body, total } = await service.deliveryHistory(
          deps,
          await request.requireUser(),
          request.query,
        );
        return reply.header('X-Total-Count', String(total)).send(body);
      },
    );

    app.post(
      '/orders/:id/location',
      {
        config: { access: ['deliveryPartner'] },
        schema: {
          tags: ['delivery'],
          summary: "The assigned rider's position while on the way; at most one a second is kept",
          params: ZIdParams,
          body: ZCourierLocationInput,
          response: { 200: ZCourierLocationResult, ...deliveryErrors },
        },
      },
      async (request) =>
        service.recordCourierLocation(deps, await request.requireUser(), request.params.id, request.body),
    );

    app.get(
      '/delivery/assignments',
      {
        config: { access: ['admin'] },
        schema: {
          tags: ['delivery'],
          summary:
            'Admin: who delivers what (deliveries taken and not yet delivered), searched, 10 a page; format=csv for all. Total in X-Total-Count.',
          querystring: ZSearchPageQuery,
          response: { 200: z.array(ZAdminDelivery), ...deliveryErrors },
        },
      },
      async (request, reply) =>
        sendPage(
          reply,
          request.query,
          service.assignedDeliveries(app.db, request.query),
          service.DELIVERIES_CSV,
        ),
    );

    app.post(
      '/orders/:id/unassign',
      {
        config: { access: ['admin'] },
        schema: {
          tags: ['delivery'],
          summary: 'Admin: take a stuck delivery off its rider',
          params: ZIdParams,
          response: { 200: ZOrder, ...deliveryErrors },
        },
      },
      async (request) => service.unassignDelivery(deps, await request.requireUser(), request.params.id),
    );
  };
}
