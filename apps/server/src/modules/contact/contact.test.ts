import { count, desc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';
import { contactMessages } from '../../db/schema/index.ts';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp();
});

afterAll(async () => ctx?.close());

const valid = {
  name: '  Priya  ',
  email: ' priya@example.com ',
  subject: 'Late delivery',
  message: 'My order arrived an hour late.',
};

// The limit counts per client address, so each test writes from its own address.
let nextAddress = 1;
function post(body: unknown, remoteAddress = `10.0.0.${nextAddress++}`) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/contact-messages',
    payload: body as object,
    remoteAddress,
  });
}

async function storedCount(): Promise<number> {
  const [row] = await ctx.database.db.select({ n: count() }).from(contactMessages);
  return row?.n ?? 0;
}

describe('POST /api/contact-messages', () => {
  it('stores the message trimmed, from the contact page by default, and answers 201', async () => {
    const res = await post(valid);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ ok: true });
    const [row] = await ctx.database.db
      .select()
      .from(contactMessages)
      .orderBy(desc(contactMessages.createdAt))
      .limit(1);
    expect(row).toMatchObject({
      name: 'Priya',
      email: 'priya@example.com',
      subject: 'Late delivery',
      message: 'My order arrived an hour late.',
      source: 'contact',
      userId: null,
    });
  });

  it('records the about-restaurant form as its source', async () => {
    expect((await post({ ...valid, source: 'about-restaurant' })).statusCode).toBe(201);
    const [row] = await ctx.database.db
      .select({ source: contactMessages.source })
      .from(contactMessages)
      .orderBy(desc(contactMessages.createdAt))
      .limit(1);
    expect(row?.source).toBe('about-restaurant');
  });

  it.each([
    ['a blank message', { ...valid, message: '   ' }, 'message: is required'],
    ['a missing name', { ...valid, name: undefined }, 'name: is required'],
    ['a malformed email', { ...valid, email: 'priya-at-example' }, 'email: must be a valid email address'],
    ['a blank subject', { ...valid, subject: '' }, 'subject: is required'],
    [
      'an overlong message',
      { ...valid, message: 'x'.repeat(5001) },
      'message: must be at most 5000 characters',
    ],
    ['an overlong name', { ...valid, name: 'x'.repeat(101) }, 'name: must be at most 100 characters'],
  ])('refuses %s with a 400 that says why, and stores nothing', async (_label, body, message) => {
    const before = await storedCount();
    const res = await post(body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: message, code: 'BAD_REQUEST' });
    expect(await storedCount()).toBe(before);
  });

  it('allows 5 messages per 10 minutes from one address, then answers 429 and stores nothing', async () => {
    const address = '10.9.9.9';
    for (let i = 0; i < 5; i++) expect((await post(valid, address)).statusCode).toBe(201);
    const before = await storedCount();
    const res = await post(valid, address);
    expect(res.statusCode).toBe(429);
    expect(res.json().error).toMatch(/^Too many attempts/);
    expect(await storedCount()).toBe(before);
    // Someone else is not held up by it.
    expect((await post(valid)).statusCode).toBe(201);
  });
});
