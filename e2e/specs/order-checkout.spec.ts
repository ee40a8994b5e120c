import { readFile } from 'node:fs/promises';
import {
  CHECKOUT_MESSAGES,
  formatRupees,
  MESSAGES,
  ORDER_UI_MESSAGES,
  type TFoodItem,
  type TOrder,
  type TPlaceOrderResponse,
  type TRestaurant,
} from '@app/shared';
import { DEMO, logIn, uniqueEmail } from '../fixtures/accounts.ts';
import { acceptAndPickUp, deliverWithCode, markReady } from '../fixtures/delivery.ts';
import { postOrder } from '../fixtures/orders.ts';
import { type APIRequestContext, expect, type Page, request, test } from '../fixtures/test.ts';

type Account = { email: string; password: string };

/** An API client signed in as someone else (the restaurant, the rider), beside the customer's browser. */
async function apiAs(baseURL: string, account: Account): Promise<APIRequestContext> {
  const api = await request.newContext({ baseURL, extraHTTPHeaders: { Origin: baseURL } });
  const res = await api.post('/api/auth/sign-in/email', { data: account });
  expect(res.ok(), `sign in as ${account.email}`).toBeTruthy();
  return api;
}

/** A fresh customer with a completed profile and one saved address, so tests never share a cart. */
async function newCustomer(baseURL: string): Promise<Account> {
  const account = { email: uniqueEmail('order'), password: 'order-password-1' };
  const api = await request.newContext({ baseURL, extraHTTPHeaders: { Origin: baseURL } });
  expect(
    (await api.post('/api/auth/sign-up/email', { data: { ...account, name: 'Meena' } })).ok(),
  ).toBeTruthy();
  const profile = await api.post('/api/add-user', {
    data: {
      name: 'Meena Iyer',
      phone: '98400 33333',
      profileImage: '/images/avatars/2.svg',
      role: 'customer',
      addresses: [
        { label: 'Home', street: '4, Kutchery Road, Mylapore', city: 'Chennai', pincode: '600004' },
      ],
      favorites: { desserts: ['Payasam'], fastFood: [], mainCourse: [] },
    },
  });
  expect(profile.ok()).toBeTruthy();
  await api.dispose();
  return account;
}

type Dishes = { restaurant: TRestaurant; plain: TFoodItem; custom: TFoodItem };

/** A restaurant the demo owner runs, with a plain dish and one with a priced choice. */
async function ownersDishes(api: APIRequestContext): Promise<Dishes> {
  const restaurants = (await (await api.get('/api/restaurants?limit=100')).json()) as TRestaurant[];
  for (const restaurant of restaurants.filter((r) => r.owner?.email === DEMO.owner.email && r.isActive)) {
    const menu = (await (
      await api.get(`/api/food-items-by-restaurant?restaurantId=${restaurant._id}&limit=200`)
    ).json()) as TFoodItem[];
    const plain = menu.find((d) => d.isAvailable && d.customizations.length === 0);
    const custom = menu.find(
      (d) =>
        d.isAvailable &&
        d.customizations.length === 1 &&
        d.customizations[0]?.optionPrices.some((p) => p > 0),
    );
    if (plain && custom && restaurant.minOrderAmount <= plain.price + custom.price) {
      return { restaurant, plain, custom };
    }
  }
  throw new Error('the demo owner has no restaurant with the dishes this journey needs');
}

async function addDishes(page: Page, { restaurant, plain, custom }: Dishes): Promise<string> {
  await page.goto(`/view-restaurant/${restaurant._id}`);
  await page.getByRole('button', { name: `Add ${plain.name}`, exact: true }).click();
  await page.getByRole('button', { name: `Add ${custom.name}`, exact: true }).click();
  const group = custom.customizations[0];
  const index = group?.optionPrices.findIndex((p) => p > 0) ?? -1;
  const option = group?.options[index] ?? '';
  const dialog = page.getByRole('dialog', { name: `Customise ${custom.name}` });
  await dialog.getByRole('radio', { name: new RegExp(`^${option}`) }).check();
  await dialog.getByRole('button', { name: /Add to cart/ }).click();
  await expect(dialog).toBeHidden();
  return option;
}

