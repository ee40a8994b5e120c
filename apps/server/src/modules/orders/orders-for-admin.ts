/**
 * What orders offers the admin's order screens (modules/admin/admin-orders.*): reading an order,
 * its restaurant's owner and its public shape, and THE status move (`moveOrder`) with its event.
 * Admin never reaches into orders.repo or orders.service directly (biome.jsonc boundaries).
 */
export type { OrderRow } from '../../db/schema/index.ts';
export { findOrderById, findRestaurantForOrder } from './orders.repo.ts';
export { moveOrder, type OrderDeps, orderEventOf, toDto } from './orders.service.ts';
