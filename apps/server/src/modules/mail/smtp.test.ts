import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../../test/http.ts';
import { createPersona } from '../../../test/personas.ts';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';

type Received = { from: string; to: string[]; data: string };

/** Production sends mail through SMTP_URL (decision 039 makes it required): a real SMTP peer on loopback. */
describe('mail through SMTP', () => {
  const received: Received[] = [];
  let smtp: SMTPServer;
  let ctx: TestContext;

  beforeAll(async () => {
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, session, done) {
        let data = '';
        stream.on('data', (chunk) => (data += String(chunk)));
        stream.on('end', () => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address),
            data,
          });
          done();
        });
      },
    });
    smtp.listen(0, '127.0.0.1');
    await once(smtp.server, 'listening');
    const { port } = smtp.server.address() as AddressInfo;
    ctx = await createTestApp({
      SMTP_URL: `smtp://127.0.0.1:${port}`,
      MAIL_FROM: 'Chennai Eats <no-reply@eats.example.in>',
    });
  });
  afterAll(async () => {
    await ctx?.close();
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
  });

  it("delivers a password reset to the customer's address from MAIL_FROM, with the reset link", async () => {
    const customer = await createPersona(ctx, 'customer');
    const res = await call(ctx.app, 'POST', '/api/auth/request-password-reset', {
      body: { email: customer.email, redirectTo: '/reset-password' },
    });
    expect(res.statusCode).toBe(200);
    await expect.poll(() => received.length, { timeout: 10_000 }).toBe(1);
    const [mail] = received;
    expect(mail?.from).toBe('no-reply@eats.example.in');
    expect(mail?.to).toEqual([customer.email]);
    expect(mail?.data).toMatch(/reset-password\//);
  });
});
