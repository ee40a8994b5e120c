/**
 * What orders offers the delivery module (as `orders-for-payments.ts` does payments): reading an
 * order and its restaurant's owner, and the one status move and read every caller goes through.
 * Delivery never reaches into orders.repo or orders.service directly (biome.jsonc boundaries).
 */
export type { OrderRow } from '../../db/schema/index.ts';
export { findOrderById, findRestaurantForOrder } from './orders.repo.ts';
export { changeStatus, getOrder, type OrderDeps } from './orders.service.ts';
