import fs from 'node:fs';
import { ADMIN_MESSAGES, AUTH_MESSAGES, OWNER_MESSAGES, type TPlaceOrderResponse } from '@app/shared';
import { DEMO, logIn, uniqueEmail } from '../fixtures/accounts.ts';
import { postOrder } from '../fixtures/orders.ts';
import { type Browser, expect, type Page, request, test } from '../fixtures/test.ts';

// Several sign-ins (password hashes), three browsers and many screens in one story: on a shared,
// busy machine one story takes minutes.
test.describe.configure({ timeout: 300_000 });

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

async function signInAs(browser: Browser, login: string, password: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto('/login');
  await page.getByLabel('Email or username').fill(login);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).not.toHaveURL(/\/login/);
  return { context, page };
}

async function addUser(page: Page, user: { name: string; email: string; password: string; role: string }) {
  await page.goto('/add-users');
  await page.getByLabel('Name').fill(user.name);
  await page.getByLabel('Email').fill(user.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(user.password);
  await page.getByLabel('Phone').fill('98400 44444');
  await page.getByRole('combobox', { name: 'Role' }).click();
  await page.getByRole('option', { name: user.role }).click();
  await page.getByRole('button', { name: 'Add User' }).click();
}

test('admin adds a restaurant with a new owner; the owner signs in with the username and adds a dish; a customer finds it and orders; deactivating hides it from customers', async ({
  page,
  browser,
  baseURL,
}) => {
  const name = `Journey Tiffin ${unique()}`;
  const username = `tiffin_${unique()}`;
  await logIn(page, DEMO.admin);
  await expect(page).toHaveURL(/\/admin$/);

  await page.goto('/add-restaurant');
  await page.getByRole('button', { name: 'Add Restaurant' }).click();
  await expect(page.getByText(ADMIN_MESSAGES.nameRequired)).toBeVisible();
  await expect(page.getByText(ADMIN_MESSAGES.addressRequired)).toBeVisible();
  await expect(page.getByText(ADMIN_MESSAGES.usernameRequired)).toBeVisible();
  await expect(page.getByText(ADMIN_MESSAGES.passwordRequired)).toBeVisible();

  await page.getByLabel('Restaurant name').fill(name);
  await page.getByLabel('Address').fill('3, Ranganathan Street, T Nagar, Chennai');
  await page.getByLabel('Image URL').fill('https://example.com/tiffin.jpg');
  await page.getByRole('button', { name: 'Add image' }).click();
  await page.getByLabel('Owner username').fill(username);
  await page.getByLabel('Owner password').fill('tiffin-owner-pass');
  await page.getByRole('button', { name: 'Add Restaurant' }).click();
  await expect(page.getByRole('status')).toHaveText(ADMIN_MESSAGES.restaurantAdded);

  // The same username again (another case) is refused by the server; nothing is created.
  await page.getByLabel('Restaurant name').fill(`${name} Two`);
  await page.getByLabel('Address').fill('4, Ranganathan Street');
  await page.getByLabel('Owner username').fill(username.toUpperCase());
  await page.getByLabel('Owner password').fill('tiffin-owner-pass');
  await page.getByRole('button', { name: 'Add Restaurant' }).click();
  await expect(page.getByRole('alert').filter({ hasText: ADMIN_MESSAGES.usernameTaken })).toBeVisible();

  // The owner signs in with the username, lands on the owner workspace and adds a dish.
  const owner = await signInAs(browser, username, 'tiffin-owner-pass');
  await expect(owner.page).toHaveURL(/\/restaurant-admin$/);
  const dish = `Journey Dosa ${unique()}`;
  await owner.page.goto('/add-food-item');
  await owner.page.getByRole('textbox', { name: 'Name', exact: true }).fill(dish);
  await owner.page.getByRole('combobox', { name: 'Category' }).click();
  await owner.page.getByRole('option', { name: 'Main Course' }).click();
  await owner.page.getByRole('textbox', { name: 'Price (₹)', exact: true }).fill('120');
  await owner.page.getByRole('textbox', { name: 'Image URL' }).fill('/images/restaurants/1.svg');
  await owner.page.getByRole('button', { name: 'Add Food Item' }).click();
  await expect(owner.page.getByText(OWNER_MESSAGES.foodItemAdded)).toBeVisible();
  await owner.context.close();

  // A customer finds it (the public catalogue carries no owner block), sees the dish, and orders it.
  const customer = await browser.newContext();
  const found = await (await customer.request.get(`/api/restaurants?q=${encodeURIComponent(name)}`)).json();
  expect(found).toHaveLength(1);
  expect(found[0].owner).toBeNull();
  const restaurantId = found[0]._id as string;
  const customerPage = await customer.newPage();
  // Not waiting for `load`: the restaurant's photos are on another host.
  await customerPage.goto(`/view-restaurant/${restaurantId}`, { waitUntil: 'domcontentloaded' });
  await expect(customerPage.getByRole('button', { name: `Add ${dish}`, exact: true })).toBeVisible();
  const shopper = await request.newContext({ baseURL, extraHTTPHeaders: { Origin: baseURL ?? '' } });
  expect(
    (
      await shopper.post('/api/auth/sign-up/email', {
        data: { email: uniqueEmail('journey'), password: 'journey-pass-2026', name: 'Journey Shopper' },
      })
    ).ok(),
  ).toBeTruthy();
  const menu = await (await shopper.get(`/api/food-items-by-restaurant?restaurantId=${restaurantId}`)).json();
  const dishId = (menu as { _id: string; name: string }[]).find((d) => d.name === dish)?._id ?? '';
  const placed = await postOrder(shopper, restaurantId, [{ foodItemId: dishId, quantity: 2 }]);
  expect(placed.status()).toBe(201);
  const { order } = (await placed.json()) as TPlaceOrderResponse;
  const signed = await shopper.post(`/api/orders/${order._id}/payment/test`, {
    data: { outcome: 'success' },
  });
  const paid = await shopper.post(`/api/orders/${order._id}/payment/verify`, { data: await signed.json() });
  expect((await paid.json()).status).toBe('Processing');
  await shopper.dispose();

  // Admin deactivates it in View Restaurants: customers stop finding it within 2 seconds.
  await page.goto('/view-restaurants');
  await page.getByLabel('Search restaurants').fill(name);
  await expect(page.getByTestId('list-count')).toHaveText('1 result');
  await expect(page.getByRole('cell', { name: 'Active', exact: true })).toBeVisible();
  await page.getByRole('button', { name: `Deactivate ${name}` }).click();
  await expect(page.getByText('Inactive', { exact: true }).first()).toBeVisible();
  await expect
    .poll(
      async () =>
        (await (await customer.request.get(`/api/restaurants?q=${encodeURIComponent(name)}`)).json()).length,
      {
        timeout: 3000,
      },
    )
    .toBe(0);
  const search = await (await customer.request.get(`/api/search?q=${encodeURIComponent(name)}`)).json();
  expect(search.restaurants).toHaveLength(0);
  await customer.close();
});

test('admin creates a delivery partner and a customer, disables the customer who is signed out at once; exports hold every filtered row', async ({
  page,
  browser,
}) => {
  const tag = unique();
  await logIn(page, DEMO.admin);

  const rider = {
    name: `Rider ${tag}`,
    email: uniqueEmail(`rider${tag}`),
    password: 'rider-pass-2026',
    role: 'Delivery partner',
  };
  await addUser(page, rider);
  await expect(page.getByRole('status')).toHaveText(
    `Success: ${ADMIN_MESSAGES.userCreated(rider.name, 'deliveryPartner')}`,
  );
  const riderSession = await signInAs(browser, rider.email, rider.password);
  // A delivery partner lands on the delivery workspace.
  await expect(riderSession.page).toHaveURL(/\/delivery$/);
  await expect(riderSession.page.getByRole('heading', { level: 1 })).toBeVisible();
  const riderMe = await (await riderSession.page.request.get('/api/session')).json();
  expect(riderMe.user.role).toBe('deliveryPartner');
  await riderSession.context.close();

  // The same email again: the server's words after 'Error: '.
  await addUser(page, { ...rider, name: 'Copy' });
  await expect(
    page.getByRole('alert').filter({ hasText: `Error: ${ADMIN_MESSAGES.emailTaken}` }),
  ).toBeVisible();

  const customer = {
    name: `Shopper ${tag}`,
    email: uniqueEmail(`shopper${tag}`),
    password: 'shopper-pass-2026',
    role: 'Customer',
  };
  await addUser(page, customer);
  await expect(page.getByRole('status')).toContainText('Success: ');
  const shopper = await signInAs(browser, customer.email, customer.password);

  await page.goto('/view-users');
  await page.getByLabel('Search users').fill(tag);
  await expect(page.getByTestId('list-count')).toHaveText('2 results');
  await page.getByRole('button', { name: `Disable ${customer.name}` }).click();
  await expect(page.getByText('Disabled', { exact: true }).first()).toBeVisible();

  // Signed out at once: the next page load has no session; signing in again is refused.
  await shopper.page.goto('/orders');
  await expect(shopper.page).toHaveURL(/\/login/);
  await shopper.page.getByLabel('Email or username').fill(customer.email);
  await shopper.page.getByRole('textbox', { name: 'Password', exact: true }).fill(customer.password);
  await shopper.page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(shopper.page.getByRole('alert')).toHaveText(AUTH_MESSAGES.accountDisabled);
  await shopper.context.close();

  // The export holds every row the search matched (both users), not just the page.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('users-export.csv');
  const csv = fs
    .readFileSync((await file.path()) ?? '', 'utf8')
    .trim()
    .split('\r\n');
  expect(csv).toHaveLength(3);
  expect(csv.join('\n')).toContain(rider.email);
  expect(csv.join('\n')).toContain(customer.email);

  // An empty search says the spec's words.
  await page.getByLabel('Search users').fill(`nobody-${tag}`);
  await expect(page.getByText(ADMIN_MESSAGES.noUsersFound)).toBeVisible();
});

test('restaurants export holds every filtered row across pages', async ({ page }) => {
  await logIn(page, DEMO.admin);
  await page.goto('/view-restaurants');
  const total = Number(
    (await (await page.request.get('/api/admin/restaurants?limit=1')).headers())['x-total-count'],
  );
  expect(total).toBeGreaterThan(10);
  await expect(page.getByTestId('list-count')).toHaveText(`${total} results`);
  await expect(page.getByRole('button', { name: 'Next' })).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('restaurants-export.csv');
  const lines = fs
    .readFileSync((await file.path()) ?? '', 'utf8')
    .trim()
    .split('\r\n');
  expect(lines).toHaveLength(total + 1);
});
