import { RELIABILITY_MESSAGES } from '@app/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from './test-app.ts';

let local: TestContext;
let deployed: TestContext;

beforeAll(async () => {
  local = await createTestApp({ PORT: '3000' });
  deployed = await createTestApp({ PORT: '3000', PUBLIC_URL: 'https://eats.example.com' });
});
afterAll(async () => {
  await local?.close();
  await deployed?.close();
});

let n = 0;
const signUp = (ctx: TestContext, origin: string) => {
  n += 1;
  return ctx.app.inject({
    method: 'POST',
    url: '/api/auth/sign-up/email',
    headers: { origin, host: new URL(origin).host },
    remoteAddress: `10.9.0.${n}`,
    payload: { name: 'Priya', email: `priya-${n}@example.com`, password: 'correct-horse-battery' },
  });
};

describe('sign-up origins', () => {
  it('with PUBLIC_URL unset, accepts localhost, 127.0.0.1 and [::1] alike', async () => {
    for (const origin of ['http://localhost:3000', 'http://127.0.0.1:3000', 'http://[::1]:3000']) {
      const res = await signUp(local, origin);
      expect(res.statusCode, `${origin}: ${res.body}`).toBe(200);
    }
  });

  it('refuses another origin, and says to set PUBLIC_URL', async () => {
    for (const [ctx, origin] of [
      [local, 'http://192.168.1.20:3000'],
      [deployed, 'http://127.0.0.1:3000'],
    ] as const) {
      const res = await signUp(ctx, origin);
      expect(res.statusCode).toBe(403);
      const message = RELIABILITY_MESSAGES.untrustedOrigin(origin);
      expect(message).toContain('PUBLIC_URL');
      expect(res.json()).toMatchObject({ error: message, message, code: 'INVALID_ORIGIN' });
    }
  });
});