/** Cart -> Delivery (the saved address is already chosen) -> Payment. */
async function checkOutToPayment(page: Page) {
  await page.goto('/cart');
  await page.getByRole('button', { name: 'Continue to delivery' }).click();
  await expect(page.getByRole('radio', { name: /Home/ })).toBeChecked();
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(page.getByRole('heading', { name: 'Payment' })).toBeVisible();
}

/** A new customer with the demo owner's two dishes in the cart, at checkout's payment step. */
async function newCustomerAtPayment(page: Page, baseURL: string | undefined) {
  if (!baseURL) throw new Error('no baseURL');
  const customer = await newCustomer(baseURL);
  const owner = await apiAs(baseURL, DEMO.owner);
  const dishes = await ownersDishes(owner);
  await owner.dispose();
  await logIn(page, customer);
  await addDishes(page, dishes);
  await checkOutToPayment(page);
}

function placedOrder(page: Page) {
  return page.waitForResponse((r) => r.url().endsWith('/api/orders') && r.request().method() === 'POST');
}

test('order, pay in test mode, follow it live to Delivered, then review it', async ({ page, baseURL }) => {
  test.slow(); // the whole life of an order: three accounts, a payment and four live updates
  if (!baseURL) throw new Error('no baseURL');
  const owner = await apiAs(baseURL, DEMO.owner);
  const rider = await apiAs(baseURL, DEMO.rider);
  const dishes = await ownersDishes(owner);
  const option = await addDishes(page, dishes);

  await logIn(page, DEMO.customer);
  await page.goto('/cart');
  const items = page.getByRole('list', { name: 'Cart items' });
  await expect(items.getByRole('listitem')).toHaveCount(2);
  await expect(items.getByText(new RegExp(option))).toBeVisible();

  await checkOutToPayment(page);
  const placing = placedOrder(page);
  await page.getByRole('button', { name: /^Pay ₹/ }).click();
  const { order } = (await (await placing).json()) as TPlaceOrderResponse;
  const sheet = page.getByRole('dialog', { name: ORDER_UI_MESSAGES.testPaymentTitle });
  await sheet.getByRole('button', { name: 'Succeed' }).click();

  await expect(page.getByRole('heading', { name: ORDER_UI_MESSAGES.orderPlaced })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to Home' })).toBeVisible();
  // The server's total, not the cart's.
  await expect(page.getByText(`Total paid ${formatRupees(order.total)}`)).toBeVisible();
  await expect(page).toHaveURL(/\/orders$/, { timeout: 10_000 });

  // From here the page must update by itself: a reload would clear this mark.
  await page.evaluate(() => Object.assign(window, { __noReload: true }));
  const card = page.getByRole('article').filter({ hasText: `#${order._id.slice(0, 8)}` });
  const badge = card.getByText('Processing', { exact: true }).first();
  await expect(badge).toBeVisible();
  await expect(page.getByText(ORDER_UI_MESSAGES.liveUpdates)).toBeVisible();

  const moves: [TOrder['status'], () => Promise<unknown>][] = [
    ['Preparing', () => owner.post(`/api/orders/${order._id}/status`, { data: { status: 'Preparing' } })],
    ['On the way', () => markReady(owner, order._id).then(() => acceptAndPickUp(rider, order._id))],
    ['Delivered', () => deliverWithCode(rider, page.request, order._id)],
  ];
  for (const [status, move] of moves) {
    await move();
    await expect(card.locator('[aria-current="step"]')).toContainText(status);
  }
  await expect(card.getByRole('button', { name: 'Track' })).toBeVisible();
  expect(await page.evaluate(() => (window as { __noReload?: boolean }).__noReload)).toBe(true);

  await card.getByRole('button', { name: 'Track' }).click();
  await expect(card.getByText('Status: Delivered')).toBeVisible();

  const before = (await (await owner.get(`/api/restaurants/${dishes.restaurant._id}`)).json()) as TRestaurant;
  await card.getByRole('link', { name: 'Leave Review' }).click();
  await expect(page).toHaveURL(new RegExp(`/review/${order._id}$`));
  await expect(page.getByRole('heading', { name: `How was ${dishes.restaurant.name}?` })).toBeVisible();
  const submit = page.getByRole('button', { name: 'Submit Review' });
  await expect(submit).toBeDisabled();
  // The radio itself is visually hidden; a person taps its star, the label drawn for it.
  const fiveStars = await page.getByLabel('5 stars: Excellent!').getAttribute('id');
  await page.locator(`label[for="${fiveStars}"]`).click();
  await expect(page.getByText('Excellent!', { exact: true })).toBeVisible();
  await submit.click();
  await expect(page.getByText(ORDER_UI_MESSAGES.commentRequired)).toBeVisible();
  await page.getByLabel('Your comment').fill('Crisp, hot and on time.');
  await submit.click();
  const thanks = page.getByRole('dialog', { name: 'Thank You' });
  await expect(thanks).toBeVisible();

  const after = (await (await owner.get(`/api/restaurants/${dishes.restaurant._id}`)).json()) as TRestaurant;
  // The rating is the mean of every review (20 to 60 on a seeded restaurant, decision 054): the count moves by one.
  expect(after.ratingCount).toBe(before.ratingCount + 1);

  await thanks.getByRole('button', { name: 'Continue Browsing' }).click();
  await expect(page).toHaveURL(/\/$/);
  await owner.dispose();
  await rider.dispose();
});

test('a failed test payment says so and keeps the cart; trying again pays the same order', async ({
  page,
  baseURL,
}) => {
  test.slow(); // sign-up, a guest cart carried through sign-in, two payment attempts
  if (!baseURL) throw new Error('no baseURL');
  const customer = await newCustomer(baseURL);
  const owner = await apiAs(baseURL, DEMO.owner);
  const dishes = await ownersDishes(owner);
  await owner.dispose();

  // A guest fills the cart, is asked to sign in at Delivery, and comes back to the same cart.
  await addDishes(page, dishes);
  await page.goto('/cart');
  await page.getByRole('button', { name: 'Continue to delivery' }).click();
  await expect(page).toHaveURL(/\/login\?redirect=(%2F|\/)cart$/);
  await page.getByLabel('Email').fill(customer.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(customer.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByRole('list', { name: 'Cart items' }).getByRole('listitem')).toHaveCount(2);

  await checkOutToPayment(page);
  const first = placedOrder(page);
  await page.getByRole('button', { name: /^Pay ₹/ }).click();
  const firstOrder = ((await (await first).json()) as TPlaceOrderResponse).order;
  await page
    .getByRole('dialog', { name: ORDER_UI_MESSAGES.testPaymentTitle })
    .getByRole('button', { name: 'Fail' })
    .click();
  await expect(page.getByRole('alert')).toHaveText(MESSAGES.paymentFailed);

  // The cart is kept, here and on the account.
  await page.getByRole('button', { name: 'Back' }).click();
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByRole('list', { name: 'Cart items' }).getByRole('listitem')).toHaveCount(2);
  await expect
    .poll(
      async () => ((await (await page.request.get('/api/cart')).json()) as { lines: unknown[] }).lines.length,
    )
    .toBe(2);

  // Same cart, same address: the same Idempotency-Key, so the server hands back the same order.
  await page.getByRole('button', { name: 'Continue to delivery' }).click();
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  const second = placedOrder(page);
  await page.getByRole('button', { name: /^Pay ₹/ }).click();
  const retry = await second;
  expect(retry.status()).toBe(200);
  expect(((await retry.json()) as TPlaceOrderResponse).order._id).toBe(firstOrder._id);
  await page
    .getByRole('dialog', { name: ORDER_UI_MESSAGES.testPaymentTitle })
    .getByRole('button', { name: 'Succeed' })
    .click();
  await expect(page.getByRole('heading', { name: ORDER_UI_MESSAGES.orderPlaced })).toBeVisible();
  await expect(page.getByRole('link', { name: /Cart \(0\)/ })).toBeVisible();
});

test('an order left unpaid on one device is paid with "Pay now" on another', async ({ page, baseURL }) => {
  test.slow(); // sign-up and a sign-in on each "device"
  if (!baseURL) throw new Error('no baseURL');
  const customer = await newCustomer(baseURL);
  const owner = await apiAs(baseURL, DEMO.owner);
  const { restaurant, plain } = await ownersDishes(owner);
  await owner.dispose();
  const quantity = Math.max(1, Math.ceil(restaurant.minOrderAmount / plain.price));

  // The first device places the order and never pays.
  const phone = await apiAs(baseURL, customer);
  const placed = await postOrder(phone, restaurant._id, [{ foodItemId: plain._id, quantity }]);
  expect(placed.status()).toBe(201);
  const { order } = (await placed.json()) as TPlaceOrderResponse;
  await phone.dispose();

  // The second device (this browser) finds it on My Orders and pays it: the payment comes from the
  // server (GET /api/orders/:id/payment), not from anything the first device kept.
  await logIn(page, customer);
  await page.goto('/orders');
  await page.getByRole('button', { name: 'Pay now' }).click();
  await page
    .getByRole('dialog', { name: ORDER_UI_MESSAGES.testPaymentTitle })
    .getByRole('button', { name: 'Succeed' })
    .click();
  await expect(page.getByRole('button', { name: 'Pay now' })).toHaveCount(0);
  await expect
    .poll(async () => ((await (await page.request.get(`/api/order/${order._id}`)).json()) as TOrder).status)
    .toBe('Processing');
});

test('paying again after the order expired says it was cancelled and keeps the cart; a double tap places one order', async ({
  page,
  baseURL,
}) => {
  test.slow(); // sign-up, three payment attempts
  await newCustomerAtPayment(page, baseURL);

  const first = placedOrder(page);
  await page.getByRole('button', { name: /^Pay ₹/ }).click();
  const firstOrder = ((await (await first).json()) as TPlaceOrderResponse).order;
  const sheet = page.getByRole('dialog', { name: ORDER_UI_MESSAGES.testPaymentTitle });
  await sheet.getByRole('button', { name: 'Close the test payment' }).click();
  await expect(page.getByText(ORDER_UI_MESSAGES.paymentNotCompleted)).toBeVisible();

  // Its payment window closes: the server cancels it (what the 30-minute expiry does; an admin may too).
  const admin = await apiAs(baseURL ?? '', DEMO.admin);
  const cancelled = await admin.post(`/api/orders/${firstOrder._id}/status`, {
    data: { status: 'Cancelled' },
  });
  expect(cancelled.ok(), await cancelled.text()).toBeTruthy();
  await admin.dispose();

  // Same cart, same address, same key: the server hands back the cancelled order; it is not "paid".
  const replay = placedOrder(page);
  await page.getByRole('button', { name: /^Pay ₹/ }).click();
  const replayed = ((await (await replay).json()) as TPlaceOrderResponse).order;
  expect(replayed).toMatchObject({ _id: firstOrder._id, status: 'Cancelled' });
  await expect(page.getByRole('alert')).toHaveText(CHECKOUT_MESSAGES.replayedOrderCancelled);
  await expect(page.getByRole('heading', { name: ORDER_UI_MESSAGES.orderPlaced })).toBeHidden();
  await expect(sheet).toBeHidden();
  await expect
    .poll(
      async () => ((await (await page.request.get('/api/cart')).json()) as { lines: unknown[] }).lines.length,
    )
    .toBe(2);

  // Pay again, with a double tap: one new order, one payment sheet.
  const posts: string[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/api/orders') && r.method() === 'POST')
      posts.push(r.headers()['idempotency-key'] ?? '');
  });
  const next = placedOrder(page);
  await page.getByRole('button', { name: /^Pay ₹/ }).dblclick();
  const fresh = await next;
  expect(fresh.status()).toBe(201);
  expect(((await fresh.json()) as TPlaceOrderResponse).order._id).not.toBe(firstOrder._id);
  await sheet.getByRole('button', { name: 'Succeed' }).click();
  await expect(page.getByRole('heading', { name: ORDER_UI_MESSAGES.orderPlaced })).toBeVisible();
  expect(posts).toHaveLength(1);
});

