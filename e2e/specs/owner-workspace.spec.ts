import {
  BOARD_MESSAGES,
  OWNER_MESSAGES,
  type TFoodItem,
  type TOwnerRestaurantSummary,
  type TPlaceOrderResponse,
} from '@app/shared';
import { COLOR_SCHEMES, seriousViolations } from '../fixtures/accessibility.ts';
import { DEMO, logIn, uniqueEmail } from '../fixtures/accounts.ts';
import { postOrder } from '../fixtures/orders.ts';
import { PNG } from '../fixtures/photo.ts';
import { shootAt390 } from '../fixtures/screens.ts';
import { type APIRequestContext, expect, request, test } from '../fixtures/test.ts';

test.slow();

async function apiAs(baseURL: string, account: { email: string; password: string }) {
  const api = await request.newContext({ baseURL, extraHTTPHeaders: { Origin: baseURL } });
  expect((await api.post('/api/auth/sign-in/email', { data: account })).ok()).toBeTruthy();
  return api;
}

async function newCustomer(
  baseURL: string,
): Promise<{ api: APIRequestContext; email: string; password: string }> {
  const api = await request.newContext({ baseURL, extraHTTPHeaders: { Origin: baseURL } });
  const email = uniqueEmail('board');
  const password = 'long-enough-pw';
  expect(
    (await api.post('/api/auth/sign-up/email', { data: { email, password, name: 'Kavya Raman' } })).ok(),
  ).toBeTruthy();
  return { api, email, password };
}

async function paidOrder(api: APIRequestContext, restaurantId: string, dishId: string): Promise<string> {
  const res = await postOrder(api, restaurantId, [{ foodItemId: dishId, quantity: 2 }]);
  expect(res.ok()).toBeTruthy();
  const { order } = (await res.json()) as TPlaceOrderResponse;
  const signed = await api.post(`/api/orders/${order._id}/payment/test`, { data: { outcome: 'success' } });
  expect(
    (await api.post(`/api/orders/${order._id}/payment/verify`, { data: await signed.json() })).ok(),
  ).toBeTruthy();
  return order._id;
}

