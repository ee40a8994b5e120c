import type { TRole } from '../constants.ts';

/**
 * Each workspace's home page, by the role that works there: the web app's routes and layouts, the
 * user menu, the profile page and where a sign-in lands read these.
 */
export const WORKSPACE_HOME = {
  admin: '/admin',
  restaurantOwner: '/restaurant-admin',
  deliveryPartner: '/delivery',
} as const satisfies Partial<Record<TRole, string>>;
