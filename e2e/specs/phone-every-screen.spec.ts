import { DELIVERY_MESSAGES, OWNER_MESSAGES, type TFoodItem, type TOrder } from '@app/shared';
import { DEMO, logIn, uniqueEmail } from '../fixtures/accounts.ts';
import { apiAs, markReady, newAnnaNagarCustomer } from '../fixtures/delivery.ts';
import { newKitchen, ok, paidAcceptedOrder, unique } from '../fixtures/kitchen.ts';
import { shootAt390 } from '../fixtures/screens.ts';
import { expect, type Locator, type Page, test } from '../fixtures/test.ts';

// Every screen of a role, each looked at in both schemes: six times a test's usual time (slow()
// gives three, which a shared machine at half speed overran).
test.setTimeout(180_000);
test.use({ viewport: { width: 390, height: 844 } });

/** The page's main heading is there and nothing is loading any more (a lazy page, its list). */
async function settled(page: Page) {
  await expect(page.locator('h1').first()).toBeVisible({ timeout: 20_000 });
  await expect(page.getByLabel('Loading page')).toHaveCount(0);
  await expect(page.getByTestId('list-count').filter({ hasText: 'Loading…' })).toHaveCount(0);
}

/** Every control of `scope` (buttons, links, fields, a switch's label) is reached by scrolling down, not sideways. */
async function expectControlsInReach(scope: Locator) {
  const controls = scope.locator(
    'button:visible, a[href]:visible, textarea:visible, input:visible, label:visible',
  );
  const count = await controls.count();
  for (let i = 0; i < count; i += 1) {
    const control = controls.nth(i);
    await control.scrollIntoViewIfNeeded();
    await expect(control).toBeInViewport();
  }
  return count;
}

/**
 * A workspace list on a phone: each row a card as wide as the screen at most, the list not scrolling
 * sideways inside its own box either, and every value and action of the first row (the price, the
 * sold-out switch, the Reply box, Disable) in reach by scrolling down only.
 */
async function expectListInReach(page: Page, { actions }: { actions: boolean }) {
  await expect(page.getByTestId('list-count')).toHaveText(/^\d+ results?$/);
  if ((await page.getByTestId('list-count').textContent()) === '0 results') return;
  const card = page.getByTestId('list-row').first();
  await card.scrollIntoViewIfNeeded();
  const box = await card.boundingBox();
  expect(box && box.x >= 0 && box.x + box.width <= 390, 'the first card fits the screen').toBe(true);
  const inside = await card.evaluate((row) => {
    const region = row.closest('[role="region"]');
    return region ? region.scrollWidth - region.clientWidth : 0;
  });
  expect(inside, 'the list scrolls sideways inside its box').toBeLessThanOrEqual(0);
  if (actions) {
    const row = card.getByTestId('list-row-actions');
    await expect(row).toBeVisible();
    expect(await expectControlsInReach(row), 'the row has actions').toBeGreaterThan(0);
  }
  await expectControlsInReach(card);
}

/** Visits `path`, waits for it, checks it does not scroll sideways and keeps a picture of it, light and dark. */
async function visit(page: Page, path: string, name: string) {
  await test.step(path, async () => {
    await page.goto(path);
    await settled(page);
    await shootAt390(page, test.info(), name);
  });
}

/** No element of the header reaches past the screen's right edge, and the title is not cut. */
async function expectHeaderFits(page: Page, title: string) {
  const header = page.locator('header').first();
  await expect(header.getByRole('link', { name: title, exact: true })).toBeVisible();
  const overflow = await header.evaluate((h) =>
    Array.from(h.querySelectorAll<HTMLElement>('*'))
      .filter((el) => el.getClientRects().length > 0)
      .filter(
        (el) =>
          el.getBoundingClientRect().right > window.innerWidth + 0.5 || el.scrollWidth > el.clientWidth + 1,
      )
      .filter((el) => el.tagName !== 'INPUT')
      .map((el) => `${el.tagName}.${el.className}`),
  );
  expect(overflow, 'header elements cut off or past the edge').toEqual([]);
}

