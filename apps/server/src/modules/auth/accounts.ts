import { randomUUID } from 'node:crypto';
import type { TRole } from '@app/shared';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { account, user } from '../../db/schema/index.ts';

/**
 * Owners created with a username have no email of their own, but better-auth needs one per user:
 * they get `<username>@owner.invalid` (the reserved `.invalid` domain, never delivered), which the
 * admin screens show as absent (decision 016).
 */
export const PLACEHOLDER_EMAIL_DOMAIN = 'owner.invalid';
export const placeholderEmail = (username: string) => `${username.toLowerCase()}@${PLACEHOLDER_EMAIL_DOMAIN}`;
export const isPlaceholderEmail = (email: string) => email.endsWith(`@${PLACEHOLDER_EMAIL_DOMAIN}`);
/** The email an admin screen shows: none for a placeholder. */
export const shownEmail = (email: string | null) =>
  email === null || isPlaceholderEmail(email) ? '' : email;

export type NewAccount = {
  name: string;
  email: string;
  /** Already hashed by better-auth's password hasher (`hashPassword` below). */
  passwordHash: string;
  role: TRole;
  username?: string;
  phone?: string;
  image?: string;
};

/**
 * One account as better-auth's sign-up would make it (a user row and a credential account holding
 * the hash), inside the caller's transaction, so that it is created together with whatever comes
 * with it (an owner's restaurant) or not at all.
 */
export async function insertAccount(tx: Db, a: NewAccount): Promise<string> {
  const id = randomUUID();
  const now = new Date();
  await tx.insert(user).values({
    id,
    name: a.name,
    email: a.email.toLowerCase(),
    emailVerified: false,
    role: a.role,
    username: a.username?.toLowerCase() ?? null,
    displayUsername: a.username ?? null,
    phone: a.phone ?? '',
    image: a.image ?? null,
    // Created by an admin: nothing left for the person to complete before using their workspace.
    profileCompleted: true,
    createdAt: now,
    updatedAt: now,
  });
  await tx.insert(account).values({
    id: randomUUID(),
    accountId: id,
    providerId: 'credential',
    userId: id,
    password: a.passwordHash,
    createdAt: now,
    updatedAt: now,
  });
  return id;
}

export async function usernameTaken(db: Db, username: string): Promise<boolean> {
  const rows = await db
    .select({ id: user.id })
    .from(user)
    .where(sql`lower(${user.username}) = ${username.toLowerCase()}`)
    .limit(1);
  return rows.length > 0;
}

export async function emailTaken(db: Db, email: string): Promise<boolean> {
  const rows = await db
    .select({ id: user.id })
    .from(user)
    .where(sql`${user.email} = ${email.toLowerCase()}`)
    .limit(1);
  return rows.length > 0;
}

/** A unique index refused the row (a concurrent request won the name): PostgreSQL's 23505. */
export function isUniqueViolation(err: unknown): boolean {
  for (let e: unknown = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}
