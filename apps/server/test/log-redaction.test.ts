import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import type { Database } from '../src/db/client.ts';
import { redactUrl } from '../src/lib/log-redaction.ts';
import { call } from './http.ts';
import { createPersona, type Persona } from './personas.ts';
import type { TestContext } from './test-app.ts';
import { createTestDatabase } from './test-database.ts';

let ctx: TestContext;
let database: Database;
let customer: Persona;
let logs = '';

beforeAll(async () => {
  database = await createTestDatabase();
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'info', AUTH_RATE_LIMIT_PER_MINUTE: '1000' });
  const logStream = new Writable({
    write(chunk, _encoding, done) {
      logs += String(chunk);
      done();
    },
  });
  const app = await buildApp({ config, database, logStream });
  await app.ready();
  ctx = {
    app,
    database,
    async close() {
      await app.close();
      await database.close();
    },
  };
  customer = await createPersona(ctx, 'customer');
});
afterAll(async () => ctx?.close());

/** The session token the cookie carries (before its signature), as the database stores it. */
const sessionToken = (cookie: string) => decodeURIComponent(cookie.split('=')[1] ?? '').split('.')[0] ?? '';

describe('logs carry no secrets', () => {
  it('a failed query is logged without its parameters (a session token among them)', async () => {
    const token = sessionToken(customer.cookie ?? '');
    expect(token.length).toBeGreaterThan(10);
    await database.db.execute(sql`alter table "session" rename to "session_moved"`);
    try {
      logs = '';
      const res = await call(ctx.app, 'GET', '/api/orders', { caller: customer });
      expect(res.statusCode).toBe(500);
      const viaAuth = await call(ctx.app, 'GET', '/api/auth/get-session', { caller: customer });
      expect(viaAuth.statusCode).toBe(500);
    } finally {
      await database.db.execute(sql`alter table "session_moved" rename to "session"`);
    }
    expect(logs).toContain('Failed query'); // the failure is logged...
    expect(logs).toContain('42P01'); // relation "session" does not exist
    expect(logs).not.toContain(token); // ...without the token it was looking up
    expect(logs).not.toContain('params:');
  });

  it('request lines redact token query parameters, reset-link tokens, cookies and auth headers', async () => {
    logs = '';
    await call(ctx.app, 'GET', '/api/auth/verify-email?token=SECRET-verify-123&callbackURL=/', {
      headers: { authorization: 'Bearer SECRET-bearer-456' },
      caller: customer,
    });
    await call(ctx.app, 'GET', '/api/auth/reset-password/SECRET-reset-789?callbackURL=/reset');
    expect(logs).toContain('/api/auth/verify-email?token=[redacted]&callbackURL=/');
    expect(logs).toContain('/api/auth/reset-password/[redacted]?callbackURL=/reset');
    for (const secret of [
      'SECRET-verify-123',
      'SECRET-bearer-456',
      'SECRET-reset-789',
      sessionToken(customer.cookie ?? ''),
    ]) {
      expect(logs).not.toContain(secret);
    }
  });

  it('redactUrl keeps the rest of the address', () => {
    expect(redactUrl('/api/search?q=dosa&page=2')).toBe('/api/search?q=dosa&page=2');
    expect(redactUrl('/x?code=abc&state=1&password=p&api_key=k')).toBe(
      '/x?code=[redacted]&state=1&password=[redacted]&api_key=[redacted]',
    );
  });
});

describe('health probes are quiet', () => {
  it('a /readyz or /healthz probe writes no log line at info, while an ordinary request does', async () => {
    logs = '';
    for (const path of ['/readyz', '/healthz', '/readyz']) {
      expect((await call(ctx.app, 'GET', path)).statusCode).toBe(200);
    }
    expect(logs).toBe('');
    await call(ctx.app, 'GET', '/api/client-config');
    expect(logs).toContain('/api/client-config');
  });
});
