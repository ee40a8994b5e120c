import { ROLES, type TAdminRestaurant, type TAdminUser, type TRole } from '@app/shared';
import { restaurantBasics } from '../catalogue/catalogue.mappers.ts';
import type { UserRow } from '../users/users.repo.ts';
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

const roleOf = (role: string): TRole =>
  (ROLES as readonly string[]).includes(role) ? (role as TRole) : 'customer';

export function toAdminUserDto(u: UserRow): TAdminUser {
  return {
    _id: u.id,
    name: u.name,
    email: shownEmail(u.email),
    phone: u.phone,
    role: roleOf(u.role),
    profileImage: u.image,
    createdAt: u.createdAt.toISOString(),
    username: u.username ?? '',
    disabled: u.banned,
  };
}
