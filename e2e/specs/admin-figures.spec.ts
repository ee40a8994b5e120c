import fs from 'node:fs';
import {
  ADMIN_FIGURES_MESSAGES,
  ADMIN_SALES_REPORT_COLUMNS,
  adminSalesReportFileName,
  indiaDate,
  type TAdminAnalytics,
  type TFoodItem,
  type TRestaurant,
} from '@app/shared';
import { DEMO, logIn, uniqueEmail } from '../fixtures/accounts.ts';
import { DELIVERY_INFO } from '../fixtures/orders.ts';
import {
  type APIRequestContext,
  type BrowserContext,
  expect,
  type Page,
  request,
  test,
} from '../fixtures/test.ts';

// Pausing ordering is site-wide: playwright.config.ts runs this file alone, after the other journeys.
test.describe.configure({ mode: 'serial' });
test.slow();

const today = () => indiaDate(new Date());

/** One CSV line's cells (RFC 4180: quoted cells may hold commas and doubled quotes). */
function csvCells(line: string): string[] {
  const cells: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < line.length; i += 1) {
    const c = line[i];
    if (quoted && c === '"' && line[i + 1] === '"') {
      cell += '"';
      i += 1;
    } else if (c === '"') quoted = !quoted;
    else if (c === ',' && !quoted) {
      cells.push(cell);
      cell = '';
    } else cell += c;
  }
  cells.push(cell);
  return cells;
}

type Dish = { restaurant: TRestaurant; dish: TFoodItem; quantity: number };

/** An open restaurant with a dish that alone reaches its minimum order. */
async function orderableDish(api: APIRequestContext): Promise<Dish> {
  const restaurants = (await (await api.get('/api/restaurants?limit=100')).json()) as TRestaurant[];
  for (const restaurant of restaurants.filter((r) => r.isActive && !r.isPaused)) {
    const menu = (await (
      await api.get(`/api/food-items-by-restaurant?restaurantId=${restaurant._id}&limit=200`)
    ).json()) as TFoodItem[];
    const dish = menu.find((d) => d.isAvailable && d.customizations.length === 0);
    if (!dish) continue;
    const quantity = Math.max(1, Math.ceil(restaurant.minOrderAmount / dish.price));
    if (quantity <= 10) return { restaurant, dish, quantity };
  }
  throw new Error('no restaurant with an orderable dish');
}

/** A new customer signed in inside `context` (browser and API calls share its cookie). */
async function newCustomer(context: BrowserContext, baseURL: string) {
  const account = { email: uniqueEmail('figures'), password: 'figures-password-1', name: 'Lakshmi' };
  const res = await context.request.post('/api/auth/sign-up/email', {
    data: account,
    headers: { Origin: baseURL },
  });
  expect(res.ok()).toBeTruthy();
  return account;
}

/** Places an order through the API as `api`'s customer (same origin, as the browser sends it). */
function placeOrder(api: APIRequestContext, origin: string, { restaurant, dish, quantity }: Dish) {
  return api.post('/api/orders', {
    headers: { Origin: origin, 'Idempotency-Key': crypto.randomUUID() },
    data: {
      restaurantId: restaurant._id,
      items: [{ foodItemId: dish._id, quantity, options: [] }],
      deliveryInfo: DELIVERY_INFO,
    },
  });
}

const SHIPPED_SETTINGS = {
  supportPhone: '+91 44 4000 1234',
  supportEmail: 'support@chennaieats.example',
  bannerEnabled: false,
  bannerText: '',
  orderingPaused: false,
};

// Whatever happens above, the site is left open for ordering, without a banner.
test.afterAll(async ({ baseURL }) => {
  const origin = baseURL ?? '';
  const api = await request.newContext({ baseURL: origin, extraHTTPHeaders: { Origin: origin } });
  await api.post('/api/auth/sign-in/email', { data: DEMO.admin });
  expect((await api.put('/api/admin/settings', { data: SHIPPED_SETTINGS })).ok()).toBeTruthy();
  await api.dispose();
});

async function saveSettings(
  page: Page,
  values: { banner?: string; phone?: string; bannerOn: boolean; paused: boolean },
) {
  await page.goto('/admin/settings');
  const bannerSwitch = page.getByRole('switch', { name: 'Show the banner to every visitor' });
  const pauseSwitch = page.getByRole('switch', { name: 'Pause all ordering' });
  await expect(bannerSwitch).toBeVisible();
  if (values.banner !== undefined) await page.getByLabel('Banner text').fill(values.banner);
  if (values.phone !== undefined) await page.getByLabel('Support phone').fill(values.phone);
  if ((await bannerSwitch.isChecked()) !== values.bannerOn) await bannerSwitch.click({ force: true });
  if ((await pauseSwitch.isChecked()) !== values.paused) await pauseSwitch.click({ force: true });
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByRole('status')).toHaveText(ADMIN_FIGURES_MESSAGES.settingsSaved, {
    timeout: 30_000,
  });
}

