import { DELIVERY_MESSAGES } from '@app/shared';
import { DEMO, logIn } from '../fixtures/accounts.ts';
import { apiAs, newAnnaNagarCustomer, placePaidOrderFromDemoOwner } from '../fixtures/delivery.ts';
import { type Browser, expect, type Page, test } from '../fixtures/test.ts';

// Near the demo owner's restaurants in Anna Nagar, then riding towards the customer.
const START = { latitude: 13.0855, longitude: 80.2105 };
const ON_THE_ROAD = [
  { latitude: 13.0861, longitude: 80.2092 },
  { latitude: 13.0874, longitude: 80.2081 },
];

/**
 * A rider's phone: its own browser context, 360 px wide, not sharing its position yet. A phone that
 * shares it is a candidate for the dispatcher's exclusive offer (automatic dispatch, the default),
 * which would hide the order from the other rider: the race for the open list needs neither to.
 */
async function riderPhone(browser: Browser, baseURL: string, account: { email: string; password: string }) {
  const context = await browser.newContext({ baseURL, viewport: { width: 360, height: 780 } });
  const page = await context.newPage();
  await logIn(page, account);
  // Riders land on their workspace.
  await expect(page).toHaveURL(/\/delivery$/);
  await expect(page.getByRole('heading', { name: 'Deliveries', level: 1 })).toBeVisible();
  await expect(page.getByText('Live', { exact: true })).toBeVisible();
  return { context, page };
}

const pickupCard = (page: Page, orderId: string) =>
  page
    .getByRole('region', { name: 'Ready for pickup' })
    .getByRole('article')
    .filter({ hasText: `#${orderId.slice(0, 8)}` });

test('riders race for a pickup; the customer watches the rider on the map, gives the code, and reviews', async ({
  browser,
  page,
  baseURL,
}) => {
  test.setTimeout(300_000); // three people, four browsers, a whole delivery, on a shared machine
  if (!baseURL) throw new Error('no baseURL');
  const { account, api: customer } = await newAnnaNagarCustomer(baseURL);
  const owner = await apiAs(baseURL, DEMO.owner);
  const { orderId, restaurant } = await placePaidOrderFromDemoOwner(customer, owner);

  const a = await riderPhone(browser, baseURL, DEMO.rider);
  const b = await riderPhone(browser, baseURL, DEMO.rider2);

  // The owner accepts and marks it ready (through the API): both riders see it appear, no reload.
  expect(
    (await owner.post(`/api/orders/${orderId}/status`, { data: { status: 'Preparing' } })).ok(),
  ).toBeTruthy();
  expect((await owner.post(`/api/orders/${orderId}/ready`)).ok()).toBeTruthy();
  await expect(pickupCard(a.page, orderId)).toBeVisible();
  await expect(pickupCard(b.page, orderId)).toBeVisible();
  await expect(pickupCard(a.page, orderId)).toContainText(restaurant.name);
  await expect(pickupCard(a.page, orderId)).toContainText('Anna Nagar, 600040');
  await expect(pickupCard(a.page, orderId)).toContainText('₹40');

  // A accepts; B sees it gone.
  await pickupCard(a.page, orderId).getByRole('button', { name: 'Accept' }).click();
  const current = a.page
    .getByRole('region', { name: 'Current delivery' })
    .getByRole('article')
    .filter({ hasText: `#${orderId.slice(0, 8)}` });
  await expect(current).toBeVisible();
  await expect(current).toContainText('Lakshmi');
  await expect(current).toContainText('98400 44444');
  await expect(current.getByRole('link', { name: 'Route to drop' })).toHaveAttribute(
    'href',
    /google\.com\/maps\/dir/,
  );
  await expect(pickupCard(b.page, orderId)).toHaveCount(0);

  await current.getByRole('button', { name: 'Picked up' }).click();
  await expect(current.getByText('On the way')).toBeVisible();
  // On the road, A's phone shares its position (the page asks again once allowed).
  await a.context.grantPermissions(['geolocation']);
  await a.context.setGeolocation(START);
  await a.page.reload();
  await expect(current).toBeVisible();

  // The customer's Track: code, rider's name, the live map (tiles are not fetched from the internet here).
  await page.route(/tile\.openstreetmap\.org/, (route) => route.abort());
  await logIn(page, account);
  await page.goto('/orders');
  await page.evaluate(() => Object.assign(window, { __noReload: true }));
  const card = page.getByRole('article').filter({ hasText: `#${orderId.slice(0, 8)}` });
  await card.getByRole('button', { name: 'Track' }).click();
  await expect(card.getByText('Arun is on the way')).toBeVisible();
  await expect(
    card.getByRole('region', { name: /Map showing Arun/ }).locator('.leaflet-container'),
  ).toBeVisible();
  const code = (await card.getByLabel(/^Delivery code/).textContent())?.trim() ?? '';
  expect(code).toMatch(/^\d{4}$/);

  // A rides: the customer's map follows without a reload.
  const position = card.getByTestId('courier-position');
  for (const spot of ON_THE_ROAD) {
    await a.context.setGeolocation(spot);
    await expect(position).toHaveAttribute(
      'data-position',
      `${spot.latitude.toFixed(4)}, ${spot.longitude.toFixed(4)}`,
      { timeout: 15_000 },
    );
  }
  await expect(card.getByText(/Arriving in about \d+ min/)).toBeVisible();
  await expect(card.locator('.courier-marker')).toHaveCount(1);

  // A wrong code is refused; the right one delivers.
  const wrong = code === '0000' ? '1111' : '0000';
  const digits = current.getByRole('textbox');
  await digits.first().click();
  await a.page.keyboard.type(wrong);
  await current.getByRole('button', { name: 'Delivered' }).click();
  await expect(current.getByRole('alert')).toHaveText(DELIVERY_MESSAGES.deliveryCodeWrong);
  await digits.first().click();
  await a.page.keyboard.type(code);
  await current.getByRole('button', { name: 'Delivered' }).click();
  await expect(current).toHaveCount(0);

  // The customer sees Delivered live and can review.
  await expect(card.getByText('Status: Delivered')).toBeVisible();
  expect(await page.evaluate(() => (window as { __noReload?: boolean }).__noReload)).toBe(true);
  await card.getByRole('link', { name: 'Leave Review' }).click();
  await expect(page).toHaveURL(new RegExp(`/review/${orderId}$`));

  // Nothing scrolls sideways on the rider's 360 px phone.
  expect(await a.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await Promise.all([a.context.close(), b.context.close(), owner.dispose(), customer.dispose()]);
});
