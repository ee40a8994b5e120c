/**
 * What delivery offers the orders routes: three of orders' URLs carry delivery's checks (the
 * offered pickups list of GET /api/orders?scope=delivery, the rider's redacted view of an order, the
 * doorstep code before Delivered). Orders never reaches into delivery.service directly (biome.jsonc).
 */
export {
  changeStatusWithDeliveryChecks,
  type DeliveryDeps,
  getOrderForCaller,
  listPickups,
} from './delivery.service.ts';
