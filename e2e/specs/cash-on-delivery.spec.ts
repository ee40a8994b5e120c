import {
  ADMIN_FIGURES_MESSAGES,
  COD_MESSAGES,
  financialYearOf,
  INVOICE_SERIES,
  ORDER_UI_MESSAGES,
  rupeesToPaise,
  type TPlaceOrderResponse,
} from '@app/shared';
import { seriousViolations } from '../fixtures/accessibility.ts';
import { DEMO, logIn, uniqueEmail } from '../fixtures/accounts.ts';
import { apiAs, markReady } from '../fixtures/delivery.ts';
import { newKitchen, ok, unique } from '../fixtures/kitchen.ts';
import { shootAt390 } from '../fixtures/screens.ts';
import { type Browser, devices, expect, type Page, request, test } from '../fixtures/test.ts';

// Away from the demo riders in Anna Nagar, so the automatic dispatch offers this order to nobody else.
const VELACHERY = { lat: 12.9815, lng: 80.218 };

/** A new customer with a completed profile and a saved address (checkout fills it in). */
async function newCustomer(baseURL: string) {
  const account = { email: uniqueEmail('cod'), password: 'cod-customer-pass-1' };
  const api = await request.newContext({ baseURL, extraHTTPHeaders: { Origin: baseURL } });
  await ok('sign up', await api.post('/api/auth/sign-up/email', { data: { ...account, name: 'Meena' } }));
  await ok(
    'profile',
    await api.post('/api/add-user', {
      data: {
        name: 'Meena Sundaram',
        phone: '98400 55555',
        profileImage: '/images/avatars/2.svg',
        role: 'customer',
        addresses: [
          { label: 'Home', street: '12, 2nd Avenue, Anna Nagar', city: 'Chennai', pincode: '600040' },
        ],
        favorites: { desserts: [], fastFood: [], mainCourse: [] },
      },
    }),
  );
  return { account, api };
}

/** A signed-in browser of its own (a phone), for a second person in the journey. */
async function phoneOf(browser: Browser, baseURL: string, account: { email: string; password: string }) {
  const context = await browser.newContext({ ...devices['Pixel 7'], baseURL, serviceWorkers: 'block' });
  const page = await context.newPage();
  await logIn(page, account);
  return { context, page };
}

async function waitForApp(page: Page) {
  await expect(page.locator('html')).toHaveAttribute('data-app', 'ready');
}

