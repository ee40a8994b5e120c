import { ADMIN_ATTENTION, ADMIN_CARE_MESSAGES as M } from '@app/shared';
import { count, desc, eq, type SQL, sql, TransactionRollbackError } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../../test/http.ts';
import { DELIVERY_INFO } from '../../../test/order-fixtures.ts';
import { createOwnerWithRestaurant, createPersona, type Persona } from '../../../test/personas.ts';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';
import {
  auditLog,
  contactMessages,
  contactReplies,
  devMail,
  orders,
  refunds,
  restaurants,
  reviews,
} from '../../db/schema/index.ts';
import { makeRestaurant } from '../../db/seed/factories.ts';
import { REVIEW_SEARCH_TEXT } from './admin-feedback.repo.ts';
import { TICKET_SEARCH_TEXT } from './admin-help-desk.repo.ts';

let ctx: TestContext;
let admin: Persona;
let customer: Persona;
let owner: Persona;
let restaurantId: string;
let otherRestaurantId: string;

const db = () => ctx.database.db;
const auditCount = async () => (await db().select({ n: count() }).from(auditLog))[0]?.n ?? 0;
const restaurantRow = async (id = restaurantId) =>
  (await db().select().from(restaurants).where(eq(restaurants.id, id)))[0];
const reviewRow = async (id: string) => (await db().select().from(reviews).where(eq(reviews.id, id)))[0];

/** A Delivered order of `customer` (written directly: the delivery path has its own tests). */
async function deliveredOrder(restaurant: string, who = customer): Promise<string> {
  const [row] = await db()
    .insert(orders)
    .values({
      userId: who.id,
      restaurantId: restaurant,
      status: 'Delivered',
      deliveryInfo: DELIVERY_INFO,
      subtotalPaise: 20000,
      deliveryFeePaise: 4900,
      totalPaise: 24900,
    })
    .returning({ id: orders.id });
  if (!row) throw new Error('order insert failed');
  return row.id;
}

/** A review through the real endpoint, so the restaurant's rating sum and count move as in production. */
async function review(restaurant: string, rating: number, comment: string): Promise<string> {
  const orderId = await deliveredOrder(restaurant);
  const res = await call(ctx.app, 'POST', '/api/reviews', {
    caller: customer,
    body: { orderId, rating, comment },
  });
  if (res.statusCode !== 201) throw new Error(`review failed: ${res.body}`);
  const [row] = await db().select({ id: reviews.id }).from(reviews).where(eq(reviews.orderId, orderId));
  return row?.id as string;
}

const hide = (id: string, body: unknown, who: Persona = admin) =>
  call(ctx.app, 'POST', `/api/admin/reviews/${id}/hidden`, { caller: who, body });

let goodReview: string;
let abusiveReview: string;

beforeAll(async () => {
  ctx = await createTestApp();
  admin = await createPersona(ctx, 'admin', 'Care Admin');
  customer = await createPersona(ctx, 'customer', 'Kavya Subramanian');
  const made = await createOwnerWithRestaurant(ctx, 'careOwner');
  owner = made.owner;
  restaurantId = made.restaurant.id;
  await db()
    .update(restaurants)
    .set({ rating: 0, ratingCount: 0, ratingSum: 0 })
    .where(eq(restaurants.id, restaurantId));
  const [other] = await db()
    .insert(restaurants)
    .values(makeRestaurant({ name: 'Other Mess', rating: 0, ratingCount: 0 }))
    .returning();
  otherRestaurantId = other?.id as string;
  goodReview = await review(restaurantId, 5, 'Crisp dosa, hot sambar.');
  abusiveReview = await review(restaurantId, 1, 'The cook is an idiot, total rubbish.');
  await review(otherRestaurantId, 4, 'Nice parotta at the other mess.');
  await call(ctx.app, 'PUT', `/api/reviews/${goodReview}/reply`, {
    caller: owner,
    body: { reply: 'Thank you, Kavya!' },
  });
}, 120_000);

afterAll(async () => ctx?.close());

