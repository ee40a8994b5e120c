import type { DeliveryChecks } from '../orders/delivery-checks-port.ts';
import {
  changeStatusWithDeliveryChecks,
  type DeliveryDeps,
  getOrderForCaller,
  listPickups,
} from './delivery.service.ts';

/** Delivery's implementation of orders' `DeliveryChecks` (app.ts hands it to `ordersRoutes`). */
export function deliveryChecksFor(deps: DeliveryDeps): DeliveryChecks {
  return {
    listPickups: (caller, q) => listPickups(deps, caller, q),
    getOrderForCaller: (caller, orderId) => getOrderForCaller(deps, caller, orderId),
    changeStatus: (caller, orderId, input) => changeStatusWithDeliveryChecks(deps, caller, orderId, input),
  };
}
