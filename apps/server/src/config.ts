import net from 'node:net';
import path from 'node:path';
import { DELIVERY_PARTNER_FEE_DEFAULT_RUPEES } from '@app/shared';
import { z } from 'zod';

const emptyToUndefined = (v: unknown) => (v === '' ? undefined : v);
const optionalString = z.preprocess(emptyToUndefined, z.string().optional());

/** The one place that reads process.env. Parsed once at start-up; a bad value stops the server with a list. */
const ZConfig = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATABASE_URL: z.preprocess(emptyToUndefined, z.url().optional()),
  DATA_DIR: z.string().default('./data'),
  /** PostgreSQL connections per instance; sized by measurement (decision 025). */
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  PUBLIC_URL: z.preprocess(emptyToUndefined, z.url().optional()),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Default: on outside production (the one-step demo), off in production (decision 012). */
  SEED_DEMO: z.enum(['true', 'false']).optional(),
  /** Demo accounts are public passwords: production refuses them unless this says so (decision 012). */
  ALLOW_DEMO_IN_PRODUCTION: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  WEB_DIST: optionalString,
  AUTH_SECRET: z.preprocess(
    emptyToUndefined,
    z.string().min(32, 'must be at least 32 characters').optional(),
  ),
  GOOGLE_CLIENT_ID: optionalString,
  GOOGLE_CLIENT_SECRET: optionalString,
  SMTP_URL: z.preprocess(emptyToUndefined, z.url().optional()),
  MAIL_FROM: z.string().default('Chennai Eats <no-reply@chennaieats.local>'),
  ADMIN_EMAIL: z.preprocess(emptyToUndefined, z.email().optional()),
  ADMIN_PASSWORD: z.preprocess(emptyToUndefined, z.string().min(8).max(128).optional()),
  AUTH_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(10),
  AUTH_ADDRESS_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(300),
  /**
   * How long a signed-in request may trust the signed session cookie instead of reading the
   * session from the database; also the bound on a disable or Force Logout made on another
   * instance (decision 025). At most 60; 0 reads the database on every request.
   */
  SESSION_COOKIE_CACHE_SECONDS: z.coerce.number().int().min(0).max(60).default(30),
  TRUST_PROXY: z.preprocess(emptyToUndefined, z.string().optional()),
  REDIS_URL: z.preprocess(emptyToUndefined, z.url().optional()),
  METRICS_TOKEN: z.preprocess(
    emptyToUndefined,
    z.string().min(16, 'must be at least 16 characters').optional(),
  ),
  RAZORPAY_KEY_ID: optionalString,
  RAZORPAY_KEY_SECRET: optionalString,
  RAZORPAY_WEBHOOK_SECRET: optionalString,
  RAZORPAY_API_BASE: z.url().default('https://api.razorpay.com'),
  /** How long a public read (catalogue, menus, search) may be answered from memory; 0 turns it off (decision 024). */
  PUBLIC_READ_CACHE_MS: z.coerce.number().int().min(0).max(60_000).default(2000),
  /** Memory for recently served uploaded photos and their resized widths, in MB; 0 turns it off (decision 027). */
  IMAGE_CACHE_MB: z.coerce.number().int().min(0).max(4096).default(32),
  /** What a delivery partner earns per delivery, in rupees (issue 11). */
  DELIVERY_PARTNER_FEE_RUPEES: z.coerce
    .number()
    .min(0)
    .max(10_000)
    .default(DELIVERY_PARTNER_FEE_DEFAULT_RUPEES),
  /** Folder for uploaded photos when S3_BUCKET is unset (default DATA_DIR/images); several instances must share it (decision 038). */
  IMAGE_DIR: optionalString,
  /** S3-compatible bucket for uploaded photos; set, photos go there instead of IMAGE_DIR (decision 038). */
  S3_BUCKET: optionalString,
  /** The S3-compatible service's address (MinIO, R2, ...); unset: AWS S3 of S3_REGION. */
  S3_ENDPOINT: z.preprocess(emptyToUndefined, z.url().optional()),
  /** The bucket's region (any value for services that ignore it). */
  S3_REGION: z.string().default('us-east-1'),
  /** Access key for S3_BUCKET; unset: the AWS SDK's default credential chain. */
  S3_ACCESS_KEY_ID: optionalString,
  /** Secret key paired with S3_ACCESS_KEY_ID. */
  S3_SECRET_ACCESS_KEY: optionalString,
  /** true: bucket in the path (endpoint/bucket/key), as MinIO and most self-hosted services want. */
  S3_FORCE_PATH_STYLE: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
});