describe('GET /api/admin/reviews (Customer Feedback)', () => {
  it("lists every restaurant's reviews newest first, with the owner's reply and the total", async () => {
    const res = await call(ctx.app, 'GET', '/api/admin/reviews', { caller: admin });
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-total-count']).toBe('3');
    const list = res.json();
    expect(list.map((r: { comment: string }) => r.comment)).toEqual([
      'Nice parotta at the other mess.',
      'The cook is an idiot, total rubbish.',
      'Crisp dosa, hot sambar.',
    ]);
    expect(list[2]).toMatchObject({
      restaurantId,
      restaurantName: "careOwner's kitchen",
      customerName: 'Kavya Subramanian',
      rating: 5,
      reply: 'Thank you, Kavya!',
      hidden: false,
      hiddenReason: null,
    });
  });

  it('filters by restaurant, by stars and by text (comment or reply), and pages 10 at a time', async () => {
    const ids = async (query: string) =>
      (await call(ctx.app, 'GET', `/api/admin/reviews?${query}`, { caller: admin }))
        .json()
        .map((r: { _id: string }) => r._id);
    expect(await ids(`restaurantId=${restaurantId}`)).toEqual([abusiveReview, goodReview]);
    expect(await ids(`restaurantId=${restaurantId}&stars=1`)).toEqual([abusiveReview]);
    expect(await ids('stars=5')).toEqual([goodReview]);
    expect(await ids('q=THANK%20YOU')).toEqual([goodReview]);
    expect(await ids('q=idiot')).toEqual([abusiveReview]);
    expect(await ids('q=100%25')).toEqual([]);
    const page = await call(ctx.app, 'GET', '/api/admin/reviews?limit=2&page=2', { caller: admin });
    expect(page.json()).toHaveLength(1);
    expect(page.headers['x-total-count']).toBe('3');
  });

  it('exports every filtered review as feedback-export.csv', async () => {
    const res = await call(ctx.app, 'GET', `/api/admin/reviews?format=csv&restaurantId=${restaurantId}`, {
      caller: admin,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain('feedback-export.csv');
    const lines = res.body.trim().split('\n');
    expect(lines).toHaveLength(3);
    expect(lines[0]).toContain('Owner Reply');
    expect(res.body).toContain('Thank you, Kavya!');
  });

  it.each([
    ['stars=6', 'stars: must be 1 to 5'],
    ['restaurantId=nope', 'restaurantId'],
    ['visibility=gone', 'visibility'],
    ['limit=1000', 'limit: must be at most 100'],
  ])('refuses ?%s with a 400 that says why', async (query, message) => {
    const res = await call(ctx.app, 'GET', `/api/admin/reviews?${query}`, { caller: admin });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toContain(message);
  });
});

describe('POST /api/admin/reviews/:id/hidden', () => {
  it('starts from both reviews counted: 5 and 1 stars make 3.0', async () => {
    expect(await restaurantRow()).toMatchObject({ rating: 3, ratingCount: 2, ratingSum: 6 });
  });

  it.each([
    ['no reason', { hidden: true }, `reason: ${M.hideReasonRequired}`],
    ['a blank reason', { hidden: true, reason: '   ' }, `reason: ${M.hideReasonRequired}`],
    ['a reason when showing', { hidden: false, reason: 'why not' }, `reason: ${M.reasonOnlyWhenHiding}`],
    [
      'an overlong reason',
      { hidden: true, reason: 'x'.repeat(301) },
      'reason: must be at most 300 characters',
    ],
    ['no hidden flag', { reason: 'Abuse' }, 'hidden: must be true or false'],
  ])('refuses %s with a 400 and changes nothing', async (_label, body, message) => {
    const before = {
      review: await reviewRow(abusiveReview),
      restaurant: await restaurantRow(),
      audit: await auditCount(),
    };
    const res = await hide(abusiveReview, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(message);
    expect({
      review: await reviewRow(abusiveReview),
      restaurant: await restaurantRow(),
      audit: await auditCount(),
    }).toEqual(before);
  });

  it.each([
    ['an unknown review', '00000000-0000-4000-8000-000000000000', 404, M.reviewNotFound],
    ['a malformed id', 'not-a-uuid', 400, 'id: must be a valid id'],
  ])('refuses %s and changes nothing', async (_label, id, status, message) => {
    const before = { restaurant: await restaurantRow(), audit: await auditCount() };
    const res = await hide(id, { hidden: true, reason: 'Abuse' });
    expect(res.statusCode).toBe(status);
    expect(res.json().error).toContain(message);
    expect({ restaurant: await restaurantRow(), audit: await auditCount() }).toEqual(before);
  });

  it("refuses the restaurant's owner and customers (403) and the signed-out (401); nothing changes", async () => {
    const before = {
      review: await reviewRow(abusiveReview),
      restaurant: await restaurantRow(),
      audit: await auditCount(),
    };
    for (const who of [owner, customer]) {
      const res = await hide(abusiveReview, { hidden: true, reason: 'I do not like it' }, who);
      expect(res.statusCode).toBe(403);
    }
    const anonymous = await call(ctx.app, 'POST', `/api/admin/reviews/${abusiveReview}/hidden`, {
      body: { hidden: true, reason: 'x' },
    });
    expect(anonymous.statusCode).toBe(401);
    expect({
      review: await reviewRow(abusiveReview),
      restaurant: await restaurantRow(),
      audit: await auditCount(),
    }).toEqual(before);
  });

  it('hides the review: the rating is recomputed without it, and the change is audited with before and after', async () => {
    const res = await hide(abusiveReview, { hidden: true, reason: 'Insults the staff' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      review: { _id: abusiveReview, hidden: true, hiddenReason: 'Insults the staff' },
      restaurant: { _id: restaurantId, rating: 5, ratingCount: 1 },
    });
    expect(await restaurantRow()).toMatchObject({ rating: 5, ratingCount: 1, ratingSum: 5 });
    const [entry] = await db().select().from(auditLog).orderBy(desc(auditLog.createdAt)).limit(1);
    expect(entry).toMatchObject({
      actorId: admin.id,
      action: 'review.hide',
      targetType: 'review',
      targetId: abusiveReview,
      before: { hidden: false, hiddenReason: null, rating: 1 },
      after: {
        hidden: true,
        hiddenReason: 'Insults the staff',
        restaurantRating: 5,
        restaurantRatingCount: 1,
      },
    });
  });

  it('hiding twice changes nothing: same rating, no second audit row', async () => {
    const before = { restaurant: await restaurantRow(), audit: await auditCount() };
    const res = await hide(abusiveReview, { hidden: true, reason: 'Again' });
    expect(res.statusCode).toBe(200);
    expect(res.json().review.hiddenReason).toBe('Insults the staff');
    expect({ restaurant: await restaurantRow(), audit: await auditCount() }).toEqual(before);
  });

  it("is gone from the public restaurant page, its rating, and the owner's list and figures", async () => {
    const publicReviews = await call(ctx.app, 'GET', `/api/restaurants/${restaurantId}/reviews`);
    expect(publicReviews.json().map((r: { _id: string }) => r._id)).toEqual([goodReview]);
    const page = await call(ctx.app, 'GET', `/api/restaurants/${restaurantId}`);
    expect(page.json()).toMatchObject({ rating: 5, ratingCount: 1 });
    const ownerList = await call(ctx.app, 'GET', `/api/owner/reviews?restaurantId=${restaurantId}`, {
      caller: owner,
    });
    expect(ownerList.headers['x-total-count']).toBe('1');
    const summary = await call(ctx.app, 'GET', `/api/owner/reviews/summary?restaurantId=${restaurantId}`, {
      caller: owner,
    });
    expect(summary.json()).toEqual({ average: 5, count: 1, distribution: [0, 0, 0, 0, 1] });
    const dashboard = await call(ctx.app, 'GET', `/api/owner/dashboard?restaurantId=${restaurantId}`, {
      caller: owner,
    });
    expect(dashboard.json().rating).toEqual({ average: 5, count: 1 });
    expect(dashboard.json().recentReviews.map((r: { _id: string }) => r._id)).toEqual([goodReview]);
    // The owner cannot answer it either: for them it no longer exists.
    const reply = await call(ctx.app, 'PUT', `/api/reviews/${abusiveReview}/reply`, {
      caller: owner,
      body: { reply: 'How dare you' },
    });
    expect(reply.statusCode).toBe(404);
    expect((await reviewRow(abusiveReview))?.reply).toBeNull();
    // Admins still see it, marked hidden, and can filter on it.
    const hidden = await call(ctx.app, 'GET', '/api/admin/reviews?visibility=hidden', { caller: admin });
    expect(hidden.json().map((r: { _id: string }) => r._id)).toEqual([abusiveReview]);
  });

  it('showing it again puts its stars back, audited', async () => {
    const res = await hide(abusiveReview, { hidden: false });
    expect(res.statusCode).toBe(200);
    expect(res.json().restaurant).toEqual({ _id: restaurantId, rating: 3, ratingCount: 2 });
    expect(await reviewRow(abusiveReview)).toMatchObject({
      hiddenAt: null,
      hiddenReason: null,
      hiddenBy: null,
    });
    const [entry] = await db().select().from(auditLog).orderBy(desc(auditLog.createdAt)).limit(1);
    expect(entry).toMatchObject({ action: 'review.unhide', targetId: abusiveReview });
  });

  it('two admins hiding at once change the rating once', async () => {
    const [a, b] = await Promise.all([
      hide(goodReview, { hidden: true, reason: 'Test race one' }),
      hide(goodReview, { hidden: true, reason: 'Test race two' }),
    ]);
    expect([a?.statusCode, b?.statusCode]).toEqual([200, 200]);
    expect(await restaurantRow()).toMatchObject({ rating: 1, ratingCount: 1, ratingSum: 1 });
    const audits = await db().select().from(auditLog).where(eq(auditLog.targetId, goodReview));
    expect(audits.filter((e) => e.action === 'review.hide')).toHaveLength(1);
    await hide(goodReview, { hidden: false });
    expect(await restaurantRow()).toMatchObject({ rating: 3, ratingCount: 2, ratingSum: 6 });
  });
});

describe('Help Desk: GET /api/admin/tickets, replies, close and reopen', () => {
  let contactId: string;
  let ownerTicketId: string;
  const replyCount = async () => (await db().select({ n: count() }).from(contactReplies))[0]?.n ?? 0;
  const mailCount = async () => (await db().select({ n: count() }).from(devMail))[0]?.n ?? 0;
  const ticketRow = async (id: string) =>
    (await db().select().from(contactMessages).where(eq(contactMessages.id, id)))[0];

  beforeAll(async () => {
    const sent = await call(ctx.app, 'POST', '/api/contact-messages', {
      body: { name: 'Meena', email: 'meena@example.com', subject: 'Late delivery', message: 'Cold food.' },
      caller: { ip: '10.77.0.1' },
    });
    expect(sent.statusCode).toBe(201);
    const ticket = await call(ctx.app, 'POST', '/api/owner/help-desk', {
      caller: owner,
      body: { subject: 'Payout question', message: 'When is my payout?' },
    });
    expect(ticket.statusCode).toBe(201);
    ownerTicketId = ticket.json()._id;
    const [row] = await db()
      .select({ id: contactMessages.id })
      .from(contactMessages)
      .where(eq(contactMessages.email, 'meena@example.com'));
    contactId = row?.id as string;
  });

  it('lists contact messages and owner tickets, newest first, open, filtered by status, source and text', async () => {
    const res = await call(ctx.app, 'GET', '/api/admin/tickets', { caller: admin });
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-total-count']).toBe('2');
    expect(res.json()).toMatchObject([
      {
        _id: ownerTicketId,
        source: 'restaurant-helpdesk',
        status: 'open',
        subject: 'Payout question',
        replyCount: 0,
      },
      { _id: contactId, source: 'contact', status: 'open', name: 'Meena', email: 'meena@example.com' },
    ]);
    const ids = async (query: string) =>
      (await call(ctx.app, 'GET', `/api/admin/tickets?${query}`, { caller: admin }))
        .json()
        .map((t: { _id: string }) => t._id);
    expect(await ids('source=contact')).toEqual([contactId]);
    expect(await ids('source=restaurant-helpdesk&status=open')).toEqual([ownerTicketId]);
    expect(await ids('status=closed')).toEqual([]);
    expect(await ids('q=COLD')).toEqual([contactId]);
  });

  it('counts open messages on the notification badge', async () => {
    const res = await call(ctx.app, 'GET', '/api/admin/attention', { caller: admin });
    expect(res.statusCode).toBe(200);
    expect(res.json().openTickets).toBe(2);
  });

  it.each([
    ['an empty reply', { reply: '   ' }, `reply: ${M.replyRequired}`],
    ['no reply at all', {}, `reply: ${M.replyRequired}`],
    ['an overlong reply', { reply: 'x'.repeat(5001) }, 'reply: must be at most 5000 characters'],
  ])('refuses %s with a 400; nothing stored, sent or audited', async (_label, body, message) => {
    const before = { replies: await replyCount(), mail: await mailCount(), audit: await auditCount() };
    const res = await call(ctx.app, 'POST', `/api/admin/tickets/${contactId}/replies`, {
      caller: admin,
      body,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(message);
    expect({ replies: await replyCount(), mail: await mailCount(), audit: await auditCount() }).toEqual(
      before,
    );
    expect((await ticketRow(contactId))?.status).toBe('open');
  });

  it('refuses owners and customers (403); nothing stored or sent', async () => {
    const before = { replies: await replyCount(), mail: await mailCount(), audit: await auditCount() };
    for (const who of [owner, customer]) {
      const res = await call(ctx.app, 'POST', `/api/admin/tickets/${ownerTicketId}/replies`, {
        caller: who,
        body: { reply: 'Sneaky' },
      });
      expect(res.statusCode).toBe(403);
      const status = await call(ctx.app, 'POST', `/api/admin/tickets/${ownerTicketId}/status`, {
        caller: who,
        body: { status: 'closed' },
      });
      expect(status.statusCode).toBe(403);
    }
    expect({ replies: await replyCount(), mail: await mailCount(), audit: await auditCount() }).toEqual(
      before,
    );
    expect((await ticketRow(ownerTicketId))?.status).toBe('open');
  });

  it('refuses an unknown message with a 404; nothing stored', async () => {
    const before = { replies: await replyCount(), audit: await auditCount() };
    const res = await call(
      ctx.app,
      'POST',
      '/api/admin/tickets/00000000-0000-4000-8000-000000000000/replies',
      {
        caller: admin,
        body: { reply: 'Hello' },
      },
    );
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toBe(M.ticketNotFound);
    expect({ replies: await replyCount(), audit: await auditCount() }).toEqual(before);
  });

  it('a reply joins the thread, answers the message, is emailed to the sender and audited', async () => {
    const res = await call(ctx.app, 'POST', `/api/admin/tickets/${contactId}/replies`, {
      caller: admin,
      body: { reply: 'Sorry, Meena. We have refunded the delivery fee.' },
    });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({ emailed: true, message: M.replySent('meena@example.com') });
    expect(body.thread).toMatchObject({ _id: contactId, status: 'answered', replyCount: 1 });
    expect(body.thread.replies).toMatchObject([
      { authorName: 'Care Admin', body: 'Sorry, Meena. We have refunded the delivery fee.', emailed: true },
    ]);
    const [mail] = await db().select().from(devMail).orderBy(desc(devMail.createdAt)).limit(1);
    expect(mail).toMatchObject({ to: 'meena@example.com', subject: 'Re: Late delivery' });
    expect(mail?.text).toContain('Sorry, Meena. We have refunded the delivery fee.');
    expect(mail?.text).toContain('> Cold food.');
    const [entry] = await db().select().from(auditLog).orderBy(desc(auditLog.createdAt)).limit(1);
    expect(entry).toMatchObject({
      action: 'ticket.reply',
      targetType: 'ticket',
      targetId: contactId,
      before: { status: 'open' },
      after: { status: 'answered' },
    });
    const thread = await call(ctx.app, 'GET', `/api/admin/tickets/${contactId}`, { caller: admin });
    expect(thread.json().replies).toHaveLength(1);
    const listed = await call(ctx.app, 'GET', '/api/admin/tickets?status=answered', { caller: admin });
    expect(listed.json()).toMatchObject([{ _id: contactId, status: 'answered', replyCount: 1 }]);
    const attention = await call(ctx.app, 'GET', '/api/admin/attention', { caller: admin });
    expect(attention.json().openTickets).toBe(1);
  });

  it("the owner sees the admin's reply and the status in their own Help Desk", async () => {
    await call(ctx.app, 'POST', `/api/admin/tickets/${ownerTicketId}/replies`, {
      caller: admin,
      body: { reply: 'Payouts go out every Monday.' },
    });
    const mine = await call(ctx.app, 'GET', '/api/owner/help-desk', { caller: owner });
    expect(mine.json()).toMatchObject([
      {
        _id: ownerTicketId,
        status: 'answered',
        replies: [{ authorName: 'Care Admin', body: 'Payouts go out every Monday.' }],
      },
    ]);
  });

  it('an owner with no mailable address (username account) gets the reply in the thread only', async () => {
    await db()
      .update(contactMessages)
      .set({ email: 'tiffin_owner@owner.invalid' })
      .where(eq(contactMessages.id, ownerTicketId));
    const before = await mailCount();
    const res = await call(ctx.app, 'POST', `/api/admin/tickets/${ownerTicketId}/replies`, {
      caller: admin,
      body: { reply: 'One more thing.' },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ emailed: false, message: M.replyNoEmailAddress });
    expect(res.json().thread.email).toBe('');
    expect(await mailCount()).toBe(before);
  });

  it('close, then a reply is refused (409) with nothing stored or sent; reopen makes it open again', async () => {
    const closed = await call(ctx.app, 'POST', `/api/admin/tickets/${contactId}/status`, {
      caller: admin,
      body: { status: 'closed' },
    });
    expect(closed.statusCode).toBe(200);
    expect(closed.json().status).toBe('closed');
    const before = { replies: await replyCount(), mail: await mailCount(), audit: await auditCount() };
    const refused = await call(ctx.app, 'POST', `/api/admin/tickets/${contactId}/replies`, {
      caller: admin,
      body: { reply: 'Anything else?' },
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toBe(M.ticketClosedNoReply);
    expect({ replies: await replyCount(), mail: await mailCount(), audit: await auditCount() }).toEqual(
      before,
    );
    // Closing again changes nothing.
    await call(ctx.app, 'POST', `/api/admin/tickets/${contactId}/status`, {
      caller: admin,
      body: { status: 'closed' },
    });
    expect(await auditCount()).toBe(before.audit);
    const reopened = await call(ctx.app, 'POST', `/api/admin/tickets/${contactId}/status`, {
      caller: admin,
      body: { status: 'open' },
    });
    expect(reopened.json().status).toBe('open');
    const actions = (await db().select().from(auditLog).where(eq(auditLog.targetId, contactId))).map(
      (e) => e.action,
    );
    expect(actions.sort()).toEqual(['ticket.close', 'ticket.reopen', 'ticket.reply']);
  });

  it('refuses a status other than open or closed (answered comes only from a reply)', async () => {
    const before = await ticketRow(contactId);
    const res = await call(ctx.app, 'POST', `/api/admin/tickets/${contactId}/status`, {
      caller: admin,
      body: { status: 'answered' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('status: must be open or closed');
    expect(await ticketRow(contactId)).toEqual(before);
  });
});

describe('GET /api/admin/attention', () => {
  it('counts deliveries stuck past the thresholds and refunds that failed, and nothing younger', async () => {
    const base = (await call(ctx.app, 'GET', '/api/admin/attention', { caller: admin })).json();
    const ago = (minutes: number) => new Date(Date.now() - minutes * 60_000);
    const order = async (values: Partial<typeof orders.$inferInsert>) =>
      (
        await db()
          .insert(orders)
          .values({
            userId: customer.id,
            restaurantId,
            status: 'Preparing',
            deliveryInfo: DELIVERY_INFO,
            subtotalPaise: 10000,
            deliveryFeePaise: 4900,
            totalPaise: 14900,
            ...values,
          })
          .returning({ id: orders.id })
      )[0]?.id as string;
    await order({ readyAt: ago(ADMIN_ATTENTION.stuckReadyMinutes + 5) });
    await order({ readyAt: ago(ADMIN_ATTENTION.stuckReadyMinutes - 5) });
    await order({ status: 'On the way', updatedAt: ago(ADMIN_ATTENTION.stuckOnTheWayMinutes + 5) });
    await order({ status: 'On the way', updatedAt: ago(5) });
    await order({ status: 'Delivered', readyAt: ago(300), updatedAt: ago(300) });
    const refunded = await order({ status: 'Cancelled' });
    const another = await order({ status: 'Cancelled' });
    await db()
      .insert(refunds)
      .values([
        {
          orderId: refunded,
          paymentId: 'pay_failed_1',
          amountPaise: 14900,
          reason: 'cancelled',
          status: 'failed',
        },
        {
          orderId: another,
          paymentId: 'pay_pending_1',
          amountPaise: 14900,
          reason: 'cancelled',
          status: 'pending',
        },
      ]);
    const res = await call(ctx.app, 'GET', '/api/admin/attention', { caller: admin });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toEqual({
      openTickets: base.openTickets,
      stuckDeliveries: base.stuckDeliveries + 2,
      failedRefunds: base.failedRefunds + 1,
    });
  });

  it('answers admins only', async () => {
    expect((await call(ctx.app, 'GET', '/api/admin/attention', { caller: owner })).statusCode).toBe(403);
    expect((await call(ctx.app, 'GET', '/api/admin/attention')).statusCode).toBe(401);
  });
});

describe('a reply whose email cannot be sent', () => {
  let smtpDown: TestContext;
  afterAll(async () => smtpDown?.close());

  it('is kept in the thread, the message answered, and the admin told the email failed', async () => {
    smtpDown = await createTestApp({ SMTP_URL: 'smtp://127.0.0.1:9' });
    const downAdmin = await createPersona(smtpDown, 'admin', 'Night Admin');
    await smtpDown.app.inject({
      method: 'POST',
      url: '/api/contact-messages',
      payload: { name: 'Ravi', email: 'ravi@example.com', subject: 'Hello', message: 'Anyone there?' },
      remoteAddress: '10.78.0.1',
    });
    const [ticket] = await smtpDown.database.db.select().from(contactMessages);
    const res = await call(smtpDown.app, 'POST', `/api/admin/tickets/${ticket?.id}/replies`, {
      caller: downAdmin,
      body: { reply: 'Yes, we are here.' },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ emailed: false, message: M.replyNotEmailed });
    expect(res.json().thread).toMatchObject({
      status: 'answered',
      replies: [{ body: 'Yes, we are here.', emailed: false }],
    });
  }, 60_000);
});

type Tx = Parameters<Parameters<TestContext['database']['db']['transaction']>[0]>[0];

/**
 * EXPLAIN with only `index` left on `table` (the others dropped in a transaction that is rolled
 * back), sequential scans and sorts off: the plan names the index only if the query can use it.
 */
async function planWithOnly(table: string, index: string, query: SQL): Promise<string> {
  let plan = '';
  await db()
    .transaction(async (tx: Tx) => {
      const others = (await tx.execute(
        // Every other index, but those a constraint holds (the primary key, a unique constraint).
        sql`select indexname from pg_indexes where tablename = ${table} and indexname <> ${index}
          and indexname not in (select conname from pg_constraint where contype in ('p', 'u'))`,
      )) as unknown as { rows: { indexname: string }[] };
      for (const { indexname } of others.rows) await tx.execute(sql`drop index ${sql.identifier(indexname)}`);
      await tx.execute(sql`set local enable_seqscan = off`);
      await tx.execute(sql`set local enable_sort = off`);
      const result = (await tx.execute(sql`explain (costs off) ${query}`)) as unknown as {
        rows: Record<string, string>[];
      };
      plan = result.rows.map((r) => Object.values(r)[0]).join('\n');
      tx.rollback();
    })
    .catch((err: unknown) => {
      if (!(err instanceof TransactionRollbackError)) throw err;
    });
  return plan;
}

describe('the lists and the badge walk their indexes', () => {
  it.each([
    [
      'reviews',
      'reviews_admin_trgm_idx',
      sql`select id from reviews where ${REVIEW_SEARCH_TEXT} like '%crooks%'`,
    ],
    [
      'reviews',
      'reviews_created_idx',
      sql`select id from reviews order by created_at desc, id desc limit 10`,
    ],
    [
      'reviews',
      'reviews_rating_created_idx',
      sql`select id from reviews where rating = 1 order by created_at desc limit 10`,
    ],
    [
      'contact_messages',
      'contact_messages_search_trgm_idx',
      sql`select id from contact_messages where ${TICKET_SEARCH_TEXT} like '%raita%'`,
    ],
    [
      'contact_messages',
      'contact_messages_status_created_idx',
      sql`select id from contact_messages where status = 'open' order by created_at desc limit 10`,
    ],
    [
      'contact_messages',
      'contact_messages_source_created_idx',
      sql`select id from contact_messages where source = 'contact' order by created_at desc limit 10`,
    ],
    [
      'contact_replies',
      'contact_replies_message_created_idx',
      sql`select count(*) from contact_replies where message_id = gen_random_uuid()`,
    ],
    ['refunds', 'refunds_failed_idx', sql`select count(*) from refunds where status = 'failed'`],
  ] as const)('%s: %s', async (table, index, query) => {
    expect(await planWithOnly(table, index, query)).toContain(index);
  });
});
