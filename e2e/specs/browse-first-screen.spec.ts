import { gzipSync } from 'node:zlib';
import { BROWSE_RESTAURANTS_PAGE_SIZE, firstScreenReads } from '@app/shared';
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

test('Browse Restaurants fetches its first page once, preloaded with its code', async ({ page }) => {
  const requests = recordApiRequests(page);
  const response = await page.goto('/all-restaurants');
  expect(response?.headers().link ?? '').toMatch(
    /\/assets\/all-restaurants-page-[\w-]+\.js>; rel=modulepreload/,
  );
  await expect(page.getByRole('list', { name: 'Restaurants' }).getByRole('listitem').first()).toBeVisible();
  const reads = firstScreenReads('/all-restaurants');
  expect(reads).toEqual([`/restaurants?page=1&limit=${BROWSE_RESTAURANTS_PAGE_SIZE}`]);
  expect(requests.filter((r) => r === reads[0])).toHaveLength(1);
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

// Public reads carry a strong ETag and `no-cache` (decision 024): a repeat visit asks again with
// the tag and, nothing having changed, the server answers 304 with no body (Chromium reports the
// revalidated copy as a 200 of zero body bytes); the page draws from the browser's copy.
test('a repeat visit revalidates the restaurant and its menu: its tags sent, no body back', async ({
  page,
}) => {
  const restaurant = await seededRestaurant(page.request);
  const path = `/view-restaurant/${restaurant._id}`;
  const reads = firstScreenReads(path);
  type Seen = { etag?: string; ifNoneMatch?: string; bodyBytes: number };
  const seen: Seen[][] = [[], []];
  let visit = 0;
  page.on('response', async (response) => {
    const url = new URL(response.url());
    if (!reads.includes(url.pathname.slice('/api'.length) + url.search)) return;
    const at = visit;
    const request = response.request();
    seen[at]?.push({
      etag: (await response.headerValue('etag')) ?? undefined,
      ifNoneMatch: (await request.allHeaders())['if-none-match'],
      bodyBytes: (await request.sizes()).responseBodySize,
    });
  });
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: restaurant.name })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Add/ }).first()).toBeVisible();
  visit = 1;
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: restaurant.name })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Add/ }).first()).toBeVisible();

  const [first = [], repeat = []] = seen;
  expect(first).toHaveLength(reads.length);
  expect(repeat).toHaveLength(reads.length);
  for (const answer of first) expect(answer.bodyBytes).toBeGreaterThan(0);
  const tags = first.map((answer) => answer.etag);
  for (const answer of repeat) {
    expect(tags).toContain(answer.ifNoneMatch);
    expect(answer.bodyBytes).toBe(0);
  }
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
