import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_FUZZ_ROUTES, badRequest, problemWith, routesOf } from './fuzz/bad-requests.ts';
import { ORIGIN } from './http.ts';
import { createPersona, type Persona } from './personas.ts';
import { createTestApp, type TestContext } from './test-app.ts';

let ctx: TestContext;
let callers: Record<'customer' | 'admin', Persona>;

beforeAll(async () => {
  ctx = await createTestApp();
  callers = { customer: await createPersona(ctx, 'customer'), admin: await createPersona(ctx, 'admin') };
});
afterAll(async () => ctx?.close());

/** reliability/fuzz.mjs runs the same walk with 10,000 requests against a running server. */
describe('generated bad input on every route of the OpenAPI document and of /api/auth', () => {
  it('is never answered 5xx, and every JSON error has { error, message }', async () => {
    const routes = [...routesOf(ctx.app.swagger() as never), ...AUTH_FUZZ_ROUTES];
    expect(routes.length).toBeGreaterThan(25);
    await fc.assert(
      fc.asyncProperty(badRequest(routes), async (req) => {
        const cookie = req.as === 'guest' ? undefined : callers[req.as].cookie;
        const res = await ctx.app.inject({
          method: req.method as 'GET',
          url: req.url,
          headers: { host: 'localhost:3000', origin: ORIGIN, ...req.headers, ...(cookie ? { cookie } : {}) },
          remoteAddress: `10.77.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
          ...(req.body !== undefined ? { payload: req.body } : {}),
        });
        const problem = problemWith(
          res.statusCode,
          res.headers['content-type'] as string | undefined,
          res.body,
        );
        expect(problem, `${req.method} ${req.url} ${req.body?.slice(0, 200) ?? ''}`).toBeNull();
      }),
      { numRuns: 300 },
    );
  }, 240_000);
});
