import { gzipSync } from 'node:zlib';
import { BROWSE_RESTAURANTS_PAGE_SIZE, firstScreenReads } from '@app/shared';
import { seededRestaurant } from '../fixtures/catalogue.ts';
import { expect, type Page, test } from '../fixtures/test.ts';

/** Every /api request the page makes while it loads, in order. */
function recordApiRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (url.pathname.startsWith('/api/')) seen.push(url.pathname.slice('/api'.length) + url.search);
  });
  return seen;
}

// A public page arrives drawn by the server with the data it shows (decision 031): the app asks
// for none of its first-screen reads again, and the server names only its code to preload.
function expectArrivesWithItsData(path: string, requests: string[]) {
  const reads = firstScreenReads(path);
  expect(reads.length).toBeGreaterThan(0);
  for (const read of reads) expect(requests, read).not.toContain(read);
}

test('the home page arrives with its first-screen data: the app asks for none of it', async ({ page }) => {
  const requests = recordApiRequests(page);
  const response = await page.goto('/');
  expect(response?.headers().link ?? '').not.toContain('/api/');
  await expect(
    page.getByRole('list', { name: 'Popular dishes' }).getByRole('listitem').first(),
  ).toBeVisible();
  await expect(page.getByRole('list', { name: 'Top-rated restaurants' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expectArrivesWithItsData('/', requests);
});

test('the restaurant page arrives with the restaurant and its menu, and its code preloaded', async ({
  page,
}) => {
  const restaurant = await seededRestaurant(page.request);
  const requests = recordApiRequests(page);
  const path = `/view-restaurant/${restaurant._id}`;
  const response = await page.goto(path);
  const link = response?.headers().link ?? '';
  expect(link).not.toContain('/api/');
  expect(link).toMatch(/\/assets\/view-restaurant-page-[\w-]+\.js>; rel=modulepreload/);
  await expect(page.getByRole('heading', { level: 1, name: restaurant.name })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Add/ }).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  expectArrivesWithItsData(path, requests);
});

test('Browse Restaurants arrives with its first page, and its code preloaded', async ({ page }) => {
  const requests = recordApiRequests(page);
  const response = await page.goto('/all-restaurants');
  expect(response?.headers().link ?? '').toMatch(
    /\/assets\/all-restaurants-page-[\w-]+\.js>; rel=modulepreload/,
  );
  await expect(page.getByRole('list', { name: 'Restaurants' }).getByRole('listitem').first()).toBeVisible();
  await expect(page.getByRole('list', { name: 'Restaurants' }).getByRole('listitem')).toHaveCount(
    BROWSE_RESTAURANTS_PAGE_SIZE,
  );
  await page.waitForLoadState('networkidle');
  expectArrivesWithItsData('/all-restaurants', requests);
});

test("the restaurant page's code is named with the page, and every named file exists", async ({
  request,
}) => {
  const restaurant = await seededRestaurant(request);
  const link = (await request.get(`/view-restaurant/${restaurant._id}`)).headers().link ?? '';
  const files = [...link.matchAll(/<(\/assets\/[^>]+)>/g)].map((m) => m[1] ?? '');
  expect(files.some((f) => /\/assets\/view-restaurant-page-[\w-]+\.js$/.test(f))).toBe(true);
  expect(files.some((f) => /\/assets\/index-[\w-]+\.js$/.test(f))).toBe(true);
  for (const file of files) expect((await request.get(file)).status(), file).toBe(200);
});

// A rendered page is cached like the public reads (decisions 024, 031): a strong ETag and
// `no-cache`; a repeat visit with the tag gets a 304 without a body.
test('a repeat visit of a rendered page is answered 304 without a body', async ({ request }) => {
  const restaurant = await seededRestaurant(request);
  const path = `/view-restaurant/${restaurant._id}`;
  const first = await request.get(path);
  expect(first.status()).toBe(200);
  expect(first.headers()['cache-control']).toBe('no-cache');
  const etag = first.headers().etag ?? '';
  expect(etag).toMatch(/^"[\w-]+"$/);
  expect(await first.text()).toContain(restaurant.name);
  const repeat = await request.get(path, { headers: { 'if-none-match': etag } });
  expect(repeat.status()).toBe(304);
  expect((await repeat.body()).length).toBe(0);
});

// Issue 14's budget. Sizes are gzip (level 9) of each script the page ran, whatever encoding the
// server chose on the wire: the figure the budget is written in.
test('a guest on / downloads at most 150 KB of JavaScript (gzip), none of it form validation', async ({
  page,
}) => {
  const scripts: Promise<Buffer>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.body());
  });
  await page.goto('/', { waitUntil: 'networkidle' });
  await expect(page.getByRole('list', { name: 'Popular dishes' })).toBeVisible();
  const bodies = await Promise.all(scripts);
  expect(bodies.length).toBeGreaterThan(0);
  const gzipKb = bodies.reduce((sum, body) => sum + gzipSync(body, { level: 9 }).length, 0) / 1024;
  expect(gzipKb).toBeLessThanOrEqual(150);
  // zod and the contracts built with it belong to forms on lazy pages (apps/web/vite.config.ts).
  for (const body of bodies) expect(body.toString('utf8')).not.toContain('$ZodType');
});
