import { OFFER_UI_MESSAGES } from '@app/shared';
import { devices } from '@playwright/test';
import { DEMO, uniqueEmail } from '../fixtures/accounts.ts';
import { apiAs, newAnnaNagarCustomer } from '../fixtures/delivery.ts';
import { newKitchen, ok, paidAcceptedOrder, unique } from '../fixtures/kitchen.ts';
import { shootAt390 } from '../fixtures/screens.ts';
import { type APIRequestContext, type Browser, expect, test } from '../fixtures/test.ts';

// A restaurant, an order paid and accepted, two riders' phones: more than the default allows.
test.slow();

// Far north of every seeded area (more than the dispatcher's 10 km from any demo restaurant), so
// these riders are offered this test's order only, and the journeys running beside it see none.
const ENNORE = { lat: 13.215, lng: 80.32 };
const NEAR = { latitude: 13.219, longitude: 80.32 };
const FARTHER = { latitude: 13.245, longitude: 80.32 };

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
  const kitchen = await newKitchen(baseURL, admin, {
    name,
    address: '2, Ennore High Road, Ennore, Chennai',
    location: ENNORE,
    cuisine: ['Seafood'],
    dish: { name: 'Vanjaram Fry', price: 320 },
  });

  const near = await riderPhone(browser, baseURL, admin, NEAR);
  const farther = await riderPhone(browser, baseURL, admin, FARTHER);

  // A customer orders and pays; the kitchen accepts it with a short preparation time.
  const { api: customer } = await newAnnaNagarCustomer(baseURL);
  const orderId = await paidAcceptedOrder(customer, kitchen, { quantity: 2, prepMinutes: 5 });

  // The nearest rider's phone shows the offer full screen, with the count down, the dish and the pay.
  const offer = near.page.getByRole('dialog', { name: OFFER_UI_MESSAGES.title });
  await expect(offer).toBeVisible({ timeout: 30_000 });
  await expect(offer).toContainText(name);
  await expect(offer).toContainText('2 × Vanjaram Fry');
  await expect(offer.getByText(/\d+ s to answer/)).toBeVisible();
  // What the ride pays, and of what; how long the order has waited.
  await expect(offer.getByTestId('offer-earning-parts')).toHaveText(/^₹\d+\.\d{2} delivery$/);
  await expect(offer.getByText(/^Placed (just now|\d+ min ago)$/)).toBeVisible();
  await expect(farther.page.getByRole('dialog', { name: OFFER_UI_MESSAGES.title })).toHaveCount(0);
  await shootAt390(near.page, test.info(), 'offer-card');
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
  expect(queue.map((q) => q._id)).not.toContain(orderId);

  await near.context.close();
  await farther.context.close();
  await Promise.all([admin.dispose(), kitchen.owner.dispose(), customer.dispose()]);
});