test('customer: every screen fits a 390 px phone, order cards keep their actions in reach', async ({
  page,
}) => {
  await page.route(/tile\.openstreetmap\.org/, (route) => route.abort());
  await logIn(page, DEMO.customer);
  const restaurants = (await (await page.request.get('/api/restaurants?limit=100')).json()) as {
    _id: string;
    ratingCount: number;
  }[];
  const restaurant = restaurants.find((r) => r.ratingCount >= 20) ?? restaurants[0];
  if (!restaurant) throw new Error('no restaurants');
  const orders = (await (await page.request.get('/api/orders?page=1&limit=10')).json()) as TOrder[];
  const order = orders[0];
  if (!order) throw new Error('the demo customer has no orders');

  await visit(page, '/', 'customer-home');
  await visit(page, '/all-restaurants', 'customer-all-restaurants');
  await visit(page, `/view-restaurant/${restaurant._id}`, 'customer-restaurant');
  await visit(page, '/favorites', 'customer-favorites');
  await visit(page, '/cart', 'customer-cart');
  await visit(page, '/orders', 'customer-orders');
  const card = page.getByRole('article').first();
  await expect(card).toBeVisible();
  expect(await expectControlsInReach(card), 'an order card has actions').toBeGreaterThan(0);
  await visit(page, `/orders/${order._id}`, 'customer-order');
  await visit(page, `/review/${order._id}`, 'customer-review');
  await visit(page, '/profile-info', 'customer-profile-info');
  await visit(page, '/Profile', 'customer-profile');
  await visit(page, '/Dashboard', 'customer-dashboard');
  await visit(page, '/about', 'customer-about');
  await visit(page, '/about-restaurant', 'customer-about-restaurant');
  await visit(page, '/contact', 'customer-contact');
  await visit(page, '/privacy', 'customer-privacy');
  await visit(page, '/terms', 'customer-terms');
});

test('owner: every screen fits a 390 px phone, the header is whole, every list row is a card in reach', async ({
  page,
}) => {
  await logIn(page, DEMO.owner);
  const dishes = (await (
    await page.request.get('/api/owner/food-items?page=1&limit=1')
  ).json()) as TFoodItem[];

  await visit(page, '/restaurant-admin', 'owner-dashboard');
  // The short title and the restaurant picker share the header line, nothing cut or past the edge.
  await expectHeaderFits(page, 'Owner');
  await expect(page.locator('header').getByLabel(OWNER_MESSAGES.chooseRestaurant)).toBeInViewport();

  await visit(page, '/food-items', 'owner-food-items');
  await expectListInReach(page, { actions: true });
  // The price and the sold-out controls of a dish, named on the card.
  const card = page.getByTestId('list-row').first();
  const price = card.getByText('Price', { exact: true });
  await price.scrollIntoViewIfNeeded();
  await expect(price).toBeInViewport();
  await expect(card.getByRole('switch')).toHaveCount(1);
  await visit(page, '/restaurant-feedback', 'owner-feedback');
  await expectListInReach(page, { actions: true });
  await expect(
    page
      .getByTestId('list-row')
      .first()
      .getByRole('textbox', { name: /^Reply to / }),
  ).toBeInViewport();
  await visit(page, '/restaurant-customers', 'owner-customers');
  await expectListInReach(page, { actions: false });

  await visit(page, '/restaurant/view', 'owner-my-restaurant');
  await visit(page, '/add-food-item', 'owner-add-food-item');
  if (dishes[0]) await visit(page, `/food-items/${dishes[0]._id}/edit`, 'owner-edit-food-item');
  await visit(page, '/restaurant-orders', 'owner-orders');
  await visit(page, '/restaurant-helpdesk', 'owner-help-desk');
  await visit(page, '/restaurant-analytics', 'owner-analytics');
  await visit(page, '/restaurant-reports', 'owner-reports');
  await visit(page, '/restaurant-statements', 'owner-statements');
  await visit(page, '/restaurant-coupons', 'owner-coupons');
  await visit(page, '/restaurant-settings', 'owner-settings');
  await expectHeaderFits(page, 'Owner');
});

