import net from 'node:net';
import path from 'node:path';
import {
  DELIVERY_PARTNER_FEE_DEFAULT_RUPEES,
  DISPATCH_MODES,
  isGstin,
  type TStagingAllowance,
} from '@app/shared';
import { z } from 'zod';
import { SERVER_ROOT } from './lib/server-root.ts';

const OSM_TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
const OSM_ATTRIBUTION =
  '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors';

const emptyToUndefined = (v: unknown) => (v === '' ? undefined : v);
const optionalString = z.preprocess(emptyToUndefined, z.string().optional());
/** `true` or `false`, default false. */
const flag = () =>
  z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true');

/**
 * What the README's configuration table says of a variable: `description` and how its default
 * reads to a person. The table is generated from this (`npm run docs:config`) and a test fails
 * when the README differs, so the two cannot drift.
 */
export type ConfigDoc = { description: string; default: string };
const doc = (d: ConfigDoc) => d;

/** The one place that reads process.env. Parsed once at start-up; a bad value stops the server with a list. */
export const ZConfig = z.object({
  PORT: z.coerce
    .number()
    .int()
    .min(0)
    .max(65535)
    .default(3000)
    .meta(doc({ default: '`3000`', description: 'HTTP port' })),
  HOST: z
    .string()
    .default('0.0.0.0')
    .meta(doc({ default: '`0.0.0.0`', description: 'interface to listen on' })),
  NODE_ENV: z
    .enum(['development', 'production', 'test'])
    .default('development')
    .meta(
      doc({
        default: '`development` (the demo)',
        description:
          '`production`, `development` or `test`; deployments set `production`, which refuses to start without the settings marked *production* (decision 039)',
      }),
    ),
  PUBLIC_URL: z.preprocess(emptyToUndefined, z.url().optional()).meta(
    doc({
      default: '`http://localhost:$PORT`',
      description:
        'the address people reach the app at (links in emails, the sign-in origin, `Secure` cookies when https). *Production*: must be https',
    }),
  ),
  DATABASE_URL: z
    .preprocess(emptyToUndefined, z.url().optional())
    .meta(doc({ default: 'unset', description: 'PostgreSQL connection string; unset = embedded PGlite' })),
  DATA_DIR: z
    .string()
    .default('./data')
    .meta(
      doc({
        default: '`./data`',
        description: 'where PGlite keeps its files (one server process per directory)',
      }),
    ),
  /** PostgreSQL connections per instance; sized by measurement (decision 025). */
  DATABASE_POOL_SIZE: z.coerce
    .number()
    .int()
    .min(1)
    .max(200)
    .default(10)
    .meta(
      doc({
        default: '`10`',
        description:
          'PostgreSQL connections per instance; 5, 10 and 20 measured alike, 10 kept as a margin (decision 025)',
      }),
    ),
  LOG_LEVEL: z
    .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
    .default('info')
    .meta(
      doc({
        default: '`info`',
        description:
          'pino level, or `silent`; health probes (`/healthz`, `/readyz`) log only what is `warn` or worse',
      }),
    ),
  /** Default: on outside production (the one-step demo), off in production (decision 012). */
  SEED_DEMO: z
    .enum(['true', 'false'])
    .optional()
    .meta(
      doc({
        default: '`true`; `false` in production',
        description: 'demo catalogue (into an empty database) and demo accounts',
      }),
    ),
  /** Demo accounts are public passwords: production refuses them unless this says so (decision 012). */
  ALLOW_DEMO_IN_PRODUCTION: flag().meta(
    doc({
      default: '`false`',
      description: 'allow `SEED_DEMO=true` and demo sign-ins with `NODE_ENV=production`',
    }),
  ),
  ALLOW_TEST_PAYMENTS_IN_PRODUCTION: flag().meta(
    doc({
      default: '`false`',
      description:
        'staging only: run production without Razorpay, in test payment mode; logged at start and announced on every page',
    }),
  ),
  ALLOW_DEV_MAILBOX_IN_PRODUCTION: flag().meta(
    doc({
      default: '`false`',
      description:
        'staging only: run production without `SMTP_URL` (emails wait in the admin mailbox); logged and announced',
    }),
  ),
  ALLOW_HTTP_IN_PRODUCTION: flag().meta(
    doc({
      default: '`false`',
      description: 'staging only: a `PUBLIC_URL` that is not https; logged and announced',
    }),
  ),
  WEB_DIST: optionalString.meta(
    doc({ default: '`apps/web/dist`', description: 'the built web app to serve' }),
  ),
  AUTH_SECRET: z
    .preprocess(emptyToUndefined, z.string().min(32, 'must be at least 32 characters').optional())
    .meta(
      doc({
        default: 'unset (a key kept in the database)',
        description:
          'signs sessions and test payments; the same on every instance (`openssl rand -base64 48`). *Production*: required, so the key is not in the database and its dumps',
      }),
    ),
  GOOGLE_CLIENT_ID: optionalString.meta(
    doc({
      default: 'unset',
      description:
        'with `GOOGLE_CLIENT_SECRET`: "Sign in with Google" (redirect URI `$PUBLIC_URL/api/auth/callback/google`)',
    }),
  ),
  GOOGLE_CLIENT_SECRET: optionalString.meta(
    doc({ default: 'unset', description: "Google OAuth client's secret" }),
  ),
  SMTP_URL: z.preprocess(emptyToUndefined, z.url().optional()).meta(
    doc({
      default: 'unset',
      description:
        'mail server (`smtp://user:pass@host:587`); unset = the mailbox at `/dev/mailbox` (this machine or an admin). *Production*: required',
    }),
  ),
  MAIL_FROM: z
    .string()
    .default('Chennai Eats <no-reply@chennaieats.local>')
    .meta(
      doc({
        default: '`Chennai Eats <no-reply@chennaieats.local>`',
        description: 'the From of every email (a domain your SMTP server may send for)',
      }),
    ),
  ADMIN_EMAIL: z.preprocess(emptyToUndefined, z.email().optional()).meta(
    doc({
      default: 'unset',
      description: 'with `ADMIN_PASSWORD`: the first admin, created once (its profile is never overwritten)',
    }),
  ),
  ADMIN_PASSWORD: z
    .preprocess(emptyToUndefined, z.string().min(8).max(128).optional())
    .meta(doc({ default: 'unset', description: "the first admin's password (8-128 characters)" })),
  AUTH_RATE_LIMIT_PER_MINUTE: z.coerce
    .number()
    .int()
    .min(1)
    .default(10)
    .meta(
      doc({
        default: '`10`',
        description: 'sign-in, sign-up and reset attempts a minute for one account from one address',
      }),
    ),
  AUTH_ADDRESS_RATE_LIMIT_PER_MINUTE: z.coerce
    .number()
    .int()
    .min(1)
    .default(300)
    .meta(
      doc({
        default: '`300`',
        description:
          'the same endpoints a minute from one address across accounts (carrier-grade NAT puts many customers behind one address)',
      }),
    ),
  /**
   * How long a signed-in request may trust the signed session cookie instead of reading the
   * session from the database; also the bound on a disable or Force Logout made on another
   * instance (decision 025). At most 60; 0 reads the database on every request.
   */
  SESSION_COOKIE_CACHE_SECONDS: z.coerce
    .number()
    .int()
    .min(0)
    .max(60)
    .default(30)
    .meta(
      doc({
        default: '`30`',
        description:
          'how long a request may trust the signed session cookie without reading the session (at most `60`; `0` = read every time). A disable, role change or Force Logout applies at once on the instance that made it, within this many seconds on the others (decision 025)',
      }),
    ),
  TRUST_PROXY: z.preprocess(emptyToUndefined, z.string().optional()).meta(
    doc({
      default: 'unset (trust no proxy)',
      description:
        'addresses/CIDRs of the proxies in front (e.g. `127.0.0.1` for nginx on the same machine); only they may set `X-Forwarded-For/-Host/-Proto`. `true` and hop counts are refused (decision 013)',
    }),
  ),
  REDIS_URL: z.preprocess(emptyToUndefined, z.url().optional()).meta(
    doc({
      default: 'unset',
      description:
        'keep rate-limit counters in Redis (`redis://127.0.0.1:6379`); unset = in the database, shared by every instance on it',
    }),
  ),
  POSITIONS_VIA: z
    .enum(['postgres', 'redis'])
    .default('postgres')
    .meta(
      doc({
        default: '`postgres`',
        description:
          "how riders' live positions reach every instance: `postgres` (NOTIFY, batched every 20 ms; no other server) or `redis` (pub/sub on `REDIS_URL`, which it requires); decision 056",
      }),
    ),
  METRICS_TOKEN: z
    .preprocess(emptyToUndefined, z.string().min(16, 'must be at least 16 characters').optional())
    .meta(
      doc({
        default: 'unset (no `/metrics`)',
        description:
          'bearer token (16+ characters) for `GET /metrics` (Prometheus format); unset = 404 (decision 014)',
      }),
    ),
  PLATFORM_GSTIN: z
    .preprocess(
      emptyToUndefined,
      z
        .string()
        .trim()
        .toUpperCase()
        .refine(isGstin, 'must be a GSTIN (15 characters, its check character right)')
        .optional(),
    )
    .meta(
      doc({
        default: 'unset (invoices say "not configured")',
        description:
          "the platform's GSTIN, printed on every tax invoice as the operator collecting GST under section 9(5) (decision 045)",
      }),
    ),
  RAZORPAY_KEY_ID: optionalString.meta(
    doc({
      default: 'unset',
      description:
        'with `RAZORPAY_KEY_SECRET`: Razorpay checkout (INR); both unset = test payment mode. *Production*: required',
    }),
  ),
  RAZORPAY_KEY_SECRET: optionalString.meta(
    doc({ default: 'unset', description: "Razorpay's key secret. *Production*: required" }),
  ),
  RAZORPAY_WEBHOOK_SECRET: optionalString.meta(
    doc({
      default: 'unset',
      description:
        'verifies `POST /api/payments/razorpay/webhook` (Razorpay Dashboard, Webhooks). *Production*: required with Razorpay',
    }),
  ),
  RAZORPAY_API_BASE: z
    .url()
    .default('https://api.razorpay.com')
    .meta(
      doc({
        default: '`https://api.razorpay.com`',
        description: "Razorpay's REST API (tests point it at a fake on loopback)",
      }),
    ),
  /** How long a public read (catalogue, menus, search) may be answered from memory; 0 turns it off (decision 024). */
  PUBLIC_READ_CACHE_MS: z.coerce
    .number()
    .int()
    .min(0)
    .max(60_000)
    .default(2000)
    .meta(
      doc({
        default: '`2000`',
        description:
          "how long a public read (restaurants, menus, dishes, search) is answered from memory, with its ETag and encodings; a manager's change empties it at once on its instance (decision 024); `0` = off",
      }),
    ),
  /** Memory for recently served uploaded photos and their resized widths, in MB; 0 turns it off (decision 027). */
  IMAGE_CACHE_MB: z.coerce
    .number()
    .int()
    .min(0)
    .max(4096)
    .default(32)
    .meta(
      doc({
        default: '`32`',
        description:
          'memory for recently served uploaded photos and their resized widths (`/api/images/{id}?w=`), least recently used dropped first (decision 027); `0` = off',
      }),
    ),
  DELIVERY_PARTNER_FEE_RUPEES: z.coerce
    .number()
    .min(0)
    .max(10_000)
    .default(DELIVERY_PARTNER_FEE_DEFAULT_RUPEES)
    .meta(
      doc({
        default: `\`${DELIVERY_PARTNER_FEE_DEFAULT_RUPEES}\``,
        description: 'what a delivery partner earns per delivery (₹)',
      }),
    ),
  DISPATCH_MODE: z
    .enum(DISPATCH_MODES)
    .default('auto')
    .meta(
      doc({
        default: '`auto`',
        description:
          '`auto`: each accepted order is offered to the best nearby rider for 30 s, then the next (decision 043); `open`: every rider sees every ready order and the first tap wins',
      }),
    ),
  DISPATCH_ROUND_MS: z.coerce
    .number()
    .int()
    .min(0)
    .max(60_000)
    .default(2_000)
    .meta(
      doc({
        default: '`2000`',
        description:
          'how often the dispatcher runs a round (expiries, retries), and whether it also runs one as soon as an order is accepted or a rider freed; `0` runs rounds only when a rider declines (the API tests, which run rounds themselves)',
      }),
    ),
  KITCHEN_DEADLINE_CHECK_MS: z.coerce
    .number()
    .int()
    .min(0)
    .max(300_000)
    .default(30_000)
    .meta(
      doc({
        default: '`30000`',
        description:
          'how often the server cancels (and refunds) paid orders a kitchen did not accept in time, and pauses a restaurant after 3 such misses in an hour (decision 052); `0` = off (the API tests, which run it themselves, and the browser tests, whose journeys leave paid orders waiting at demo restaurants)',
      }),
    ),
  SCHEDULED_RELEASE_CHECK_MS: z.coerce
    .number()
    .int()
    .min(0)
    .max(300_000)
    .default(15_000)
    .meta(
      doc({
        default: '`15000`',
        description:
          'how often the server gives scheduled orders to their kitchens when their time comes (the slot minus the prep time; decision 053): the board rings and the owner gets a push then; `0` = off (the API tests, which run it themselves)',
      }),
    ),
  MAP_TILE_URL: z
    .string()
    .regex(/^https:\/\/.*\{z\}.*\{x\}.*\{y\}/, 'must be an https URL template with {z}, {x} and {y}')
    .default(OSM_TILE_URL)
    .meta(
      doc({
        default: "OpenStreetMap's public tiles",
        description:
          "map tiles for the delivery and restaurant maps, read at run time; OpenStreetMap's own servers forbid heavy or commercial use, so production sets a provider's (docs/deploy.md, Maps)",
      }),
    ),
  MAP_TILE_ATTRIBUTION: z
    .string()
    .min(1)
    .default(OSM_ATTRIBUTION)
    .meta(
      doc({
        default: '`© OpenStreetMap contributors`',
        description: "the credit your tile provider's terms require, shown on every map (HTML allowed)",
      }),
    ),
  IMAGE_DIR: optionalString.meta(
    doc({
      default: '`$DATA_DIR/images`',
      description:
        'folder for uploaded photos when `S3_BUCKET` is unset; every instance must use the same one (decision 038)',
    }),
  ),
  S3_BUCKET: optionalString.meta(
    doc({
      default: 'unset (photos on disk)',
      description:
        'S3-compatible bucket for uploaded photos; set, photos go there instead of `IMAGE_DIR` (decision 038)',
    }),
  ),
  S3_ENDPOINT: z.preprocess(emptyToUndefined, z.url().optional()).meta(
    doc({
      default: 'unset (AWS S3 in `S3_REGION`)',
      description: "the S3-compatible service's address (MinIO, Cloudflare R2, ...)",
    }),
  ),
  S3_REGION: z
    .string()
    .default('us-east-1')
    .meta(
      doc({
        default: '`us-east-1`',
        description: "the bucket's region (any value for services that ignore it)",
      }),
    ),
  S3_ACCESS_KEY_ID: optionalString.meta(
    doc({
      default: "unset (the AWS SDK's default credentials)",
      description: 'access key for `S3_BUCKET`; set with `S3_SECRET_ACCESS_KEY` or not at all',
    }),
  ),
  S3_SECRET_ACCESS_KEY: optionalString.meta(
    doc({ default: 'unset', description: 'the secret paired with `S3_ACCESS_KEY_ID`' }),
  ),
  S3_FORCE_PATH_STYLE: flag().meta(
    doc({
      default: '`false`',
      description:
        '`true`: the bucket in the path (endpoint/bucket/key), as MinIO and most self-hosted services want',
    }),
  ),
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
  /** What this production server runs without, by its ALLOW_*_IN_PRODUCTION (staging); [] outside production. */
  stagingAllowances: TStagingAllowance[];
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

/**
 * What production may not run without (decision 039). Each line names the variable and how to
 * set it; a staging server may waive the first three with its ALLOW_*_IN_PRODUCTION, which is
 * then logged at start and announced on every page.
 */
function productionRefusals(c: ParsedConfig, publicUrl: string): string[] {
  const refusals: string[] = [];
  const razorpay = Boolean(c.RAZORPAY_KEY_ID && c.RAZORPAY_KEY_SECRET);
  if (!c.ALLOW_TEST_PAYMENTS_IN_PRODUCTION) {
    for (const name of ['RAZORPAY_KEY_ID', 'RAZORPAY_KEY_SECRET', 'RAZORPAY_WEBHOOK_SECRET'] as const) {
      if (!c[name]) {
        refusals.push(
          `${name}: required in production (Razorpay Dashboard, Account & Settings: API keys and Webhooks); without Razorpay the server would take test payments. For a staging server set ALLOW_TEST_PAYMENTS_IN_PRODUCTION=true.`,
        );
      }
    }
  } else if (razorpay && !c.RAZORPAY_WEBHOOK_SECRET) {
    refusals.push(
      'RAZORPAY_WEBHOOK_SECRET: required with Razorpay keys in production (Razorpay Dashboard, Webhooks).',
    );
  }
  if (!c.AUTH_SECRET) {
    refusals.push(
      'AUTH_SECRET: required in production, the same on every instance: set it to the output of `openssl rand -base64 48` (otherwise the key sits in the database and in every dump).',
    );
  }
  if (!c.SMTP_URL && !c.ALLOW_DEV_MAILBOX_IN_PRODUCTION) {
    refusals.push(
      'SMTP_URL: required in production (smtp://user:password@host:587), or password-reset emails are never sent. For a staging server set ALLOW_DEV_MAILBOX_IN_PRODUCTION=true.',
    );
  }
  if (!publicUrl.startsWith('https://') && !c.ALLOW_HTTP_IN_PRODUCTION) {
    refusals.push(
      `PUBLIC_URL: must be the https address people reach the app at in production (e.g. https://eats.example.in), not ${c.PUBLIC_URL ?? 'unset'}. For a staging server set ALLOW_HTTP_IN_PRODUCTION=true.`,
    );
  }
  if (c.SEED_DEMO === 'true' && !c.ALLOW_DEMO_IN_PRODUCTION) {
    refusals.push(
      'SEED_DEMO: creates demo accounts with published passwords (admin@chennaieats.demo / Admin@12345); with NODE_ENV=production set SEED_DEMO=false, or ALLOW_DEMO_IN_PRODUCTION=true if this really is a public demo.',
    );
  }
  return refusals;
}

type ParsedConfig = z.infer<typeof ZConfig>;

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = ZConfig.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const c = parsed.data;
  const production = c.NODE_ENV === 'production';
  const seedDemo = c.SEED_DEMO === undefined ? !production : c.SEED_DEMO === 'true';
  const publicUrl = c.PUBLIC_URL ?? `http://localhost:${c.PORT}`;
  const refusals = production ? productionRefusals(c, publicUrl) : [];
  const trustProxy = parseTrustProxy(c.TRUST_PROXY);
  if (typeof trustProxy === 'object' && 'error' in trustProxy) {
    refusals.push(`TRUST_PROXY: ${trustProxy.error}`);
  }
  if (c.POSITIONS_VIA === 'redis' && !c.REDIS_URL) {
    refusals.push('POSITIONS_VIA: `redis` needs REDIS_URL (redis://host:6379), or set it to `postgres`.');
  }
  if (Boolean(c.S3_ACCESS_KEY_ID) !== Boolean(c.S3_SECRET_ACCESS_KEY)) {
    refusals.push(
      'S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: set both, or neither (the AWS default credentials).',
    );
  }
  if (refusals.length > 0) {
    throw new Error(`Invalid configuration:\n${refusals.map((r) => `  ${r}`).join('\n')}`);
  }
  const paymentMode = c.RAZORPAY_KEY_ID && c.RAZORPAY_KEY_SECRET ? 'razorpay' : 'test';
  const stagingAllowances: TStagingAllowance[] = production
    ? [
        ...(paymentMode === 'test' ? (['testPayments'] as const) : []),
        ...(!c.SMTP_URL ? (['devMailbox'] as const) : []),
        ...(!publicUrl.startsWith('https://') ? (['plainHttp'] as const) : []),
      ]
    : [];
  return {
    ...c,
    SEED_DEMO: seedDemo,
    publicUrl,
    googleEnabled: Boolean(c.GOOGLE_CLIENT_ID && c.GOOGLE_CLIENT_SECRET),
    secureCookies: publicUrl.startsWith('https://'),
    devMailboxEnabled: !c.SMTP_URL,
    demoAccountsRefused: production && !c.ALLOW_DEMO_IN_PRODUCTION,
    paymentMode,
    stagingAllowances,
    trustProxy: trustProxy as TrustProxy,
    webDist: path.resolve(c.WEB_DIST ?? path.join(SERVER_ROOT, '..', 'web', 'dist')),
  };
}
