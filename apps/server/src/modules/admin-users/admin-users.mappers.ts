import type { TAdminUser } from '@app/shared';
import type { UserRow } from '../../db/schema/index.ts';
import { shownEmail } from '../auth/accounts.ts';

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
