import type { TMe, TUser } from '@app/shared';
import type { UserRow } from './users.repo.ts';

export function toMeDto(u: UserRow): TMe {
  return {
    id: u.id,
    name: u.name,
    email: u.email,
    role: u.role,
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
    role: u.role,
    profileImage: u.image,
    createdAt: u.createdAt.toISOString(),
  };
}
