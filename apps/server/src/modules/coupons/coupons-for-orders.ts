import { priceCoupon } from './coupons.service.ts';
import type { CouponsForOrders } from './coupons-port.ts';

/** Coupons' implementation of what orders asks (coupons-port.ts); app.ts wires it into OrderDeps. */
export const couponsForOrders: CouponsForOrders = { priceCoupon };