test('admin: every screen fits a 390 px phone and every list row is a card with its actions in reach', async ({
  page,
}) => {
  await logIn(page, DEMO.admin);
  const orders = (await (await page.request.get('/api/admin/orders?page=1&limit=1')).json()) as {
    _id: string;
  }[];

  await visit(page, '/admin', 'admin-dashboard');
  await visit(page, '/view-users', 'admin-view-users');
  await expectListInReach(page, { actions: true });
  await expect(
    page
      .getByTestId('list-row')
      .first()
      .getByRole('button', { name: /^(Disable|Enable) / }),
  ).toBeInViewport();
  await visit(page, '/view-restaurants', 'admin-view-restaurants');
  await expectListInReach(page, { actions: true });
  await visit(page, '/admin/orders', 'admin-orders');
  await expectListInReach(page, { actions: false });
  await visit(page, '/admin/deliveries', 'admin-deliveries');
  await expectListInReach(page, { actions: true });
  await visit(page, '/admin/feedback', 'admin-feedback');
  await expectListInReach(page, { actions: true });
  await visit(page, '/admin/help-desk', 'admin-help-desk');
  await expectListInReach(page, { actions: true });
  await visit(page, '/admin/audit-log', 'admin-audit-log');
  await expectListInReach(page, { actions: false });

  await visit(page, '/add-restaurant', 'admin-add-restaurant');
  await visit(page, '/add-users', 'admin-add-user');
  if (orders[0]) await visit(page, `/admin/orders/${orders[0]._id}`, 'admin-order');
  await visit(page, '/admin/rider-cash', 'admin-rider-cash');
  await visit(page, '/admin/analytics', 'admin-analytics');
  await visit(page, '/admin/reports', 'admin-reports');
  await visit(page, '/admin/coupons', 'admin-coupons');
  await visit(page, '/admin/payouts', 'admin-payouts');
  await visit(page, '/admin/settings', 'admin-settings');
});

/** The workspace's sidebar is off the screen (behind the burger) and nothing scrolls sideways. */
async function expectSidebarBehindBurger(page: Page, state: string) {
  const sidebar = page.locator('#workspace-sidebar');
  await expect(page.getByRole('button', { name: 'Open navigation' }), state).toBeVisible();
  await expect(sidebar, state).not.toBeInViewport();
  await expect(sidebar.getByRole('link', { name: 'Audit Log' }), state).not.toBeInViewport();
  const sideways = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(sideways, `${state}: the page scrolls sideways`).toBeLessThanOrEqual(0);
  // The page's own content starts at the screen's left edge: no room is kept for a sidebar.
  const main = await page.locator('main').boundingBox();
  expect(main?.x, `${state}: room kept for a sidebar`).toBe(0);
}

test('admin: a laptop window made phone-sized drops the sidebar behind the burger, expanded or collapsed', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await logIn(page, DEMO.admin);
  await page.goto('/admin/audit-log');
  await settled(page);
  const sidebar = page.locator('#workspace-sidebar');
  await expect(sidebar).toBeInViewport();

  await page.setViewportSize({ width: 390, height: 844 });
  await expectSidebarBehindBurger(page, 'expanded on the laptop, then phone-sized');
  await page.getByRole('button', { name: 'Open navigation' }).click();
  await expect(sidebar.getByRole('link', { name: 'Audit Log' })).toBeInViewport();
  await page.getByRole('button', { name: 'Close navigation' }).click();

  // Collapsed on the laptop (remembered), then phone-sized, and a phone-sized load too.
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.getByRole('button', { name: 'Collapse sidebar' }).click();
  await expect(sidebar).not.toBeInViewport();
  await page.setViewportSize({ width: 390, height: 844 });
  await expectSidebarBehindBurger(page, 'collapsed on the laptop, then phone-sized');
  await shootAt390(page, test.info(), 'admin-audit-log-from-laptop');
  await page.reload();
  await settled(page);
  await expectSidebarBehindBurger(page, 'loaded phone-sized');
  await page.getByRole('button', { name: 'Open navigation' }).click();
  await expect(sidebar.getByRole('link', { name: 'Audit Log' })).toBeInViewport();
  await shootAt390(page, test.info(), 'admin-audit-log-burger-open');
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.getByRole('button', { name: 'Expand sidebar' }).click();
});

// Far south of the seeded areas (Kelambakkam), so no other journey's order is offered to this rider.
const KITCHEN = { lat: 12.787, lng: 80.221 };
const DOOR = { lat: 12.771, lng: 80.226 };
const PHONE = { latitude: 12.795, longitude: 80.218 };

