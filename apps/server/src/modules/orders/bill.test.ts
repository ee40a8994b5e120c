import {
  COD_MESSAGES,
  CREDIT_NOTE_SERIES,
  documentNumber,
  financialYearOf,
  formatRupees,
  INVOICE_SERIES,
  ORDER_MESSAGES,
  type TOrder,
} from '@app/shared';
import { count, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../../test/http.ts';
import {
  makeMenu,
  orderBody,
  placeOrder,
  placePaidOrder,
  signTestPayment,
} from '../../../test/order-fixtures.ts';
import { createOwnerWithRestaurant, createPersona, type Persona } from '../../../test/personas.ts';
import { SETTINGS_BODY } from '../../../test/settings-fixtures.ts';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';
import { devMail, orders, refunds, restaurants } from '../../db/schema/index.ts';

/**
 * The bill (decision 045) through the API: the quote is what the order then charges, every charge
 * comes from the server (packaging from the restaurant, the platform fee from the settings, GST by
 * the rule), and each paid order gets the next invoice number of its financial year, gap-free.
 */
let ctx: TestContext;
let customer: Persona;
let restaurantId: string;
let menu: Awaited<ReturnType<typeof makeMenu>>;

beforeAll(async () => {
  ctx = await createTestApp();
  const { restaurant } = await createOwnerWithRestaurant(ctx, 'billOwner');
  restaurantId = restaurant.id;
  menu = await makeMenu(ctx, restaurantId);
  // ₹15 a box, ₹5 of platform fee; the restaurant's flat delivery fee stays ₹49.
  await ctx.database.db
    .update(restaurants)
    .set({ packagingChargePaise: 1500 })
    .where(eq(restaurants.id, restaurantId));
  const admin = await createPersona(ctx, 'admin', 'billAdmin');
  const fee = await call(ctx.app, 'PUT', '/api/admin/settings', {
    caller: admin,
    body: { ...SETTINGS_BODY, platformFee: 5 },
  });
  expect(fee.statusCode, fee.body).toBe(200);
  customer = await createPersona(ctx, 'customer', 'billCustomer');
});
afterAll(async () => ctx?.close());

const twoDosas = () => [{ foodItemId: menu.dosa.id, quantity: 2 }];
const orderCount = async () => (await ctx.database.db.select({ n: count() }).from(orders))[0]?.n;

// ₹280 of food + ₹15 packaging = ₹295 -> ₹7.375 a half, ₹7.38; delivery ₹49 -> ₹4.41; platform ₹5
// -> ₹0.45. Half: ₹12.24. Total: 280 + 15 + 49 + 5 + 24.48 + tip 30 = ₹403.48.
const EXPECTED = {
  itemTotal: 280,
  packagingCharge: 15,
  deliveryFee: 49,
  platformFee: 5,
  discount: 0,
  gst: { cgst: 12.24, sgst: 12.24 },
  tip: 30,
  total: 403.48,
};

describe('the bill', () => {
  it('is quoted without writing anything, and the order then charges exactly the quote', async () => {
    const before = await orderCount();
    const quote = await call(ctx.app, 'POST', '/api/orders/quote', {
      caller: customer,
      body: orderBody(restaurantId, twoDosas(), { tip: 30 }),
    });
    expect(quote.statusCode, quote.body).toBe(200);
    expect(quote.json()).toEqual({
      bill: EXPECTED,
      cashOnDelivery: { available: false, reason: COD_MESSAGES.off },
    });
    expect(await orderCount()).toBe(before);

    const placed = await placeOrder(ctx, customer, orderBody(restaurantId, twoDosas(), { tip: 30 }));
    expect(placed.statusCode).toBe(201);
    const order = placed.json().order as TOrder;
    expect(order.bill).toEqual(EXPECTED);
    expect(order).toMatchObject({ subtotal: 280, deliveryFee: 49, total: 403.48 });
    expect(placed.json().payment.amount).toBe(40348);
    const read = await call(ctx.app, 'GET', `/api/order/${order._id}`, { caller: customer });
    expect(read.json().bill).toEqual(EXPECTED);
  });

  it('refuses a tip over ₹500, below ₹0 or in fractions of a paisa, and writes nothing', async () => {
    const before = await orderCount();
    for (const [tip, words] of [
      [500.01, 'tip: can be at most ₹500'],
      [-1, 'tip: cannot be less than ₹0'],
      [20.005, 'tip: must be in rupees and paise (two decimals at most)'],
    ] as const) {
      for (const url of ['/api/orders', '/api/orders/quote']) {
        const res = await call(ctx.app, 'POST', url, {
          caller: customer,
          body: orderBody(restaurantId, twoDosas(), { tip }),
        });
        expect(res.statusCode).toBe(400);
        expect(res.json().error).toBe(words);
      }
    }
    expect(await orderCount()).toBe(before);
  });

  it('the quote refuses what the order would refuse, in the same words', async () => {
    const res = await call(ctx.app, 'POST', '/api/orders/quote', {
      caller: customer,
      body: orderBody(restaurantId, [{ foodItemId: menu.soldOut.id, quantity: 1 }]),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(`${menu.soldOut.name} is sold out.`);
    const guest = await call(ctx.app, 'POST', '/api/orders/quote', {
      body: orderBody(restaurantId, twoDosas()),
    });
    expect(guest.statusCode).toBe(401);
  });
});

/** The words of an uncompressed PDF made with the built-in fonts: its hex-encoded text runs. */
function pdfText(pdf: Buffer): string {
  const raw = pdf.toString('latin1');
  return [...raw.matchAll(/<([0-9a-f]+)>/g)]
    .map((m) => Buffer.from(m[1] ?? '', 'hex').toString('latin1'))
    .join('');
}

describe('the tax invoice', () => {
  it('is a PDF with the number, the restaurant, the tax lines and the total, for the customer, the owner and admins only', async () => {
    const owner = (await createOwnerWithRestaurant(ctx, 'invoiceOwner')) as {
      owner: Persona;
      restaurant: { id: string };
    };
    await ctx.database.db
      .update(restaurants)
      .set({ gstin: '33AABCU9603R1ZU', fssaiLicence: '12421033000123' })
      .where(eq(restaurants.id, owner.restaurant.id));
    const dish = (await makeMenu(ctx, owner.restaurant.id)).dosa;
    const buyer = await createPersona(ctx, 'customer', 'invoiceBuyer');
    const placed = await placeOrder(
      ctx,
      buyer,
      orderBody(owner.restaurant.id, [{ foodItemId: dish.id, quantity: 2 }], { tip: 20 }),
    );
    const id = placed.json().order._id as string;
    const url = `/api/order/${id}/invoice`;

    // Not paid yet: no invoice, in words.
    const early = await call(ctx.app, 'GET', url, { caller: buyer });
    expect(early.statusCode).toBe(404);
    expect(early.json().error).toBe(ORDER_MESSAGES.noInvoiceYet);

    await call(ctx.app, 'POST', `/api/orders/${id}/payment/verify`, {
      caller: buyer,
      body: await signTestPayment(ctx, buyer, id),
    });
    const order = (await call(ctx.app, 'GET', `/api/order/${id}`, { caller: buyer })).json() as TOrder;

    // The receipt email: the bill in words, the invoice attached.
    await ctx.app.notifications.drain();
    const [receipt] = await ctx.database.db.select().from(devMail).where(eq(devMail.to, buyer.email));
    expect(receipt?.subject).toBe(
      `Your receipt from ${order.restaurantName}: ${formatRupees(order.total)} paid`,
    );
    expect(receipt?.text).toContain(`Tip for your rider  ${formatRupees(order.bill.tip)}`);
    expect(receipt?.text).toContain(`Total  ${formatRupees(order.bill.total)}`);
    expect(receipt?.text).toContain(`Tax invoice ${order.invoiceNumber} is attached.`);
    expect(receipt?.attachments).toEqual([
      {
        filename: `invoice-${order.invoiceNumber?.replaceAll('/', '-')}.pdf`,
        contentType: 'application/pdf',
        bytes: expect.any(Number),
      },
    ]);

    const admin = await createPersona(ctx, 'admin', 'invoiceAdmin');
    for (const reader of [buyer, owner.owner, admin]) {
      const res = await call(ctx.app, 'GET', url, { caller: reader });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-disposition']).toContain(
        `invoice-${order.invoiceNumber?.replaceAll('/', '-')}.pdf`,
      );
    }
    const pdf = (await call(ctx.app, 'GET', url, { caller: buyer })).rawPayload;
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const words = pdfText(pdf);
    const printed = (rupees: number) => rupees.toFixed(2);
    for (const expected of [
      `Invoice no. ${order.invoiceNumber}`,
      'GSTIN 33AABCU9603R1ZU',
      'FSSAI Lic. No. 12421033000123',
      'section 9(5)',
      'CGST 2.5%',
      'SGST 9%',
      'Tip for the rider',
      printed(order.bill.tip),
      printed(order.bill.total),
    ]) {
      expect(words).toContain(expected);
    }

    // Someone else's customer, another owner, a rider, a guest: no invoice.
    const stranger = await createPersona(ctx, 'customer', 'invoiceStranger');
    const rider = await createPersona(ctx, 'deliveryPartner', 'invoiceRider');
    for (const [caller, status] of [
      [stranger, 403],
      [rider, 403],
    ] as const) {
      expect((await call(ctx.app, 'GET', url, { caller })).statusCode).toBe(status);
    }
    expect((await call(ctx.app, 'GET', url, {})).statusCode).toBe(401);
  });
});

describe('invoice numbers', () => {
  it('100 payments at once get 100 consecutive numbers of this financial year, in the printed form', async () => {
    const customers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => createPersona(ctx, 'customer', `invoiceCustomer${i}`)),
    );
    const placed: { who: Persona; id: string }[] = [];
    for (const who of customers) {
      for (let i = 0; i < 10; i++) {
        const res = await placeOrder(ctx, who, orderBody(restaurantId, twoDosas()));
        expect(res.statusCode).toBe(201);
        placed.push({ who, id: res.json().order._id });
      }
    }
    const signed = await Promise.all(
      placed.map(async (p) => ({ ...p, sig: await signTestPayment(ctx, p.who, p.id) })),
    );
    const numbered =
      (await ctx.database.db.select({ n: count() }).from(orders).where(isNotNull(orders.invoiceNumber)))[0]
        ?.n ?? 0;

    const paid = await Promise.all(
      signed.map((p) =>
        call(ctx.app, 'POST', `/api/orders/${p.id}/payment/verify`, { caller: p.who, body: p.sig }),
      ),
    );
    expect(paid.map((r) => r.statusCode)).toEqual(placed.map(() => 200));
    const numbers = paid.map((r) => (r.json() as TOrder).invoiceNumber ?? '').toSorted();
    const year = financialYearOf(new Date());
    expect(numbers).toEqual(
      Array.from({ length: 100 }, (_, i) => documentNumber(INVOICE_SERIES, year, numbered + i + 1)),
    );

    // Paying again does not take another number.
    const again = await call(ctx.app, 'POST', `/api/orders/${signed[0]?.id}/payment/verify`, {
      caller: signed[0]?.who,
      body: signed[0]?.sig,
    });
    expect(again.statusCode).toBe(200);
    const last = (
      await ctx.database.db.select({ n: count() }).from(orders).where(isNotNull(orders.invoiceNumber))
    )[0]?.n;
    expect(last).toBe(numbered + 100);
  }, 120_000);
});