test('the bill: a tip at checkout, every line as the server quoted it, and the invoice number once paid', async ({
  page,
  baseURL,
}) => {
  test.slow(); // sign-up, a quote per tip, a payment
  await newCustomerAtPayment(page, baseURL);

  // ₹30 for the rider: the server quotes the body with the tip, and the summary shows its bill.
  const quoted = page.waitForResponse(
    (r) =>
      r.url().endsWith('/api/orders/quote') && (r.request().postDataJSON() as { tip?: number }).tip === 30,
  );
  await page.getByRole('group', { name: 'Tip your rider' }).getByText('₹30', { exact: true }).click();
  const { bill } = (await (await quoted).json()) as { bill: TOrder['bill'] };
  expect(bill.tip).toBe(30);
  expect(bill.gst.cgst).toBeGreaterThan(0);
  expect(bill.gst.cgst).toBe(bill.gst.sgst);
  const summary = page.getByRole('complementary', { name: 'Order summary' });
  if (await summary.getByRole('button', { name: 'Show order summary' }).isVisible()) {
    await summary.getByRole('button', { name: 'Show order summary' }).click();
  }
  const lines = summary.getByRole('list', { name: 'Bill' });
  await expect(lines.getByRole('listitem').filter({ hasText: 'Tip for your rider' })).toContainText('₹30.00');
  await expect(lines.getByRole('listitem').filter({ hasText: 'CGST' })).toContainText(
    formatRupees(bill.gst.cgst),
  );
  await expect(lines.getByRole('listitem').filter({ hasText: /^Total/ })).toContainText(
    formatRupees(bill.total),
  );
  await expect(summary).toContainText('what you pay');

  // Pay exactly that; the order keeps the bill and gets the next invoice number.
  const placing = placedOrder(page);
  await page.getByRole('button', { name: `Pay ${formatRupees(bill.total)}` }).click();
  const { order } = (await (await placing).json()) as TPlaceOrderResponse;
  expect(order.bill).toEqual(bill);
  await page
    .getByRole('dialog', { name: ORDER_UI_MESSAGES.testPaymentTitle })
    .getByRole('button', { name: 'Succeed' })
    .click();
  await expect(page.getByText(`Total paid ${formatRupees(bill.total)}`)).toBeVisible();
  await expect
    .poll(
      async () =>
        ((await (await page.request.get(`/api/order/${order._id}`)).json()) as TOrder).invoiceNumber,
    )
    .toMatch(/^CE\/\d{2}-\d{2}\/\d{6}$/);
  const paid = (await (await page.request.get(`/api/order/${order._id}`)).json()) as TOrder;
  await page.goto('/orders');
  const card = page.getByRole('article').filter({ hasText: `#${order._id.slice(0, 8)}` });
  await expect(card.getByText(`Tax invoice ${paid.invoiceNumber}`)).toBeVisible();
  await expect(card.getByRole('list', { name: 'Bill' })).toContainText('Tip for your rider');

  // The invoice PDF: its number and its total are the screen's.
  const downloading = page.waitForEvent('download');
  await card.getByRole('link', { name: 'Download invoice (PDF)' }).click();
  const file = await downloading;
  expect(file.suggestedFilename()).toBe(`invoice-${paid.invoiceNumber?.replaceAll('/', '-')}.pdf`);
  const pdf = await readFile(await file.path());
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  // Uncompressed, built-in fonts: the words are hex runs in the page's content.
  const words = [...pdf.toString('latin1').matchAll(/<([0-9a-f]+)>/g)]
    .map((m) => Buffer.from(m[1] ?? '', 'hex').toString('latin1'))
    .join('');
  expect(words).toContain(`Invoice no. ${paid.invoiceNumber}`);
  expect(words).toContain(bill.total.toFixed(2));
});
