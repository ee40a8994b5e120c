import {
  AUTH_MESSAGES,
  type TMe,
  type TPageQuery,
  type TUser,
  ZProfileInput,
  ZStaffProfileInput,
} from '@app/shared';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { parseBody } from '../../lib/parse-body.ts';
import type { SessionUser } from '../auth/auth.ts';
import { toMeDto, toUserDto } from './users.mappers.ts';
import * as repo from './users.repo.ts';

export async function getMe(db: Db, caller: SessionUser | null): Promise<TMe | null> {
  if (!caller) return null;
  const row = await repo.findUserById(db, caller.id);
  return row ? toMeDto(row) : null;
}

/**
 * POST /api/add-user: the signed-in user's own profile; the email and role never come from the body.
 * A customer gives addresses and favourite foods; anyone else only name, phone and avatar.
 */
export async function completeProfile(db: Db, caller: SessionUser, body: unknown): Promise<TMe> {
  let row: Awaited<ReturnType<typeof repo.saveProfile>>;
  if (caller.role === 'customer') {
    const input = parseBody(ZProfileInput, body);
    row = await repo.saveProfile(db, caller.id, {
      name: input.name,
      phone: input.phone,
      image: input.profileImage,
      addresses: input.addresses,
      favoriteFoods: {
        desserts: clean(input.favorites.desserts),
        fastFood: clean(input.favorites.fastFood),
        mainCourse: clean(input.favorites.mainCourse),
      },
    });
  } else {
    const input = parseBody(ZStaffProfileInput, body);
    row = await repo.saveProfile(db, caller.id, {
      name: input.name,
      phone: input.phone,
      image: input.profileImage,
    });
  }
  if (!row) throw new AppError('UNAUTHORIZED', AUTH_MESSAGES.signInRequired);
  return toMeDto(row);
}

const clean = (list: string[]) => [...new Set(list.map((s) => s.trim()).filter(Boolean))];

/** users/get-user-type: only for the caller's own email; admins may ask about anyone. */
export async function getUserType(db: Db, caller: SessionUser, email: string) {
  const isSelf = caller.email.toLowerCase() === email.toLowerCase();
  if (!isSelf && caller.role !== 'admin') throw new AppError('FORBIDDEN', AUTH_MESSAGES.notAllowed);
  const row = await repo.findUserByEmail(db, email);
  if (!row) throw new AppError('NOT_FOUND', 'User not found');
  const dto = toUserDto(row);
  return { userRole: dto.role, name: dto.name };
}

/** users/{id}: self or admin. */
export async function getUser(db: Db, caller: SessionUser, id: string): Promise<TUser> {
  if (caller.id !== id && caller.role !== 'admin') throw new AppError('FORBIDDEN', AUTH_MESSAGES.notAllowed);
  const row = await repo.findUserById(db, id);
  if (!row) throw new AppError('NOT_FOUND', 'User not found');
  return toUserDto(row);
}

export async function listUsers(db: Db, q: TPageQuery): Promise<{ items: TUser[]; total: number }> {
  const { rows, total } = await repo.findUsersPage(db, { limit: q.limit, offset: (q.page - 1) * q.limit });
  return { items: rows.map(toUserDto), total };
}