export type Config = Omit<z.infer<typeof ZConfig>, 'SEED_DEMO'> & {
  /** Demo mode: the demo catalogue and the demo accounts (announced by a banner on every page). */
  SEED_DEMO: boolean;
  publicUrl: string;
  webDist: string;
  googleEnabled: boolean;
  /** Cookies are Secure whenever the public address is https (see decision 005). */
  secureCookies: boolean;
  /** No SMTP_URL: mail is kept in the database and shown at /dev/mailbox to loopback or an admin. */
  devMailboxEnabled: boolean;
  /** Production refuses sign-in to the demo accounts unless ALLOW_DEMO_IN_PRODUCTION=true. */
  demoAccountsRefused: boolean;
  /** Razorpay when both keys are set; otherwise the built-in test payment mode. */
  paymentMode: 'razorpay' | 'test';
  /** Fastify's `trustProxy`: which peers may tell us the client's address and host (decision 013). */
  trustProxy: TrustProxy;
};

/** false: trust nobody; otherwise the addresses/CIDRs of the proxies in front of us. */
export type TrustProxy = false | string[];

/** Names proxy-addr understands besides addresses and CIDRs. */
const PROXY_ADDR_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrCidr(entry: string): boolean {
  if (PROXY_ADDR_NAMES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = net.isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (family === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY unset: the socket's peer is the client, X-Forwarded-* are ignored. A comma list
 * of addresses/CIDRs (or loopback, linklocal, uniquelocal) trusts X-Forwarded-For/-Host/-Proto
 * only from those peers. `true` and hop counts are refused: with them any client could choose
 * its own address (and so its rate-limit key) or its host (and so pass the same-origin check).
 */
export function parseTrustProxy(value: string | undefined): TrustProxy | { error: string } {
  if (value === undefined || value === 'false') return false;
  const entries = value
    .split(',')
    .map((e) => e.trim())
    .filter(Boolean);
  const bad = entries.filter((e) => !isAddressOrCidr(e));
  if (value === 'true' || entries.length === 0 || bad.length > 0) {
    return {
      error: `must list the proxies' addresses or CIDRs (e.g. 127.0.0.1,10.0.0.0/8), not ${bad.join(', ') || value}`,
    };
  }
  return entries;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = ZConfig.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const c = parsed.data;
  const production = c.NODE_ENV === 'production';
  const seedDemo = c.SEED_DEMO === undefined ? !production : c.SEED_DEMO === 'true';
  if (production && seedDemo && !c.ALLOW_DEMO_IN_PRODUCTION) {
    throw new Error(
      'Invalid configuration:\n  SEED_DEMO: creates demo accounts with published passwords (admin@chennaieats.demo / Admin@12345); ' +
        'with NODE_ENV=production set SEED_DEMO=false, or ALLOW_DEMO_IN_PRODUCTION=true if this really is a public demo.',
    );
  }
  const trustProxy = parseTrustProxy(c.TRUST_PROXY);
  if (typeof trustProxy === 'object' && 'error' in trustProxy) {
    throw new Error(`Invalid configuration:\n  TRUST_PROXY: ${trustProxy.error}`);
  }
  if (Boolean(c.S3_ACCESS_KEY_ID) !== Boolean(c.S3_SECRET_ACCESS_KEY)) {
    throw new Error(
      'Invalid configuration:\n  S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: set both, or neither (the AWS default credentials).',
    );
  }
  const publicUrl = c.PUBLIC_URL ?? `http://localhost:${c.PORT}`;
  return {
    ...c,
    SEED_DEMO: seedDemo,
    publicUrl,
    googleEnabled: Boolean(c.GOOGLE_CLIENT_ID && c.GOOGLE_CLIENT_SECRET),
    secureCookies: publicUrl.startsWith('https://'),
    devMailboxEnabled: !c.SMTP_URL,
    demoAccountsRefused: production && !c.ALLOW_DEMO_IN_PRODUCTION,
    paymentMode: c.RAZORPAY_KEY_ID && c.RAZORPAY_KEY_SECRET ? 'razorpay' : 'test',
    trustProxy,
    webDist: path.resolve(c.WEB_DIST ?? new URL('../../web/dist', import.meta.url).pathname),
  };
}
