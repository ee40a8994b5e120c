import { MESSAGES, ORDER_MESSAGES, OWNER_MESSAGES, type TPublicReview } from '@app/shared';
import { DEMO, logIn } from '../fixtures/accounts.ts';
import { type APIRequestContext, expect, request, test } from '../fixtures/test.ts';

test.slow();

async function signedIn(baseURL: string, path: string, data: object): Promise<APIRequestContext> {
  const api = await request.newContext({ baseURL, extraHTTPHeaders: { Origin: baseURL } });
  expect((await api.post(path, { data })).ok()).toBeTruthy();
  return api;
}

test('a paused restaurant shows closed on its page and in the list, and takes no dish into the cart', async ({
  page,
  browser,
  baseURL,
}) => {
  // A restaurant of its own (admin adds it with a new owner), so no other test's orders meet the pause.
  const admin = await signedIn(baseURL ?? '', '/api/auth/sign-in/email', DEMO.admin);
  const name = `Pause Test Tiffin ${Date.now()}`;
  const username = `pause_${Date.now()}`;
  const added = await admin.post('/api/add-restaurant', {
    data: {
      name,
      address: '9, Ranganathan Street, T Nagar, Chennai',
      ownerCredentials: { username, password: 'pause-owner-pass' },
    },
  });
  expect(added.status()).toBe(201);
  const { restaurantId } = (await added.json()) as { restaurantId: string };
  const owner = await signedIn(baseURL ?? '', '/api/auth/sign-in/username', {
    username,
    password: 'pause-owner-pass',
  });
  const dish = await owner.post('/api/add-food-item', {
    data: {
      restaurantId,
      name: 'Pause Test Dosa',
      category: 'Main Course',
      price: 90,
      imageUrl: '/images/dishes/beverage.svg',
    },
  });
  expect(dish.ok()).toBeTruthy();

  // The owner pauses it in Settings.
  const ownerPage = await (await browser.newContext()).newPage();
  await logIn(ownerPage, { email: username, password: 'pause-owner-pass' });
  await ownerPage.goto('/restaurant-settings');
  await ownerPage.getByRole('switch', { name: OWNER_MESSAGES.takingOrders }).click();
  await expect(ownerPage.getByText(OWNER_MESSAGES.paused)).toBeVisible();
  await ownerPage.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(ownerPage.getByRole('status')).toHaveText(OWNER_MESSAGES.restaurantSaved);
  await ownerPage.context().close();

  // A customer sees it closed: the notice, and Closed instead of Add.
  await page.goto(`/view-restaurant/${restaurantId}`);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: ORDER_MESSAGES.restaurantClosed })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Closed: Pause Test Dosa' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Add Pause Test Dosa' })).toHaveCount(0);

  // The list says so on its card.
  await page.goto('/all-restaurants');
  await page.getByRole('searchbox', { name: /Search restaurants/ }).fill(name);
  const card = page.getByRole('article').filter({ hasText: name });
  await expect(card.getByText('Not taking orders')).toBeVisible();

  // Opened again, it takes orders.
  const reopened = await owner.put(`/api/owner/restaurants/${restaurantId}`, {
    data: {
      name,
      address: '9, Ranganathan Street, T Nagar, Chennai',
      location: { lat: 0, lng: 0 },
      images: [],
      cuisine: [],
      minOrderAmount: 0,
      deliveryTime: 30,
      isPaused: false,
    },
  });
  expect(reopened.ok()).toBeTruthy();
  // Public reads are micro-cached for a moment (lib/micro-cache.ts): a reload shows the change.
  await expect(async () => {
    await page.goto(`/view-restaurant/${restaurantId}`);
    await expect(page.getByRole('button', { name: 'Add Pause Test Dosa' })).toBeEnabled({ timeout: 5_000 });
  }).toPass();
  await expect(page.getByText(ORDER_MESSAGES.restaurantClosed)).toHaveCount(0);
});

test("the restaurant page shows its latest reviews, with the owner's reply under one", async ({
  page,
  baseURL,
}) => {
  const owner = await signedIn(baseURL ?? '', '/api/auth/sign-in/email', DEMO.owner);
  const mine = (await (await owner.get('/api/owner/restaurants')).json()) as { _id: string }[];
  // The demo seed gives the demo owner's restaurants a month of reviews; the last one is the quietest.
  const restaurantId = mine.at(-1)?._id ?? '';
  const [latest] = (await (
    await owner.get(`/api/restaurants/${restaurantId}/reviews?limit=1`)
  ).json()) as TPublicReview[];
  if (!latest) throw new Error('the demo seed gave the owner no reviews');
  const reply = `Thank you, ${latest.customerName}! (${Date.now()})`;
  expect((await owner.put(`/api/reviews/${latest._id}/reply`, { data: { reply } })).ok()).toBeTruthy();

  await page.goto(`/view-restaurant/${restaurantId}`);
  const reviews = page.getByRole('list', { name: 'Latest reviews' });
  // Below a long menu, which renders in slices first: allow a slow machine its time.
  await expect(reviews).toBeVisible({ timeout: 30_000 });
  await expect(reviews.getByText(reply)).toBeVisible();
  await expect(reviews.getByText('Reply from the restaurant').first()).toBeVisible();
  await expect(page.getByText(MESSAGES.failedToFetchReviews)).toHaveCount(0);
});
