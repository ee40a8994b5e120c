import { randomUUID } from 'node:crypto';
import { ROLES, type TRole } from '@app/shared';
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { admin } from 'better-auth/plugins';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { account, session, user, verification } from '../../db/schema/index.ts';
import type { Mailer } from '../mail/mailer.ts';
import { resolveAuthSecret } from './auth-secret.ts';

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
const RESET_LINK_TTL_SECONDS = 60 * 60;

export type SessionUser = { id: string; email: string; name: string; role: TRole };

/**
 * better-auth: email + password (scrypt, a memory-hard hash), reset by email, Google when
 * configured, sessions in our database, the admin plugin for roles and disabling accounts.
 */
export function createAuth(config: Config, db: Db, mailer: Mailer) {
  return betterAuth({
    appName: 'Chennai Eats',
    baseURL: config.publicUrl,
    basePath: '/api/auth',
    secret: resolveAuthSecret(config),
    trustedOrigins:
      config.NODE_ENV === 'development' ? [config.publicUrl, 'http://localhost:5173'] : [config.publicUrl],
    database: drizzleAdapter(db, { provider: 'pg', schema: { user, session, account, verification } }),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: PASSWORD_MIN,
      maxPasswordLength: PASSWORD_MAX,
      resetPasswordTokenExpiresIn: RESET_LINK_TTL_SECONDS,
      revokeSessionsOnPasswordReset: true,
      async sendResetPassword({ user: u, url }) {
        await mailer.send({
          to: u.email,
          subject: 'Reset your Chennai Eats password',
          text: `Hello ${u.name},\n\nOpen this link within 1 hour to choose a new password:\n${url}\n\nIf you did not ask for this, ignore this email; your password stays as it is.`,
        });
      },
    },
    socialProviders: config.googleEnabled
      ? {
          google: {
            clientId: config.GOOGLE_CLIENT_ID ?? '',
            clientSecret: config.GOOGLE_CLIENT_SECRET ?? '',
          },
        }
      : {},
    plugins: [admin({ defaultRole: 'customer', adminRoles: ['admin'] })],
    session: { expiresIn: 60 * 60 * 24 * 14, updateAge: 60 * 60 * 24 },
    // Our own limiter (@fastify/rate-limit) guards sign-in, sign-up and reset with one message.
    rateLimit: { enabled: false },
    telemetry: { enabled: false },
    advanced: {
      useSecureCookies: config.secureCookies,
      defaultCookieAttributes: { sameSite: 'lax', httpOnly: true, secure: config.secureCookies },
      database: { generateId: () => randomUUID() },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;

export function toSessionUser(u: {
  id: string;
  email: string;
  name: string;
  role?: string | null;
}): SessionUser {
  const role = (ROLES as readonly string[]).includes(u.role ?? '') ? (u.role as TRole) : 'customer';
  return { id: u.id, email: u.email, name: u.name, role };
}
