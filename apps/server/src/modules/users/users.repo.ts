import type { TRole } from '@app/shared';
import { asc, count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { type TAddress, type TFavoriteFoods, type UserRow, user } from '../../db/schema/index.ts';

export type { UserRow };

export async function findUserById(db: Db, id: string): Promise<UserRow | undefined> {
  const rows = await db.select().from(user).where(eq(user.id, id)).limit(1);
  return rows[0];
}

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const rows = await db.select().from(user).where(eq(user.email, email.toLowerCase())).limit(1);
  return rows[0];
}

export async function findUsersPage(
  db: Db,
  page: { limit: number; offset: number },
): Promise<{ rows: UserRow[]; total: number }> {
  const [rows, totals] = await Promise.all([
    db.select().from(user).orderBy(asc(user.createdAt), asc(user.id)).limit(page.limit).offset(page.offset),
    db.select({ total: count() }).from(user),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
}

export async function saveProfile(
  db: Db,
  id: string,
  profile: {
    name: string;
    phone: string;
    image: string;
    addresses?: TAddress[];
    favoriteFoods?: TFavoriteFoods;
  },
): Promise<UserRow | undefined> {
  const rows = await db
    .update(user)
    .set({ ...profile, profileCompleted: true, updatedAt: new Date() })
    .where(eq(user.id, id))
    .returning();
  return rows[0];
}

export async function setRole(db: Db, id: string, role: TRole): Promise<void> {
  await db.update(user).set({ role, updatedAt: new Date() }).where(eq(user.id, id));
}
