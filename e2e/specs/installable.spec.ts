import { MESSAGES, type TFoodItem, type TRestaurant } from '@app/shared';
import { expect, test } from '../fixtures/test.ts';

// The service worker is blocked in every other spec (playwright.config.ts); here it is the subject.
test.use({ serviceWorkers: 'allow' });

test('the app is installable: a manifest with icons that answer', async ({ request }) => {
  const html = await (await request.get('/')).text();
  expect(html).toContain('<link rel="manifest" href="/manifest.webmanifest" />');
  const res = await request.get('/manifest.webmanifest');
  expect(res.status()).toBe(200);
  expect(res.headers()['cache-control']).toBe('no-cache');
  const manifest = await res.json();
  expect(manifest).toMatchObject({ name: 'Chennai Eats', start_url: '/', display: 'standalone' });
  const sizes = manifest.icons.map((i: { sizes: string; purpose: string }) => `${i.sizes} ${i.purpose}`);
  expect(sizes).toEqual(expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']));
  for (const icon of manifest.icons) expect((await request.get(icon.src)).status()).toBe(200);
  const sw = await request.get('/sw.js');
  expect(sw.status()).toBe(200);
  expect(sw.headers()['cache-control']).toBe('no-cache');
});

test('after one visit, the last restaurant seen opens offline and says it is offline', async ({
  page,
  context,
}) => {
  const [restaurant] = (await (
    await page.request.get('/api/restaurants?page=1&limit=1')
  ).json()) as TRestaurant[];
  if (!restaurant) throw new Error('the demo seed has no restaurant');
  const menu = (await (
    await page.request.get(`/api/food-items-by-restaurant?restaurantId=${restaurant._id}&limit=200`)
  ).json()) as TFoodItem[];
  const dish = menu[0]?.name ?? '';

  await page.goto(`/view-restaurant/${restaurant._id}`);
  await expect(page.getByRole('heading', { level: 1, name: restaurant.name })).toBeVisible();
  // The worker installs and keeps this page's restaurant and menu.
  await page.evaluate(() => navigator.serviceWorker.ready);
  await expect
    .poll(() =>
      page.evaluate(async () => {
        const names = await caches.keys();
        const menuCache = names.find((n) => n.startsWith('last-menu-'));
        return menuCache ? (await (await caches.open(menuCache)).keys()).length : 0;
      }),
    )
    .toBe(2);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('status').filter({ hasText: MESSAGES.offline })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: restaurant.name })).toBeVisible();
  await expect(page.getByText(dish, { exact: true }).first()).toBeVisible();
  await context.setOffline(false);
  await expect(page.getByRole('status').filter({ hasText: MESSAGES.offline })).toHaveCount(0);
});
