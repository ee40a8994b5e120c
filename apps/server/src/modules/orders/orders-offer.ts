import { findOrderById, findRestaurantForOrder } from './orders.repo.ts';
import { changeStatus, getOrder, moveOrder, orderEventOf, toDto } from './orders.service.ts';
import type { OrdersOffer } from './orders-port.ts';

/** Orders' implementation of `OrdersOffer`: app.ts puts it in the one `OrderDeps`; no module imports it. */
export const ordersOffer: OrdersOffer = {
  findOrderById,
  findRestaurantForOrder,
  getOrder,
  changeStatus,
  moveOrder,
  toDto,
  orderEventOf,
};