test('admin pauses ordering with a banner: customers see it and cannot order; after resuming they can', async ({
  page,
  browser,
  baseURL,
}) => {
  const origin = baseURL ?? '';
  const banner = `Rain in Chennai: deliveries may be slower ${Date.now()}`;
  await logIn(page, DEMO.admin);

  const customerContext = await browser.newContext();
  const customer = await customerContext.newPage();
  try {
    await newCustomer(customerContext, origin);
    const orderable = await orderableDish(customer.request);
    const { restaurant, dish } = orderable;

    await saveSettings(page, { banner, phone: '+91 44 4000 7777', bannerOn: true, paused: true });

    // Every visitor sees the banner and the pause, on every customer page.
    await customer.goto('/');
    const announcement = customer.getByRole('region', { name: 'Announcement' });
    await expect(announcement).toContainText(banner);
    await expect(announcement).toContainText(ADMIN_FIGURES_MESSAGES.orderingPausedBanner);

    // The cart says so; the server refuses the order in words and writes nothing.
    await customer.goto(`/view-restaurant/${restaurant._id}`);
    await customer.getByRole('button', { name: `Add ${dish.name}`, exact: true }).click();
    // The cart holds it before we leave the page (a navigation right after the tap could lose it).
    await expect(customer.getByRole('link', { name: 'Cart (1)' })).toBeVisible();
    await customer.goto('/cart');
    await expect(customer.getByRole('alert')).toHaveText(ADMIN_FIGURES_MESSAGES.orderingPaused, {
      timeout: 30_000,
    });
    const refused = await placeOrder(customer.request, origin, orderable);
    expect(refused.status()).toBe(503);
    expect((await refused.json()).error).toBe(ADMIN_FIGURES_MESSAGES.orderingPaused);
    const mine = await customer.request.get('/api/orders');
    expect(await mine.json()).toEqual([]);

    // The contact page shows the support contact from the settings.
    await customer.goto('/contact');
    await expect(customer.getByText('+91 44 4000 7777')).toBeVisible();

    await saveSettings(page, { phone: '+91 44 4000 1234', bannerOn: false, paused: false });

    await customer.goto('/cart');
    await expect(customer.getByRole('heading', { name: 'Your Cart', level: 1 })).toBeVisible();
    await expect(customer.getByRole('region', { name: 'Announcement' })).toHaveCount(0);
    await expect(customer.getByRole('alert')).toHaveCount(0);
    const placed = await placeOrder(customer.request, origin, orderable);
    expect(placed.status()).toBe(201);
  } finally {
    await customerContext.close();
  }
});

test('admin downloads the sales report: its rows add up to the analytics of the same day', async ({
  page,
  browser,
  baseURL,
}) => {
  const origin = baseURL ?? '';
  const day = today();
  // A paid order today, so the report has at least this restaurant.
  const customerContext = await browser.newContext();
  try {
    await newCustomer(customerContext, origin);
    const api = customerContext.request;
    const orderable = await orderableDish(api);
    const { restaurant } = orderable;
    const placed = await placeOrder(api, origin, orderable);
    expect(placed.status()).toBe(201);
    const orderId = (await placed.json()).order._id as string;
    const signed = await api.post(`/api/orders/${orderId}/payment/test`, {
      data: { outcome: 'success' },
      headers: { Origin: origin },
    });
    expect(signed.ok()).toBeTruthy();
    const verified = await api.post(`/api/orders/${orderId}/payment/verify`, {
      data: await signed.json(),
      headers: { Origin: origin },
    });
    expect(verified.ok()).toBeTruthy();

    await logIn(page, DEMO.admin);
    await page.goto('/admin/reports');
    await page.getByLabel('From').fill(day);
    await page.getByLabel('To').fill(day);
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download CSV' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(adminSalesReportFileName(day, day));
    const csv = fs.readFileSync((await download.path()) ?? '', 'utf8').replace(/^\uFEFF/, '');
    const [header, ...rows] = csv.trim().split('\r\n').map(csvCells);
    expect(header).toEqual([...ADMIN_SALES_REPORT_COLUMNS]);
    expect(rows.some((r) => r[0] === restaurant.name && Number(r[1]) >= 1)).toBe(true);

    const analytics = (await (
      await page.request.get(`/api/admin/analytics?from=${day}&to=${day}`)
    ).json()) as TAdminAnalytics;
    const sum = (column: number) => rows.reduce((s, r) => s + Number(r[column]), 0);
    expect(sum(1)).toBe(analytics.rates.paid);
    expect(sum(2).toFixed(2)).toBe((analytics.perDay[0]?.gmv ?? 0).toFixed(2));
  } finally {
    await customerContext.close();
  }
});
