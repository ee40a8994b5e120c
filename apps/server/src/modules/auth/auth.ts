import { randomUUID } from 'node:crypto';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, roleOf, type TRole } from '@app/shared';
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { admin, username } from 'better-auth/plugins';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { account, session, user, verification } from '../../db/schema/index.ts';
import type { Mailer } from '../mail/mailer.ts';
import { sessionRevocations } from './session-revocations.ts';

const RESET_LINK_TTL_SECONDS = 60 * 60;

export type SessionUser = { id: string; email: string; name: string; role: TRole };

/** Where better-auth's own failures go: our logger (redacted) and the database availability check. */
export type AuthObserver = {
  onError(err: unknown): void;
  log(level: 'debug' | 'info' | 'warn' | 'error', message: string, args: unknown[]): void;
};

/**
 * better-auth: email + password (scrypt, a memory-hard hash), reset by email, Google when
 * configured, sessions in our database, the admin plugin for roles and disabling accounts, the
 * username plugin for owners' usernames (`POST /api/auth/sign-in/username`).
 */
export function createAuth(
  config: Config,
  db: Db,
  mailer: Mailer,
  { secret, observer }: { secret: string; observer?: AuthObserver },
) {
  return betterAuth({
    appName: 'Chennai Eats',
    baseURL: config.publicUrl,
    basePath: '/api/auth',
    secret,
    trustedOrigins: trustedOrigins(config),
    database: drizzleAdapter(db, { provider: 'pg', schema: { user, session, account, verification } }),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
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
    plugins: [
      admin({ defaultRole: 'customer', adminRoles: ['admin'] }),
      // Owners created with their restaurant sign in with a username (product decisions); stored
      // lower-cased, so unique whatever the case (drizzle/0010's index on lower(username)).
      username({ minUsernameLength: 3, maxUsernameLength: 30 }),
    ],
    session: {
      expiresIn: 60 * 60 * 24 * 14,
      updateAge: 60 * 60 * 24,
      // A signed copy of the session in a cookie answers most requests without a database read;
      // an ended session stays usable elsewhere at most this long (decision 025).
      cookieCache: {
        enabled: config.SESSION_COOKIE_CACHE_SECONDS > 0,
        maxAge: Math.max(config.SESSION_COOKIE_CACHE_SECONDS, 1),
      },
    },
    databaseHooks: {
      // Every session better-auth ends (sign out, Force Logout, password reset, its admin
      // endpoints): this instance stops trusting that user's cached cookies at once.
      session: { delete: { after: async (s) => sessionRevocations(db).mark(s.userId) } },
    },
    // Our own limiter (@fastify/rate-limit) guards sign-in, sign-up and reset with one message.
    rateLimit: { enabled: false },
    telemetry: { enabled: false },
    ...(observer
      ? {
          onAPIError: { onError: (err: unknown) => observer.onError(err) },
          logger: { log: (level, message, ...args) => observer.log(level, message, args) },
        }
      : {}),
    advanced: {
      // better-auth skips its origin check when NODE_ENV is test; we want the same check everywhere.
      disableOriginCheck: false,
      useSecureCookies: config.secureCookies,
      defaultCookieAttributes: { sameSite: 'lax', httpOnly: true, secure: config.secureCookies },
      database: { generateId: () => randomUUID() },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;

/**
 * The addresses sign-in and sign-up accept requests from. With PUBLIC_URL set, that one. Without
 * it the server is reached on this machine: as localhost or as 127.0.0.1 (or [::1]) alike. The
 * development server (Vite, port 5173) too in development.
 */
export function trustedOrigins(config: Config): string[] {
  const loopback = (port: number | string) => [
    `http://localhost:${port}`,
    `http://127.0.0.1:${port}`,
    `http://[::1]:${port}`,
  ];
  const origins = config.PUBLIC_URL ? [config.publicUrl] : loopback(config.PORT);
  if (config.NODE_ENV === 'development') origins.push(...loopback(5173));
  return origins;
}

export function toSessionUser(u: {
  id: string;
  email: string;
  name: string;
  role?: string | null;
}): SessionUser {
  return { id: u.id, email: u.email, name: u.name, role: roleOf(u.role) };
}
