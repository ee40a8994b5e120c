import type { TAdminRestaurant, TAdminUser } from '@app/shared';
import type { UserRow } from '../../db/schema/index.ts';
import { restaurantBasics } from '../catalogue/catalogue.mappers.ts';
import { isPlaceholderEmail } from './accounts.ts';
import type { AdminRestaurantRow } from './admin-restaurants.repo.ts';

const shownEmail = (email: string | null) => (email === null || isPlaceholderEmail(email) ? '' : email);

export function toAdminRestaurantDto(r: AdminRestaurantRow): TAdminRestaurant {
  return {
    ...restaurantBasics(r),
    owner:
      r.ownerId && r.ownerEmail !== null
        ? { _id: r.ownerId, username: r.ownerUsername ?? '', email: shownEmail(r.ownerEmail) }
        : null,
  };
}

export function toAdminUserDto(u: UserRow): TAdminUser {
  return {
    _id: u.id,
    name: u.name,
    email: shownEmail(u.email),
    phone: u.phone,
    role: u.role,
    profileImage: u.image,
    createdAt: u.createdAt.toISOString(),
    username: u.username ?? '',
    disabled: u.banned,
  };
}
