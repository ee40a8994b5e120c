import path from 'node:path';
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
  PUBLIC_URL: z.preprocess(emptyToUndefined, z.url().optional()),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SEED_DEMO: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
  WEB_DIST: optionalString,
});

export type Config = z.infer<typeof ZConfig> & { publicUrl: string; webDist: string };

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = ZConfig.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const c = parsed.data;
  return {
    ...c,
    publicUrl: c.PUBLIC_URL ?? `http://localhost:${c.PORT}`,
    webDist: path.resolve(c.WEB_DIST ?? new URL('../../web/dist', import.meta.url).pathname),
  };
}
