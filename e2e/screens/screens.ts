import { WORKSPACE_HOME } from '@app/shared';
import { DEMO } from '../fixtures/accounts.ts';

/**
 * The screens each role uses, for `npm run screenshots` and `bench/workspace-timings.ts`;
 * `:restaurant` and `:order` become a demo restaurant and one of the customer's orders.
 */
export type Role = 'guest' | 'customer' | 'owner' | 'rider' | 'admin';

export const SCREENS: Record<Role, string[]> = {
  guest: [
    '/',
    '/all-restaurants',
    '/view-restaurant/:restaurant',
    '/about',
    '/contact',
    '/login',
    '/signup',
    '/privacy',
    '/terms',
  ],
  customer: ['/', '/cart', '/orders', '/orders/:order', '/favorites', '/profile-info'],
  owner: [
    WORKSPACE_HOME.restaurantOwner,
    '/restaurant-orders',
    '/food-items',
    '/add-food-item',
    '/restaurant-settings',
    '/restaurant-feedback',
    '/restaurant-analytics',
    '/restaurant-reports',
    '/restaurant-customers',
    '/restaurant-helpdesk',
    '/restaurant-statements',
    '/restaurant-coupons',
  ],
  rider: [WORKSPACE_HOME.deliveryPartner, '/profile-info'],
  admin: [
    WORKSPACE_HOME.admin,
    '/view-restaurants',
    '/add-restaurant',
    '/view-users',
    '/add-users',
    '/admin/orders',
    '/admin/deliveries',
    '/admin/feedback',
    '/admin/help-desk',
    '/admin/analytics',
    '/admin/reports',
    '/admin/coupons',
    '/admin/payouts',
    '/admin/rider-cash',
    '/admin/settings',
    '/admin/audit-log',
  ],
};

export const ACCOUNTS = {
  customer: DEMO.customer,
  owner: DEMO.owner,
  rider: DEMO.rider,
  admin: DEMO.admin,
} as const;
