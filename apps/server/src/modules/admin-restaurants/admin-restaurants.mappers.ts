import type { TAdminRestaurant } from '@app/shared';
import { shownEmail } from '../auth/accounts.ts';
import { restaurantBasics } from '../catalogue/catalogue.mappers.ts';
import type { AdminRestaurantRow } from './admin-restaurants.repo.ts';

export function toAdminRestaurantDto(r: AdminRestaurantRow): TAdminRestaurant {
  return {
    ...restaurantBasics(r),
    commissionBps: r.commissionBps,
    razorpayAccountId: r.razorpayAccountId,
    owner:
      r.ownerId && r.ownerEmail !== null
        ? { _id: r.ownerId, username: r.ownerUsername ?? '', email: shownEmail(r.ownerEmail) }
        : null,
  };
}
