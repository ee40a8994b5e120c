import { ROUTE_ERROR_MESSAGES, type TFoodItem } from '@app/shared';
import { seededRestaurant } from '../fixtures/catalogue.ts';
import { expect, test } from '../fixtures/test.ts';

test('home renders the navbar', async ({ page }) => {
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Chennai Eats' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Sign in' })).toBeVisible();
  await expect(nav.getByRole('link', { name: /Cart/ })).toBeVisible();
  await expect(nav.getByRole('link', { name: /Favourites/ })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Top-rated restaurants' })).toBeVisible();
});

test('a screen whose code cannot be fetched (a deploy replaced it) offers a reload that brings it', async ({
  page,
}) => {
  test.slow(); // two full loads of the home page and one of About
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Popular dishes' })).toBeVisible();
  const aboutChunk = /\/assets\/about-page-[\w-]+\.js$/;
  await page.route(aboutChunk, (route) => route.abort());
  await page.getByRole('link', { name: 'About Us' }).filter({ visible: true }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: ROUTE_ERROR_MESSAGES.staleTitle })).toBeVisible();
  // The navbar stays: the error page sits inside the layout.
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();

  await page.unroute(aboutChunk);
  await page.getByRole('button', { name: ROUTE_ERROR_MESSAGES.reload }).click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(page.getByRole('heading', { name: ROUTE_ERROR_MESSAGES.staleTitle })).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('an unknown path lands on /', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: 'Popular dishes' })).toBeVisible();
});

test("a seeded restaurant's page shows its name and dishes", async ({ page, request }) => {
  const restaurant = await seededRestaurant(request);
  const menu = (await (
    await request.get(`/api/food-items-by-restaurant?restaurantId=${restaurant._id}`)
  ).json()) as TFoodItem[];
  expect(menu.length).toBeGreaterThanOrEqual(15);

  await page.goto(`/view-restaurant/${restaurant._id}`);
  await expect(page.getByRole('heading', { level: 1, name: restaurant.name })).toBeVisible();
  for (const dish of menu.slice(0, 3)) {
    await expect(page.getByText(dish.name, { exact: true }).first()).toBeVisible();
  }
});

test('a missing restaurant shows its not-found state', async ({ page }) => {
  await page.goto('/view-restaurant/00000000-0000-4000-8000-000000000000');
  await expect(page.getByRole('alert')).toContainText('Restaurant not found');
  await expect(page.getByRole('button', { name: 'Go Back' })).toBeVisible();
});

test('the app shell is revalidated on every visit while hashed assets are cached for a year', async ({
  request,
}) => {
  const shell = await request.get('/all-restaurants');
  expect(shell.headers()['cache-control']).toBe('no-cache');
  const asset = (await shell.text()).match(/\/assets\/[^"\s]+\.js/)?.[0];
  if (!asset) throw new Error('no script in the app shell');
  expect((await request.get(asset)).headers()['cache-control']).toBe('public, max-age=31536000, immutable');
});
