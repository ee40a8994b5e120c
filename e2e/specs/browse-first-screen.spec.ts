import { firstScreenReads } from '@app/shared';
import { expect, type Page, test } from '@playwright/test';
import { seededRestaurant } from '../fixtures/catalogue.ts';

/** Every /api request the page makes while it loads, in order. */
function recordApiRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (url.pathname.startsWith('/api/')) seen.push(url.pathname.slice('/api'.length) + url.search);
  });
  return seen;
}

// The server names a page's first-screen reads in a preload header; the app must then ask for the
// very same URLs, so the browser hands it the preloaded answers instead of fetching them again.
test('the home page fetches its first-screen data once, preloaded alongside its code', async ({ page }) => {
  const requests = recordApiRequests(page);
  await page.goto('/');
  await expect(
    page.getByRole('list', { name: 'Popular dishes' }).getByRole('listitem').first(),
  ).toBeVisible();
  await expect(page.getByRole('list', { name: 'Top-rated restaurants' })).toBeVisible();
  for (const read of firstScreenReads('/')) {
    expect(
      requests.filter((r) => r === read),
      read,
    ).toHaveLength(1);
  }
});

test('the restaurant page fetches the restaurant and its menu once, preloaded', async ({ page }) => {
  const restaurant = await seededRestaurant(page.request);
  const requests = recordApiRequests(page);
  await page.goto(`/view-restaurant/${restaurant._id}`);
  await expect(page.getByRole('heading', { level: 1, name: restaurant.name })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Add/ }).first()).toBeVisible();
  const reads = firstScreenReads(`/view-restaurant/${restaurant._id}`);
  expect(reads).toHaveLength(2);
  for (const read of reads) {
    expect(
      requests.filter((r) => r === read),
      read,
    ).toHaveLength(1);
  }
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