test('the admin switches cash on delivery on; a customer orders with it; the rider collects the cash at the door; the admin records the deposit', async ({
  browser,
  page,
  baseURL,
}) => {
  test.setTimeout(240_000); // three people, three browsers, a whole delivery, on a shared machine
  if (!baseURL) throw new Error('no baseURL');
  const adminApi = await apiAs(baseURL, DEMO.admin);
  const kitchen = await newKitchen(baseURL, adminApi, {
    name: `Velachery Tiffin ${unique()}`,
    address: '5, Taramani Link Road, Velachery, Chennai',
    location: VELACHERY,
    cuisine: ['South Indian'],
    dish: { name: 'Mini Tiffin', price: 180 },
  });
  const riderAccount = { email: uniqueEmail('cod-rider'), password: 'cod-rider-pass-1' };
  const riderName = `Cash Rider ${unique()}`;
  await ok(
    'add rider',
    await adminApi.post('/api/add-user', {
      data: {
        name: riderName,
        email: riderAccount.email,
        passwordHash: riderAccount.password,
        phone: '98400 77777',
        role: 'deliveryPartner',
        profileImage: '/images/avatars/3.svg',
      },
    }),
  );

  // 1. The admin switches cash on delivery on, on System Settings (cap ₹1,000 as shipped).
  const admin = await phoneOf(browser, baseURL, DEMO.admin);
  await admin.page.goto('/admin/settings');
  await waitForApp(admin.page);
  const codSwitch = admin.page.getByRole('switch', { name: 'Offer cash on delivery at checkout' });
  await expect(codSwitch).toBeVisible();
  await expect(admin.page.getByLabel('Cash on delivery for orders up to (₹)')).toHaveValue('₹1000');
  if (!(await codSwitch.isChecked())) await codSwitch.check({ force: true });
  await admin.page.getByRole('button', { name: 'Save settings' }).click();
  await expect(admin.page.getByText(ADMIN_FIGURES_MESSAGES.settingsSaved)).toBeVisible();

  try {
    // 2. The customer chooses cash on delivery at checkout: no payment sheet, straight to the kitchen.
    const customer = await newCustomer(baseURL);
    await logIn(page, customer.account);
    await page.goto(`/view-restaurant/${kitchen.restaurantId}`);
    await page.getByRole('button', { name: 'Add Mini Tiffin', exact: true }).click();
    await page.goto('/cart');
    await page.getByRole('button', { name: 'Continue to delivery' }).click();
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await expect(page.getByRole('heading', { name: 'Payment' })).toBeVisible();
    await expect(page.getByRole('radio', { name: COD_MESSAGES.payOnline })).toBeChecked();
    const cod = page.getByRole('radio', { name: COD_MESSAGES.cashOnDelivery });
    await expect(cod).toBeEnabled(); // the quote says this bill is under the cap
    await cod.check();
    const placeButton = page.getByRole('button', { name: /^Place order · ₹[\d.,]+$/ });
    await expect(placeButton).toBeVisible();
    await shootAt390(page, test.info(), 'cod-checkout');
    // The whole payment step under axe, the coupons it offers included.
    expect(await seriousViolations(page, 'light'), 'checkout with cash on delivery').toEqual([]);

    const placing = page.waitForResponse(
      (r) => r.url().endsWith('/api/orders') && r.request().method() === 'POST',
    );
    await placeButton.click();
    const placed = (await (await placing).json()) as TPlaceOrderResponse;
    expect(placed.payment).toBeNull();
    const { order } = placed;
    expect(order).toMatchObject({ status: 'Processing', paidAt: null, paymentMethod: 'cod' });
    const atTheDoor = COD_MESSAGES.payAtDoor(rupeesToPaise(order.total));
    await expect(page.getByRole('heading', { name: ORDER_UI_MESSAGES.orderPlaced })).toBeVisible();
    await expect(page.getByText(atTheDoor)).toBeVisible();
    await page.goto('/orders');
    const card = page.getByRole('article').filter({ hasText: `#${order._id.slice(0, 8)}` });
    await expect(card.getByTestId('cod-due')).toHaveText(atTheDoor);

    // 3. The owner accepts it (no payment needed first) and marks it ready.
    await ok(
      'accept',
      await kitchen.owner.post(`/api/orders/${order._id}/status`, {
        data: { status: 'Preparing', prepMinutes: 10 },
      }),
    );
    await markReady(kitchen.owner, order._id);

    // 4. The rider takes it and, at the door, enters the customer's code and confirms the cash.
    const rider = await phoneOf(browser, baseURL, riderAccount);
    const riderApi = rider.context.request;
    const headers = { Origin: baseURL };
    await ok('on duty', await riderApi.put('/api/delivery/duty', { data: { onDuty: true }, headers }));
    await ok('take', await riderApi.post(`/api/orders/${order._id}/accept`, { headers }));
    await ok(
      'pick up',
      await riderApi.post(`/api/orders/${order._id}/status`, { data: { status: 'On the way' }, headers }),
    );
    await rider.page.goto('/delivery');
    await waitForApp(rider.page);
    const current = rider.page
      .getByRole('region', { name: 'Current delivery' })
      .getByRole('article')
      .filter({ hasText: `#${order._id.slice(0, 8)}` });
    const cashLine = COD_MESSAGES.collectCash(rupeesToPaise(order.total));
    await expect(current.getByTestId('cash-to-collect')).toHaveText(cashLine);
    await shootAt390(rider.page, test.info(), 'cod-rider-at-the-door');
    expect(await seriousViolations(rider.page, 'light'), 'rider at the door').toEqual([]);

    const { deliveryCode } = (await (await customer.api.get(`/api/order/${order._id}`)).json()) as {
      deliveryCode: string;
    };
    await current.getByRole('textbox').first().click();
    await rider.page.keyboard.type(deliveryCode);
    // Without the cash confirmed, the rider is stopped on the phone and nothing is sent.
    await current.getByRole('button', { name: 'Delivered' }).click();
    await expect(current.getByRole('alert')).toHaveText(
      COD_MESSAGES.cashNotConfirmed(rupeesToPaise(order.total)),
    );
    await current
      .getByRole('checkbox', { name: COD_MESSAGES.confirmCashLabel(rupeesToPaise(order.total)) })
      .check();
    await current.getByRole('button', { name: 'Delivered' }).click();
    await expect(current).toHaveCount(0);

    // Delivered AND paid: the invoice number came with the cash.
    const after = (await (await customer.api.get(`/api/order/${order._id}`)).json()) as {
      status: string;
      paidAt: string | null;
      invoiceNumber: string | null;
    };
    expect(after.status).toBe('Delivered');
    expect(after.paidAt).not.toBeNull();
    expect(after.invoiceNumber).toMatch(
      new RegExp(`^${INVOICE_SERIES}/${financialYearOf(new Date())}/\\d{6}$`),
    );

    // The rider's earnings show the cash to deposit.
    await rider.page.reload();
    await expect(rider.page.getByTestId('cash-in-hand')).toContainText(
      COD_MESSAGES.cashInHand(rupeesToPaise(order.total)),
    );

    // 5. The admin sees the cash against the rider and records the deposit.
    await admin.page.goto('/admin/rider-cash');
    await waitForApp(admin.page);
    const row = admin.page.getByTestId('rider-cash-row').filter({ hasText: riderName });
    await expect(row).toBeVisible();
    await shootAt390(admin.page, test.info(), 'cod-admin-rider-cash');
    await row.getByRole('button', { name: `Record deposit for ${riderName}` }).click();
    const dialog = admin.page.getByRole('dialog', { name: `Record a deposit from ${riderName}` });
    const reference = `HDFC slip ${unique()}`;
    await dialog.getByLabel('Reference').fill(reference);
    await dialog.getByRole('button', { name: 'Record deposit' }).click();
    await expect(admin.page.getByText(COD_MESSAGES.depositRecorded)).toBeVisible();
    await expect(admin.page.getByTestId('cash-deposit-row').filter({ hasText: reference })).toBeVisible();
    await expect(row.getByRole('button', { name: `Record deposit for ${riderName}` })).toBeDisabled();

    await Promise.all([rider.context.close(), customer.api.dispose()]);
  } finally {
    // Cash on delivery is site-wide: switched off again for the journeys that follow.
    const current = (await (await adminApi.get('/api/admin/settings')).json()) as Record<string, unknown>;
    const { updatedAt: _a, updatedBy: _b, ...body } = current;
    await adminApi.put('/api/admin/settings', {
      data: { ...body, cashOnDelivery: { enabled: false, maxOrderAmount: 1000 } },
    });
    await Promise.all([admin.context.close(), adminApi.dispose(), kitchen.owner.dispose()]);
  }
});
