import { OFFER_UI_MESSAGES, type TPlaceOrderResponse } from '@app/shared';
import { devices } from '@playwright/test';
import { DEMO, uniqueEmail } from '../fixtures/accounts.ts';
import { apiAs, newAnnaNagarCustomer } from '../fixtures/delivery.ts';
import { postOrder } from '../fixtures/orders.ts';
import { type APIRequestContext, type Browser, expect, request, test } from '../fixtures/test.ts';

// A restaurant, an order paid and accepted, two riders' phones: more than the default allows.
test.slow();

// Far north of every seeded area (more than the dispatcher's 10 km from any demo restaurant), so
// these riders are offered this test's order only, and the journeys running beside it see none.
const ENNORE = { lat: 13.215, lng: 80.32 };
const NEAR = { latitude: 13.219, longitude: 80.32 };
const FARTHER = { latitude: 13.245, longitude: 80.32 };

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

async function ok(what: string, res: Awaited<ReturnType<APIRequestContext['post']>>) {
  expect(res.ok(), `${what}: ${await res.text()}`).toBeTruthy();
  return res;
}

/** A new rider's phone: signed in, on duty, sharing its position. */
async function riderPhone(browser: Browser, baseURL: string, admin: APIRequestContext, at: typeof NEAR) {
  const account = { email: uniqueEmail('dispatch-rider'), password: 'dispatch-rider-pass' };
  await ok(
    'add rider',
    await admin.post('/api/add-user', {
      data: {
        name: `Rider ${unique()}`,
        email: account.email,
        passwordHash: account.password,
        phone: '98400 66666',
        role: 'deliveryPartner',
        profileImage: '/images/avatars/3.svg',
      },
    }),
  );
  const context = await browser.newContext({
    ...devices['Pixel 7'],
    baseURL,
    geolocation: at,
    permissions: ['geolocation'],
    serviceWorkers: 'block',
  });
  await ok(
    'rider sign-in',
    await context.request.post('/api/auth/sign-in/email', { data: account, headers: { Origin: baseURL } }),
  );
  await ok(
    'on duty',
    await context.request.put('/api/delivery/duty', { data: { onDuty: true }, headers: { Origin: baseURL } }),
  );
  const page = await context.newPage();
  await page.goto('/delivery');
  await expect(page.getByRole('heading', { name: 'Deliveries', level: 1 })).toBeVisible({ timeout: 30_000 });
  return { context, page };
}

test('an accepted order is offered to the nearest rider; a decline passes it to the next, who accepts', async ({
  browser,
  baseURL,
}) => {
  if (!baseURL) throw new Error('no baseURL');
  const admin = await apiAs(baseURL, DEMO.admin);
  const name = `Ennore Fish Fry ${unique()}`;
  const username = `ennore_${unique()}`;
  const added = await ok(
    'add restaurant',
    await admin.post('/api/add-restaurant', {
      data: {
        name,
        address: '2, Ennore High Road, Ennore, Chennai',
        area: 'Anna Nagar',
        location: ENNORE,
        cuisine: ['Seafood'],
        ownerCredentials: { username, password: 'ennore-owner-pass' },
      },
    }),
  );
  const { restaurantId } = (await added.json()) as { restaurantId: string };
  const owner = await request.newContext({ baseURL, extraHTTPHeaders: { Origin: baseURL } });
  await ok(
    'owner sign-in',
    await owner.post('/api/auth/sign-in/username', { data: { username, password: 'ennore-owner-pass' } }),
  );
  const dish = await ok(
    'add dish',
    await owner.post('/api/add-food-item', {
      data: {
        restaurantId,
        name: 'Vanjaram Fry',
        category: 'Main Course',
        price: 320,
        imageUrl: 'https://example.com/fry.jpg',
      },
    }),
  );
  const dishId = ((await dish.json()) as { _id: string })._id;

  const near = await riderPhone(browser, baseURL, admin, NEAR);
  const farther = await riderPhone(browser, baseURL, admin, FARTHER);

  // A customer orders and pays; the kitchen accepts it with a short preparation time.
  const { api: customer } = await newAnnaNagarCustomer(baseURL);
  const placed = await ok(
    'place',
    await postOrder(customer, restaurantId, [{ foodItemId: dishId, quantity: 2 }]),
  );
  const { order } = (await placed.json()) as TPlaceOrderResponse;
  const signed = await ok(
    'test payment',
    await customer.post(`/api/orders/${order._id}/payment/test`, { data: { outcome: 'success' } }),
  );
  await ok(
    'verify',
    await customer.post(`/api/orders/${order._id}/payment/verify`, { data: await signed.json() }),
  );
  await ok(
    'accept',
    await owner.post(`/api/orders/${order._id}/status`, { data: { status: 'Preparing', prepMinutes: 5 } }),
  );

  // The nearest rider's phone shows the offer full screen, with the count down, the dish and the pay.
  const offer = near.page.getByRole('dialog', { name: OFFER_UI_MESSAGES.title });
  await expect(offer).toBeVisible({ timeout: 30_000 });
  await expect(offer).toContainText(name);
  await expect(offer).toContainText('2 × Vanjaram Fry');
  await expect(offer.getByText(/\d+ s to answer/)).toBeVisible();
  await expect(farther.page.getByRole('dialog', { name: OFFER_UI_MESSAGES.title })).toHaveCount(0);
  await near.page.screenshot({ path: test.info().outputPath('offer-390.png') });
  await offer.getByRole('button', { name: OFFER_UI_MESSAGES.decline }).click();
  await expect(offer).toHaveCount(0);

  // Declined: the next nearest rider gets it at once, accepts, and holds the delivery.
  const next = farther.page.getByRole('dialog', { name: OFFER_UI_MESSAGES.title });
  await expect(next).toBeVisible({ timeout: 30_000 });
  await expect(next).toContainText(name);
  await next.getByRole('button', { name: OFFER_UI_MESSAGES.accept }).click();
  await expect(next).toHaveCount(0);
  await expect(farther.page.getByRole('region', { name: 'Current delivery' }).getByText(name)).toBeVisible();
  await expect(near.page.getByRole('dialog', { name: OFFER_UI_MESSAGES.title })).toHaveCount(0);

  // The admin's queue no longer lists it: a rider has it.
  const queue = (await (await admin.get('/api/admin/dispatch?limit=100')).json()) as { _id: string }[];
  expect(queue.map((q) => q._id)).not.toContain(order._id);

  await near.context.close();
  await farther.context.close();
  await Promise.all([admin.dispose(), owner.dispose(), customer.dispose()]);
});
