import { ROLES, type TMe, type TRole, type TUser } from '@app/shared';
import type { UserRow } from './users.repo.ts';

const roleOf = (role: string): TRole =>
  (ROLES as readonly string[]).includes(role) ? (role as TRole) : 'customer';

export function toMeDto(u: UserRow): TMe {
  return {
    id: u.id,
    name: u.name,
    email: u.email,
    role: roleOf(u.role),
    phone: u.phone,
    profileImage: u.image,
    addresses: u.addresses,
    favorites: u.favoriteFoods,
    profileCompleted: u.profileCompleted,
  };
}

export function toUserDto(u: UserRow): TUser {
  return {
    _id: u.id,
    name: u.name,
    email: u.email,
    phone: u.phone,
    role: roleOf(u.role),
    profileImage: u.image,
    createdAt: u.createdAt.toISOString(),
  };
}
