import { rupeesToPaise, ZErrorBody } from '@app/shared';
import type { FastifyInstance } from 'fastify';
import type { OrderDeps } from '../orders/orders-port.ts';
import type { DeliveryDeps } from './delivery.service.ts';

/** The error answers the delivery and dispatch routes document (one error body, app-error.ts). */
export const deliveryErrors = {
  400: ZErrorBody,
  401: ZErrorBody,
  403: ZErrorBody,
  404: ZErrorBody,
  409: ZErrorBody,
  422: ZErrorBody,
};

/** What the delivery and dispatch services need: the orders' deps, the rider's fee, the dispatch mode. */
export function deliveryDeps(app: FastifyInstance, orderDeps: OrderDeps): DeliveryDeps {
  return {
    ...orderDeps,
    partnerFeePaise: rupeesToPaise(app.config.DELIVERY_PARTNER_FEE_RUPEES),
    dispatchMode: app.config.DISPATCH_MODE,
    positions: app.courierPositions,
  };
}
