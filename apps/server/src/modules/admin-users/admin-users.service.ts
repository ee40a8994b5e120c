import {
  ADMIN_MESSAGES,
  ADMIN_USER_ORDERS_LIMIT,
  paiseToRupees,
  type TAdminUser,
  type TAdminUserOrder,
  type ZAdminAddUserInput,
  type ZAdminUserUpdate,
} from '@app/shared';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import type { UserRow } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import type { CsvExport, ListSource } from '../../lib/paging.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { emailTaken, insertAccount, isUniqueViolation } from '../auth/accounts.ts';
import type { Auth, SessionUser } from '../auth/auth.ts';
import { sessionRevocations } from '../auth/session-revocations.ts';
import { toAdminUserDto } from './admin-users.mappers.ts';
import * as repo from './admin-users.repo.ts';

/** What the audit trail keeps of a user: never the password hash, never sessions. */
const auditView = (u: UserRow) => ({
  name: u.name,
  email: u.email,
  phone: u.phone,
  role: u.role,
  disabled: u.banned,
});

/**
 * POST /api/add-user by an admin: a new account of any role, its password hashed by better-auth's
 * hasher like every password. Answers in text (the spec's client reads text).
 */
export async function createUser(
  db: Db,
  auth: Auth,
  caller: SessionUser,
  input: z.output<typeof ZAdminAddUserInput>,
): Promise<string> {
  if (await emailTaken(db, input.email)) throw new AppError('CONFLICT', ADMIN_MESSAGES.emailTaken);
  const passwordHash = await (await auth.$context).password.hash(input.passwordHash);
  try {
    await db.transaction(async (tx) => {
      const id = await insertAccount(tx, {
        name: input.name,
        email: input.email,
        passwordHash,
        role: input.role,
        phone: input.phone,
        image: input.profileImage,
      });
      await recordAudit(tx, caller, {
        action: 'user.create',
        targetType: 'user',
        targetId: id,
        after: { name: input.name, email: input.email, phone: input.phone, role: input.role },
      });
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw new AppError('CONFLICT', ADMIN_MESSAGES.emailTaken);
    throw err;
  }
  return ADMIN_MESSAGES.userCreated(input.name, input.role);
}

/** True when `id` is an active admin and no other active admin exists. */
const isLastActiveAdmin = (activeAdmins: string[], id: string) =>
  activeAdmins.includes(id) && activeAdmins.length === 1;

/**
 * Edit name, phone and role. An admin cannot change their own role, and the last admin who can
 * sign in stays an admin.
 */
export async function updateUser(
  db: Db,
  caller: SessionUser,
  id: string,
  input: z.output<typeof ZAdminUserUpdate>,
): Promise<TAdminUser> {
  let endedSessions = false;
  const updated = await db.transaction(async (tx) => {
    const activeAdmins = await repo.lockActiveAdminIds(tx);
    const before = await repo.lockUser(tx, id);
    if (!before) throw new AppError('NOT_FOUND', ADMIN_MESSAGES.userNotFound);
    const demotesAdmin = before.role === 'admin' && input.role !== 'admin';
    if (demotesAdmin && id === caller.id) throw new AppError('CONFLICT', ADMIN_MESSAGES.cannotDemoteSelf);
    if (demotesAdmin && isLastActiveAdmin(activeAdmins, id))
      throw new AppError('CONFLICT', ADMIN_MESSAGES.lastAdmin);
    const after = await repo.updateUser(tx, id, { name: input.name, phone: input.phone, role: input.role });
    if (!after) throw new AppError('NOT_FOUND', ADMIN_MESSAGES.userNotFound);
    // A new role takes effect at once: the old sessions carried the old one (and their cached
    // cookies on this instance are no longer trusted; elsewhere within the cache's life).
    if (before.role !== after.role) {
      await repo.deleteSessions(tx, id);
      endedSessions = true;
    }
    await recordAudit(tx, caller, {
      action: 'user.update',
      targetType: 'user',
      targetId: id,
      before: auditView(before),
      after: auditView(after),
    });
    return toAdminUserDto(after);
  });
  // After the commit: this instance stops trusting the user's cached session cookies at once.
  if (endedSessions) sessionRevocations(db).mark(id);
  return updated;
}

/**
 * Disable / enable with better-auth's ban mechanics (`banned`: sign-in refused with 'Your account
 * has been disabled. Contact support.'); disabling also ends every session at once.
 */
export async function setUserDisabled(
  db: Db,
  caller: SessionUser,
  id: string,
  disabled: boolean,
): Promise<TAdminUser> {
  let endedSessions = false;
  const updated = await db.transaction(async (tx) => {
    const activeAdmins = await repo.lockActiveAdminIds(tx);
    const before = await repo.lockUser(tx, id);
    if (!before) throw new AppError('NOT_FOUND', ADMIN_MESSAGES.userNotFound);
    if (disabled && id === caller.id) throw new AppError('CONFLICT', ADMIN_MESSAGES.cannotDisableSelf);
    if (disabled && isLastActiveAdmin(activeAdmins, id))
      throw new AppError('CONFLICT', ADMIN_MESSAGES.lastAdmin);
    if (before.banned === disabled) return toAdminUserDto(before);
    const after = await repo.updateUser(tx, id, {
      banned: disabled,
      banReason: disabled ? `Disabled by ${caller.email}` : null,
      banExpires: null,
    });
    if (!after) throw new AppError('NOT_FOUND', ADMIN_MESSAGES.userNotFound);
    if (disabled) {
      await repo.deleteSessions(tx, id);
      endedSessions = true;
    }
    await recordAudit(tx, caller, {
      action: disabled ? 'user.disable' : 'user.enable',
      targetType: 'user',
      targetId: id,
      before: auditView(before),
      after: auditView(after),
    });
    return toAdminUserDto(after);
  });
  // After the commit: this instance stops trusting the user's cached session cookies at once.
  if (endedSessions) sessionRevocations(db).mark(id);
  return updated;
}

/** View Users: the list's rows and count, and the CSV's columns. */
export function userListSource(db: Db, filter: repo.AdminUserFilter): ListSource<TAdminUser> {
  return {
    rows: async (limit, offset) => (await repo.findUsers(db, filter, limit, offset)).map(toAdminUserDto),
    count: () => repo.countUsers(db, filter),
  };
}

export const USERS_CSV: CsvExport<TAdminUser> = {
  fileName: 'users-export.csv',
  columns: [
    { header: 'Name', value: (u) => u.name },
    { header: 'Email', value: (u) => u.email },
    { header: 'Phone', value: (u) => u.phone },
    { header: 'Role', value: (u) => u.role },
    { header: 'Username', value: (u) => u.username },
    { header: 'Status', value: (u) => (u.disabled ? 'Disabled' : 'Active') },
    { header: 'Created At', value: (u) => u.createdAt },
    { header: 'ID', value: (u) => u._id },
  ],
};

/** View Users' View: the user's latest orders, newest first. */
export async function getUserOrders(db: Db, userId: string): Promise<TAdminUserOrder[]> {
  const rows = await repo.ordersOfUser(db, userId, ADMIN_USER_ORDERS_LIMIT);
  return rows.map((o) => ({
    _id: o.id,
    restaurantName: o.restaurantName,
    total: paiseToRupees(o.totalPaise),
    status: o.status,
    createdAt: o.createdAt.toISOString(),
  }));
}