describe('credit notes', () => {
  const creditNotesSoFar = async () =>
    (await ctx.database.db.select({ n: count() }).from(refunds).where(isNotNull(refunds.creditNoteNumber)))[0]
      ?.n ?? 0;
  const read = async (who: Persona, id: string) =>
    (await call(ctx.app, 'GET', `/api/order/${id}`, { caller: who })).json() as TOrder;

  it("a paid order cancelled, and one an admin refunds, each get the next number of the year's CN series and a PDF", async () => {
    const buyer = await createPersona(ctx, 'customer', 'creditNoteBuyer');
    const admin = await createPersona(ctx, 'admin', 'creditNoteAdmin');
    const before = await creditNotesSoFar();
    const cancelled = await placePaidOrder(ctx, buyer, orderBody(restaurantId, twoDosas()));
    const refunded = await placePaidOrder(ctx, buyer, orderBody(restaurantId, twoDosas()));

    // Not refunded yet: no credit note, in words.
    const early = await call(ctx.app, 'GET', `/api/order/${cancelled}/credit-note`, { caller: buyer });
    expect(early.statusCode).toBe(404);
    expect(early.json().error).toBe(ORDER_MESSAGES.noCreditNote);
    expect((await read(buyer, cancelled)).creditNoteNumber).toBeNull();

    const cancel = await call(ctx.app, 'POST', `/api/orders/${cancelled}/status`, {
      caller: buyer,
      body: { status: 'Cancelled' },
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    const refund = await call(ctx.app, 'POST', `/api/admin/orders/${refunded}/refund`, {
      caller: admin,
      body: { reason: 'Cold food' },
    });
    expect(refund.statusCode, refund.body).toBe(200);

    const year = financialYearOf(new Date());
    const first = await read(buyer, cancelled);
    const second = await read(buyer, refunded);
    expect([first.creditNoteNumber, second.creditNoteNumber]).toEqual([
      documentNumber(CREDIT_NOTE_SERIES, year, before + 1),
      documentNumber(CREDIT_NOTE_SERIES, year, before + 2),
    ]);
    expect(refund.json().order.creditNoteNumber).toBe(second.creditNoteNumber);

    const pdf = await call(ctx.app, 'GET', `/api/order/${cancelled}/credit-note`, { caller: buyer });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toContain(
      `credit-note-${first.creditNoteNumber?.replaceAll('/', '-')}.pdf`,
    );
    const words = pdfText(pdf.rawPayload);
    for (const expected of [
      `Credit note no. ${first.creditNoteNumber}`,
      `Against tax invoice no. ${first.invoiceNumber}`,
      'Total credited',
      first.bill.total.toFixed(2),
    ]) {
      expect(words).toContain(expected);
    }
    const stranger = await createPersona(ctx, 'customer', 'creditNoteStranger');
    const peek = await call(ctx.app, 'GET', `/api/order/${cancelled}/credit-note`, { caller: stranger });
    expect(peek.statusCode).toBe(403);
  });
});