test('rider: the screen fits a phone, the delivery in hand shows its trip on a map, off duty is said once', async ({
  browser,
  baseURL,
}) => {
  if (!baseURL) throw new Error('no baseURL');
  const admin = await apiAs(baseURL, DEMO.admin);
  const account = { email: uniqueEmail('phone-rider'), password: 'phone-rider-pass' };
  await ok(
    'add rider',
    await admin.post('/api/add-user', {
      data: {
        name: 'Kavya Rider',
        email: account.email,
        passwordHash: account.password,
        phone: '98400 88888',
        role: 'deliveryPartner',
        profileImage: '/images/avatars/3.svg',
      },
    }),
  );
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    baseURL,
    geolocation: PHONE,
    permissions: ['geolocation'],
    serviceWorkers: 'block',
  });
  const page = await context.newPage();
  await page.route(/tile\.openstreetmap\.org/, (route) => route.abort());
  await logIn(page, account);
  await page.goto('/delivery');
  await settled(page);

  // A new rider starts off duty: the note says so once, not also under the switch.
  await expect(page.getByRole('switch', { name: 'Off duty' })).toBeVisible();
  await expect(page.getByText(DELIVERY_MESSAGES.offDutyNote)).toHaveCount(1);
  // One page, so no sidebar: the header holds the title and Logout, here and on a laptop.
  await expect(page.getByRole('button', { name: /navigation$/ })).toHaveCount(0);
  await expect(page.locator('header').getByRole('link', { name: 'Logout' })).toBeInViewport();
  await shootAt390(page, test.info(), 'rider-off-duty');

  // An order of the test's own kitchen, given to this rider by hand: to pick up.
  const kitchen = await newKitchen(baseURL, admin, {
    name: `Kelambakkam Kitchen ${unique()}`,
    address: '5, OMR, Kelambakkam, Chennai',
    location: KITCHEN,
    cuisine: ['South Indian'],
    dish: { name: 'Kothu Parotta', price: 220 },
  });
  const { api: customer } = await newAnnaNagarCustomer(baseURL);
  const orderId = await paidAcceptedOrder(customer, kitchen, {
    quantity: 2,
    prepMinutes: 5,
    deliveryInfo: { address: '9, Padur Main Road, Padur', zip: '603103', ...DOOR },
  });
  await ok(
    'on duty',
    await page.request.put('/api/delivery/duty', { data: { onDuty: true }, headers: { Origin: baseURL } }),
  );
  const riderId = (
    (await (await page.request.get('/api/auth/get-session')).json()) as { user: { id: string } }
  ).user.id;
  await markReady(kitchen.owner, orderId);
  await ok('assign', await admin.post(`/api/orders/${orderId}/assign`, { data: { riderId } }));

  await page.reload();
  await settled(page);
  const delivery = page.getByRole('article', { name: kitchen.name });
  await expect(delivery).toBeVisible({ timeout: 20_000 });
  // The trip on a map: the rider (this phone), the restaurant and the customer's door.
  const map = delivery.getByRole('region', { name: /^Map of the trip: you, / });
  await expect(map).toBeVisible();
  await expect(map.locator('.courier-marker')).toHaveCount(1);
  await expect(map.getByText('Restaurant', { exact: true })).toBeVisible();
  // Both route buttons whole on a phone ("Route to pick..." was cut), and in reach.
  for (const name of ['Route to pickup', 'Route to drop']) {
    const route = delivery.getByRole('link', { name });
    await route.scrollIntoViewIfNeeded();
    await expect(route).toBeInViewport();
    const label = route.locator('.mantine-Button-label');
    expect(await label.evaluate((el) => el.scrollWidth <= el.clientWidth), `${name} is cut`).toBe(true);
  }
  // Its status in full beside a long restaurant name (it read "TO PI…").
  const status = delivery.locator('.mantine-Badge-label').filter({ hasText: 'To pick up' });
  expect(await status.evaluate((el) => el.scrollWidth <= el.clientWidth), 'the status is cut').toBe(true);
  await expectControlsInReach(delivery);
  await map.scrollIntoViewIfNeeded();
  await shootAt390(page, test.info(), 'rider-to-pick-up');

  // On a laptop too, the one-page workspace has a header and no sidebar.
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(page.getByRole('navigation', { name: /navigation$/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /sidebar$/ })).toHaveCount(0);
  await expect(page.locator('header').getByRole('link', { name: 'Logout' })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('rider-laptop.png') });

  await Promise.all([admin.dispose(), kitchen.owner.dispose(), customer.dispose()]);
  await context.close();
});
