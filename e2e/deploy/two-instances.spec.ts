import {
  ORDER_UI_MESSAGES,
  STAGING_MESSAGES,
  type TFoodItem,
  type TPlaceOrderResponse,
  type TRestaurant,
} from '@app/shared';
import { DEMO, logIn } from '../fixtures/accounts.ts';
import { type APIRequestContext, expect, request, test } from '../fixtures/test.ts';

/**
 * Two instances behind nginx on one PostgreSQL database (deploy/test-two-instances.sh): a
 * customer orders and pays through nginx, a change made on the instance that does NOT hold the
 * customer's live-update stream still reaches the page, and when the instance that holds it is
 * killed the page is live again on the other (how soon: bench/live-city.ts).
 */
const instances = (process.env.DEPLOY_INSTANCE_URLS ?? '').split(',').filter(Boolean);
const metricsToken = process.env.METRICS_TOKEN ?? '';
/** The instances' process ids, in the order of their addresses (one is killed). */
const pids = (process.env.DEPLOY_INSTANCE_PIDS ?? '').split(',').filter(Boolean);

/** Which instance holds the page's live-update stream, read from each one's /metrics. */
async function instanceWithStream(api: APIRequestContext): Promise<number> {
  for (let attempt = 0; attempt < 20; attempt++) {
    const counts = await Promise.all(
      instances.map(async (url) => {
        const res = await api.get(`${url}/metrics`, { headers: { Authorization: `Bearer ${metricsToken}` } });
        expect(res.ok(), `metrics of ${url}`).toBeTruthy();
        return Number(/^sse_clients (\d+)$/m.exec(await res.text())?.[1] ?? 0);
      }),
    );
    const holder = counts.findIndex((n) => n > 0);
    if (holder >= 0 && counts.filter((n) => n > 0).length === 1) return holder;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('no single instance holds the live-update stream');
}

test("sign in, add to cart, pay in test mode, see the order, get a live update from the other instance, and stay live when the stream's instance is killed", async ({
  page,
  baseURL,
}) => {
  if (!baseURL || instances.length !== 2 || pids.length !== 2)
    throw new Error('run through deploy/test-two-instances.sh');
  const owner = await request.newContext({ baseURL, extraHTTPHeaders: { Origin: baseURL } });
  expect((await owner.post('/api/auth/sign-in/email', { data: DEMO.owner })).ok()).toBeTruthy();
  const restaurants = (await (await owner.get('/api/restaurants?limit=100')).json()) as TRestaurant[];
  let chosen: { restaurant: TRestaurant; dish: TFoodItem } | null = null;
  for (const restaurant of restaurants.filter((r) => r.owner?.email === DEMO.owner.email && r.isActive)) {
    const menu = (await (
      await owner.get(`/api/food-items-by-restaurant?restaurantId=${restaurant._id}&limit=200`)
    ).json()) as TFoodItem[];
    const dish = menu.find(
      (d) => d.isAvailable && d.customizations.length === 0 && d.price >= restaurant.minOrderAmount,
    );
    if (dish) {
      chosen = { restaurant, dish };
      break;
    }
  }
  if (!chosen) throw new Error('the demo owner has no dish that meets its minimum order alone');

  await logIn(page, DEMO.customer);
  await page.goto(`/view-restaurant/${chosen.restaurant._id}`);
  // A production server running as staging says so on every page (decision 039).
  await expect(page.getByRole('note', { name: 'Staging server' })).toContainText(
    STAGING_MESSAGES.testPayments,
  );
  const synced = page.waitForResponse((r) => r.url().endsWith('/api/cart') && r.request().method() === 'PUT');
  await page.getByRole('button', { name: `Add ${chosen.dish.name}`, exact: true }).click();
  expect((await synced).ok(), 'the cart is saved through nginx').toBeTruthy();
  await page.goto('/cart');
  await expect(page.getByRole('list', { name: 'Cart items' }).getByRole('listitem')).toHaveCount(1);
  await page.getByRole('button', { name: 'Continue to delivery' }).click();
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  const placing = page.waitForResponse(
    (r) => r.url().endsWith('/api/orders') && r.request().method() === 'POST',
  );
  await page.getByRole('button', { name: /^Pay ₹/ }).click();
  const { order } = (await (await placing).json()) as TPlaceOrderResponse;
  await page
    .getByRole('dialog', { name: ORDER_UI_MESSAGES.testPaymentTitle })
    .getByRole('button', { name: 'Succeed' })
    .click();
  await expect(page.getByRole('heading', { name: ORDER_UI_MESSAGES.orderPlaced })).toBeVisible();
  await expect(page).toHaveURL(/\/orders$/, { timeout: 15_000 });

  await page.evaluate(() => Object.assign(window, { __noReload: true }));
  const card = page.getByRole('article').filter({ hasText: `#${order._id.slice(0, 8)}` });
  await expect(card.getByText('Processing', { exact: true }).first()).toBeVisible();
  await expect(page.getByText(ORDER_UI_MESSAGES.liveUpdates)).toBeVisible();

  // The owner's change goes straight to the instance that does not hold the page's stream
  // (the session cookie is valid on both: one database, one AUTH_SECRET).
  const other = instances[1 - (await instanceWithStream(owner))] ?? '';
  const moved = await owner.post(`${other}/api/orders/${order._id}/status`, {
    headers: { Origin: other },
    data: { status: 'Preparing' },
  });
  expect(moved.ok(), `move on ${other}: ${await moved.text()}`).toBeTruthy();
  await expect(card.locator('[aria-current="step"]')).toContainText('Preparing');
  expect(await page.evaluate(() => (window as { __noReload?: boolean }).__noReload)).toBe(true);

  // The instance holding the page's stream dies (SIGKILL): the browser reconnects after the retry
  // hint, through nginx, to the other, showing its ticket (decision 056), and hears the next change.
  const holder = await instanceWithStream(owner);
  const survivor = instances[1 - holder] ?? '';
  const live = page.getByText(ORDER_UI_MESSAGES.liveUpdates);
  process.kill(Number(pids[holder]), 'SIGKILL');
  const killedAt = Date.now();
  await expect(live).toBeHidden();
  await expect(live).toBeVisible();
  console.log(`the stream was back on the other instance ${Date.now() - killedAt} ms after the kill`);
  const refetched = page.waitForResponse(
    (r) => r.url().includes('/api/orders?') && r.request().method() === 'GET',
  );
  const ready = await owner.post(`${survivor}/api/orders/${order._id}/ready`, {
    headers: { Origin: survivor },
  });
  expect(ready.ok(), `ready on ${survivor}: ${await ready.text()}`).toBeTruthy();
  expect((await refetched).ok()).toBeTruthy();
  expect(await page.evaluate(() => (window as { __noReload?: boolean }).__noReload)).toBe(true);

  // Through nginx the metrics stay private.
  expect((await owner.get('/metrics')).status()).toBe(404);
  await owner.dispose();
});
