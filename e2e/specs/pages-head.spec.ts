import { MESSAGES, SITE_NAME, type TFoodItem, type TRestaurant } from '@app/shared';
import { seededRestaurant } from '../fixtures/catalogue.ts';
import { expect, test } from '../fixtures/test.ts';

// What a link preview or a search engine reads: the HTML as served, no JavaScript run (decision 022).

const escapeHtml = (s: string) =>
  s
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
const metaContent = (html: string, attr: 'name' | 'property', key: string) =>
  [...html.matchAll(new RegExp(`<meta ${attr}="${key}" content="([^"]*)" />`, 'g'))].map((m) => m[1]);

test("a restaurant page's HTML carries its name, rating, dishes and link preview tags", async ({
  request,
  baseURL,
}) => {
  const restaurant = await seededRestaurant(request);
  const menu = (await (
    await request.get(`/api/food-items-by-restaurant?restaurantId=${restaurant._id}&limit=200`)
  ).json()) as TFoodItem[];

  const res = await request.get(`/view-restaurant/${restaurant._id}`);
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toBe('text/html; charset=utf-8');
  const html = await res.text();
  const name = escapeHtml(restaurant.name);
  const url = `${baseURL}/view-restaurant/${restaurant._id}`;

  expect(html).toContain(`<title>${name}, ${escapeHtml(restaurant.area)} · ${SITE_NAME}</title>`);
  expect(html).toContain(`<link rel="canonical" href="${url}" />`);
  expect(metaContent(html, 'property', 'og:title')).toEqual([
    `${name}, ${escapeHtml(restaurant.area)} · ${SITE_NAME}`,
  ]);
  expect(metaContent(html, 'property', 'og:url')).toEqual([url]);
  expect(metaContent(html, 'property', 'og:type')).toEqual(['restaurant.restaurant']);
  const rating = restaurant.rating.toFixed(1);
  expect(metaContent(html, 'property', 'restaurant:rating')).toEqual([rating]);
  expect(metaContent(html, 'property', 'og:description')[0]).toContain(`Rated ${rating}`);
  expect(metaContent(html, 'property', 'restaurant:cuisine')).toEqual(restaurant.cuisine.map(escapeHtml));
  // A PNG the previews can show, at an absolute address that answers.
  const [image] = metaContent(html, 'property', 'og:image');
  expect(image).toMatch(new RegExp(`^${baseURL}/images/restaurants/.+\\.png$`));
  const picture = await request.get(image ?? '');
  expect(picture.status()).toBe(200);
  expect(picture.headers()['content-type']).toBe('image/png');
  expect(metaContent(html, 'name', 'twitter:card')).toEqual(['summary_large_image']);
  // The banner, fetched before the app asks for it, at the address its <img> uses (decision 027).
  const banner = restaurant.images[0] ?? '';
  expect(html).toContain(
    `<link rel="preload" as="image" fetchpriority="high" href="${escapeHtml(banner)}" />`,
  );

  // The best-rated dishes on sale, by name, in its structured data.
  const data = JSON.parse(
    /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '{}',
  );
  expect(data['@type']).toBe('Restaurant');
  expect(data.aggregateRating.ratingValue).toBe(restaurant.rating);
  const named: string[] = data.hasMenu.hasMenuItem.map((d: { name: string }) => d.name);
  expect(named.length).toBeGreaterThan(0);
  const onSale = new Set(menu.filter((d) => d.isAvailable).map((d) => d.name));
  for (const dish of named) expect(onSale.has(dish)).toBe(true);
});

test("the restaurant page's banner is the picture the served HTML preloaded, fetched once and first", async ({
  page,
}) => {
  const restaurant = await seededRestaurant(page.request);
  const banner = restaurant.images[0] ?? '';
  const fetched: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === banner) fetched.push(r.url());
  });
  await page.goto(`/view-restaurant/${restaurant._id}`);
  await expect(page.getByRole('heading', { level: 1, name: restaurant.name })).toBeVisible();
  const img = page.locator(`img[src="${banner}"]`).first();
  await expect(img).toHaveAttribute('fetchpriority', 'high');
  await expect(img).toHaveAttribute('loading', 'eager');
  await expect
    .poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0))
    .toBe(true);
  expect(fetched).toHaveLength(1);
});

test('a restaurant that does not exist answers 404, and the app says so', async ({ page, request }) => {
  const missing = '/view-restaurant/00000000-0000-4000-8000-000000000000';
  const res = await request.get(missing);
  expect(res.status()).toBe(404);
  expect(await res.text()).toContain('<div id="root"></div>');
  await page.goto(missing);
  await expect(page.getByText(MESSAGES.restaurantNotFound)).toBeVisible();
  await expect(page).toHaveTitle(`${MESSAGES.restaurantNotFound} · ${SITE_NAME}`);
});

test('the tab title follows client-side navigation', async ({ page }) => {
  const [restaurant] = (await (
    await page.request.get('/api/restaurants?page=1&limit=1')
  ).json()) as TRestaurant[];
  if (!restaurant) throw new Error('the demo seed has no restaurant');
  await page.goto('/all-restaurants');
  await expect(page).toHaveTitle(`All restaurants · ${SITE_NAME}`);
  await page.getByRole('link', { name: restaurant.name, exact: true }).first().click();
  await expect(page).toHaveURL(`/view-restaurant/${restaurant._id}`);
  await expect(page).toHaveTitle(`${restaurant.name}, ${restaurant.area} · ${SITE_NAME}`);
  await page.goBack();
  await expect(page).toHaveTitle(`All restaurants · ${SITE_NAME}`);
});

test('robots.txt keeps crawlers out of the workspaces and the API, and the sitemap lists restaurants', async ({
  request,
  baseURL,
}) => {
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain('Disallow: /api/');
  expect(robots).toContain('Disallow: /admin');
  expect(robots).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
  const index = await (await request.get('/sitemap.xml')).text();
  expect(index).toContain(`<loc>${baseURL}/sitemaps/restaurants-1.xml</loc>`);
  const file = await (await request.get('/sitemaps/restaurants-1.xml')).text();
  const [restaurant] = (await (await request.get('/api/restaurants?page=1&limit=1')).json()) as TRestaurant[];
  expect(file).toContain(`<loc>${baseURL}/view-restaurant/${restaurant?._id}</loc><lastmod>`);
});