test('the owner adds a dish with a customisation and a photo, sees it in Menu Management and on the public page, marks it sold out, deletes it', async ({
  page,
  browser,
}) => {
  const name = `Test Kothu ${Date.now()}`;
  await logIn(page, DEMO.owner);
  await page.goto('/add-food-item');
  await page.getByRole('button', { name: 'Add Food Item' }).click();
  for (const message of [
    OWNER_MESSAGES.nameRequired,
    OWNER_MESSAGES.categoryRequired,
    OWNER_MESSAGES.priceRequired,
    OWNER_MESSAGES.imageUrlRequired,
  ]) {
    await expect(page.getByText(message, { exact: true })).toBeVisible();
  }
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
  await page.getByRole('combobox', { name: 'Category' }).click();
  await page.getByRole('option', { name: 'Main Course' }).click();
  await page.getByRole('textbox', { name: 'Price (₹)', exact: true }).fill('180.50');
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Upload photo' }).click();
  await (await chooser).setFiles({ name: 'kothu.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByRole('textbox', { name: 'Image URL' })).toHaveValue(/^\/api\/images\//);
  // The preview offers the server's sized copies, not only the full upload.
  await expect(page.getByRole('img', { name: 'Dish photo preview' })).toHaveAttribute(
    'srcset',
    /\?w=\d+ \d+w/,
  );
  await page.getByRole('textbox', { name: 'Group name' }).fill('Spice');
  await page.getByRole('textbox', { name: 'Option 1' }).fill('Mild');
  await page.getByRole('button', { name: 'Add Food Item' }).click();
  await expect(page.getByText(OWNER_MESSAGES.foodItemAdded)).toBeVisible();

  await page.goto('/food-items');
  await page.getByRole('searchbox', { name: 'Search food items' }).fill(name);
  await expect(page.getByTestId('list-count')).toHaveText('1 result');
  const row = page.getByRole('row', { name: new RegExp(name) });
  await expect(row).toContainText('Available');

  const restaurantId = await page.evaluate(() =>
    JSON.parse(localStorage.getItem('owner.restaurantId') ?? 'null'),
  );
  const customerPage = await browser.newPage();
  const restaurantUrl = async () => {
    const id =
      restaurantId ??
      ((await (await page.request.get('/api/owner/restaurants')).json()) as TOwnerRestaurantSummary[])[0]
        ?._id;
    return `/view-restaurant/${id}`;
  };
  // Public menus are micro-cached for 2 s (lib/micro-cache.ts) and a long menu renders in slices.
  const url = await restaurantUrl();
  await expect(async () => {
    await customerPage.goto(url);
    await expect(customerPage.getByRole('button', { name: `Add ${name}`, exact: true })).toBeVisible();
  }).toPass({ timeout: 60_000 });

  await row.getByRole('switch').click();
  await expect(row).toContainText('Unavailable');
  await customerPage.reload();
  await expect(customerPage.getByRole('button', { name: `Sold Out: ${name}` })).toBeVisible();

  page.once('dialog', (d) => d.accept());
  await row.getByRole('button', { name: `Delete ${name}` }).click();
  await expect(page.getByText(OWNER_MESSAGES.noFoodItemsFoundSearching)).toBeVisible();
  await customerPage.close();
});

test('a new order shows live on the board; accepted with a prep time, the customer sees Preparing and the time; a rejected one shows the reason', async ({
  page,
  browser,
  baseURL,
}) => {
  if (!baseURL) throw new Error('no baseURL');
  const owner = await apiAs(baseURL, DEMO.owner);
  const [restaurant] = (await (
    await owner.get('/api/owner/restaurants')
  ).json()) as TOwnerRestaurantSummary[];
  if (!restaurant) throw new Error('demo owner has no restaurant');
  const menu = (await (
    await owner.get(`/api/owner/food-items?restaurantId=${restaurant._id}&limit=100`)
  ).json()) as TFoodItem[];
  const dish = menu.find((d) => d.isAvailable && d.customizations.length === 0) ?? menu[0];
  if (!dish) throw new Error('no dish');
  await owner.dispose();

  await page.context().grantPermissions(['notifications']);
  await page.addInitScript(() => {
    (window as unknown as { shown: string[] }).shown = [];
    const Original = window.Notification;
    class Spy extends Original {
      constructor(title: string, options?: NotificationOptions) {
        super(title, options);
        (window as unknown as { shown: string[] }).shown.push(title);
      }
    }
    Object.defineProperty(window, 'Notification', { value: Spy });
  });
  await logIn(page, DEMO.owner);
  await page.evaluate((id) => localStorage.setItem('owner.restaurantId', JSON.stringify(id)), restaurant._id);
  await page.goto('/restaurant-orders');
  await expect(page.getByText('Live', { exact: true })).toBeVisible();

  const customer = await newCustomer(baseURL);
  const customerPage = await browser.newPage();
  await logIn(customerPage, customer);
  const accepted = await paidOrder(customer.api, restaurant._id, dish._id);
  await customerPage.goto('/orders');

  const newColumn = page.getByRole('region', { name: 'New orders' });
  const ticket = newColumn
    .getByRole('article', { name: 'Order from Meena' })
    .filter({ hasText: accepted.slice(0, 8) });
  await expect(ticket).toBeVisible();
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { shown: string[] }).shown))
    .toContain(OWNER_MESSAGES.newOrder);
  await ticket.getByRole('textbox', { name: 'Prep time (min)' }).fill('25');
  await ticket.getByRole('button', { name: 'Accept' }).click();
  await expect(customerPage.getByTestId('prep-time')).toContainText('25 minutes');
  // The ticket counts down to its prep time and says no rider has it yet.
  const preparing = page
    .getByRole('region', { name: 'Preparing' })
    .getByRole('article')
    .filter({ hasText: accepted.slice(0, 8) });
  await expect(preparing.getByTestId('ticket-clock')).toContainText(/Due in 2[45] min/);
  await expect(preparing.getByTestId('ticket-clock')).toContainText(BOARD_MESSAGES.noRiderYet);

  const rejected = await paidOrder(customer.api, restaurant._id, dish._id);
  const second = newColumn.getByRole('article').filter({ hasText: rejected.slice(0, 8) });
  await second.getByRole('button', { name: 'Reject' }).click();
  await page.getByRole('textbox', { name: 'Reason (the customer sees it)' }).fill('Out of dosa batter');
  await page.getByRole('button', { name: 'Reject order' }).click();
  await expect(customerPage.getByTestId('cancel-reason')).toContainText('Out of dosa batter');
  await expect(customerPage.getByTestId('cancel-reason')).toContainText('refunded');
  // Done today says how each order ended: a rejected one is not taken for delivered.
  const done = page
    .getByRole('region', { name: 'Done today' })
    .getByRole('article')
    .filter({ hasText: rejected.slice(0, 8) });
  await expect(done.getByText('Cancelled', { exact: true })).toBeVisible();
  await shootAt390(page, test.info(), 'owner-board-clocks');
  await customer.api.dispose();
});

