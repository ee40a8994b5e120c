import { paiseToRupees, ROLES, type TAdminRestaurant, type TAdminUser, type TRole } from '@app/shared';
import type { UserRow } from '../users/users.repo.ts';
import { isPlaceholderEmail } from './accounts.ts';
import type { AdminRestaurantRow } from './admin-restaurants.repo.ts';

const shownEmail = (email: string | null) => (email === null || isPlaceholderEmail(email) ? '' : email);

export function toAdminRestaurantDto(r: AdminRestaurantRow): TAdminRestaurant {
  return {
    _id: r.id,
    name: r.name,
    description: r.description,
    cuisine: r.cuisine,
    address: r.address,
    area: r.area,
    location: { lat: r.lat, lng: r.lng },
    images: r.images,
    openHours: r.openHours,
    minOrderAmount: paiseToRupees(r.minOrderPaise),
    deliveryFee: paiseToRupees(r.deliveryFeePaise),
    rating: Math.round(r.rating * 10) / 10,
    isActive: r.isActive,
    owner:
      r.ownerId && r.ownerEmail !== null
        ? { _id: r.ownerId, username: r.ownerUsername ?? '', email: shownEmail(r.ownerEmail) }
        : null,
    createdAt: r.createdAt.toISOString(),
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