test('the Menu Management CSV holds every filtered row', async ({ page }) => {
  await logIn(page, DEMO.owner);
  await page.goto('/food-items');
  await expect(page.getByTestId('list-count')).toHaveText(/^\d+ results?$/);
  const count = Number((await page.getByTestId('list-count').textContent())?.split(' ')[0]);
  expect(count).toBeGreaterThan(10);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('food-items-export.csv');
  const text = (await (await file.createReadStream()).toArray()).join('');
  expect(
    text
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n'),
  ).toHaveLength(count + 1);
});

test('Menu Management searches all the owner’s restaurants, whichever the header picker is on', async ({
  page,
}) => {
  await logIn(page, DEMO.owner);
  const mine = (await (await page.request.get('/api/owner/restaurants')).json()) as TOwnerRestaurantSummary[];
  expect(mine.length).toBeGreaterThan(1);
  const [first, last] = [mine[0], mine.at(-1)];
  if (!first || !last) throw new Error('the demo owner has no restaurants');
  const theirDishes = (await (
    await page.request.get(`/api/owner/food-items?restaurantId=${last._id}&limit=100`)
  ).json()) as TFoodItem[];
  const firstNames = new Set(
    (
      (await (
        await page.request.get(`/api/owner/food-items?restaurantId=${first._id}&limit=100`)
      ).json()) as TFoodItem[]
    ).map((d) => d.name),
  );
  const dish = theirDishes.find((d) => !firstNames.has(d.name));
  if (!dish) throw new Error('no dish only the last restaurant serves');
  // The header picker is on the first restaurant.
  await page.evaluate((id) => localStorage.setItem('owner.restaurantId', JSON.stringify(id)), first._id);

  await page.goto('/food-items');
  const picker = page.getByRole('combobox', { name: 'Search in' });
  await expect(picker).toHaveValue('All restaurants');
  await page.getByRole('searchbox', { name: 'Search food items' }).fill(dish.name);
  await expect(
    page.getByRole('row').filter({ hasText: dish.name }).filter({ hasText: last.name }),
  ).toBeVisible();

  // Picking one restaurant narrows the search to it.
  await picker.click();
  await page.getByRole('option', { name: first.name, exact: true }).click();
  await expect(page.getByText(OWNER_MESSAGES.noFoodItemsFoundSearching)).toBeVisible();
});

const OWNER_SCREENS = [
  '/restaurant-admin',
  '/restaurant/view',
  '/food-items',
  '/add-food-item',
  '/restaurant-customers',
  '/restaurant-orders',
  '/restaurant-feedback',
  '/restaurant-helpdesk',
  '/restaurant-analytics',
  '/restaurant-reports',
  '/restaurant-settings',
];

for (const scheme of COLOR_SCHEMES) {
  test.describe(`${scheme} scheme`, () => {
    test.use({ colorScheme: scheme });

    // One test per screen, so a slow machine spends its time budget on one axe run at a time.
    for (const path of OWNER_SCREENS) {
      test(`${path} has no serious or critical accessibility violation`, async ({ page }) => {
        await logIn(page, DEMO.owner);
        await page.goto(path);
        // A lazy screen (the charts are their own chunk) can take more than 10 s on a busy machine.
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 });
        // Lists and figures: wait for the content (or the empty words), not the skeleton.
        await expect(page.getByText('Loading…')).toHaveCount(0);
        expect(await seriousViolations(page, scheme), path).toEqual([]);
      });
    }
  });
}
