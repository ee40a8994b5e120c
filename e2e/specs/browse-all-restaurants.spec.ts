import { MESSAGES, type TRestaurant } from '@app/shared';
import { expect, type Page, type Route, test } from '../fixtures/test.ts';

async function allRestaurants(page: Page): Promise<TRestaurant[]> {
  const res = await page.request.get('/api/restaurants?limit=100');
  return (await res.json()) as TRestaurant[];
}

const showing = (shown: number, total: number) => `Showing ${shown} of ${total} restaurants`;

/** The browse list shows this many cards, then "Show more restaurants" adds as many again. */
const PAGE = 24;
const firstPage = (n: number) => Math.min(n, PAGE);

/** The signed-in account's favourite ids, sorted; null until the sign-in has landed. */
async function accountFavorites(page: Page): Promise<string[] | null> {
  const body: unknown = await (await page.request.get('/api/favorites')).json();
  return Array.isArray(body) ? body.map(String).sort() : null;
}

test('filters narrow the list, say how many are shown, and clear when pressed again', async ({ page }) => {
  const all = await allRestaurants(page);
  await page.goto('/all-restaurants');
  const grid = page.getByRole('list', { name: 'Restaurants' });
  await expect(grid.getByRole('listitem')).toHaveCount(firstPage(all.length));
  await expect(page.getByText(/^Showing \d+ of/)).toHaveCount(0);

  await page.getByRole('button', { name: 'Filters' }).click();
  const fourPlus = page.getByRole('button', { name: '4+ stars' });
  await fourPlus.click();
  await expect(fourPlus).toHaveAttribute('aria-pressed', 'true');
  const rated = all.filter((r) => r.rating >= 4);
  await expect(page.getByText(showing(rated.length, all.length))).toBeVisible();
  await expect(grid.getByRole('listitem')).toHaveCount(firstPage(rated.length));

  // Delivery-time buttons compare with the value on their label (product decisions).
  await page.getByRole('button', { name: '30 min' }).click();
  const quick = rated.filter((r) => r.deliveryTime <= 30);
  await expect(page.getByText(showing(quick.length, all.length))).toBeVisible();

  // Spec 5: '$' means price level 1 or less; shown in rupees.
  await page.getByRole('button', { name: /^₹ Budget/ }).click();
  const cheap = quick.filter((r) => r.priceLevel <= 1);
  await expect(page.getByText(showing(cheap.length, all.length))).toBeVisible();

  // Pressing an active value again clears it.
  await page.getByRole('button', { name: /^₹ Budget/ }).click();
  await page.getByRole('button', { name: '30 min' }).click();
  await fourPlus.click();
  await expect(fourPlus).toHaveAttribute('aria-pressed', 'false');
  await expect(page.getByText(/^Showing \d+ of/)).toHaveCount(0);
  await expect(grid.getByRole('listitem')).toHaveCount(firstPage(all.length));
});

test('the list comes a page at a time, best rated first, until every restaurant is shown', async ({
  page,
}) => {
  const all = await allRestaurants(page);
  expect(all.length).toBeGreaterThan(PAGE);
  await page.goto('/all-restaurants');
  const grid = page.getByRole('list', { name: 'Restaurants' });
  const more = page.getByRole('button', { name: 'Show more restaurants' });
  for (let shown = PAGE; shown < all.length; shown += PAGE) {
    await expect(grid.getByRole('listitem')).toHaveCount(shown);
    await more.click();
  }
  await expect(grid.getByRole('listitem')).toHaveCount(all.length);
  await expect(more).toHaveCount(0);
  // The server's order, best rated first, runs on across pages.
  const names = await grid.getByRole('listitem').getByRole('link').allTextContents();
  expect(names).toEqual(all.map((r) => r.name));
});

test('search matches name, cuisine or address, highlights it, and Reset Filters brings everyone back', async ({
  page,
}) => {
  const all = await allRestaurants(page);
  await page.goto('/all-restaurants');
  const box = page.getByRole('searchbox', { name: /Search restaurants/ });

  await box.fill('ITALIAN');
  const italian = all.filter(
    (r) =>
      r.name.toLowerCase().includes('italian') ||
      r.address.toLowerCase().includes('italian') ||
      r.cuisine.some((c) => c.toLowerCase().includes('italian')),
  );
  expect(italian.length).toBeGreaterThan(0);
  await expect(page.getByText(showing(italian.length, all.length))).toBeVisible();
  await expect(page.locator('mark', { hasText: /^italian$/i }).first()).toBeVisible();

  await box.fill('no such restaurant anywhere');
  await expect(page.getByText(MESSAGES.noRestaurantsMatchingSearch)).toBeVisible();
  await page.getByRole('button', { name: 'Reset Filters' }).click();
  await expect(box).toHaveValue('');
  await expect(page.getByRole('list', { name: 'Restaurants' }).getByRole('listitem')).toHaveCount(
    firstPage(all.length),
  );

  await box.fill('adyar');
  await page.getByRole('button', { name: 'Clear search' }).click();
  await expect(box).toHaveValue('');
});

test('a card opens its restaurant, and Back returns', async ({ page }) => {
  const [first] = await allRestaurants(page);
  if (!first) throw new Error('the demo seed made no restaurants');
  await page.goto('/all-restaurants');
  await page.getByRole('link', { name: first.name, exact: true }).click();
  await expect(page).toHaveURL(`/view-restaurant/${first._id}`);
  await expect(page.getByRole('heading', { level: 1, name: first.name })).toBeVisible();
  await page.goBack();
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL('/');
});

test("a guest's favourite survives a reload and shows on /favorites", async ({ page }) => {
  const [first] = await allRestaurants(page);
  if (!first) throw new Error('the demo seed made no restaurants');
  await page.goto('/all-restaurants');
  const heart = page.getByRole('button', { name: `Favourite ${first.name}`, exact: true });
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('link', { name: 'Favourites (1)' })).toBeVisible();

  await page.reload();
  await expect(page.getByRole('button', { name: `Favourite ${first.name}`, exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await page.getByRole('link', { name: 'Favourites (1)' }).click();
  const favourites = page.getByRole('list', { name: 'Favourite restaurants' });
  await expect(favourites.getByRole('link', { name: first.name, exact: true })).toBeVisible();

  await favourites.getByRole('button', { name: `Favourite ${first.name}`, exact: true }).click();
  await expect(page.getByRole('main').getByRole('link', { name: 'Browse Restaurants' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Favourites (0)' })).toBeVisible();
});

test("signing in merges a guest's favourites into the account", async ({ page }) => {
  test.slow(); // a sign-up hashes a password
  const [first, second] = await allRestaurants(page);
  if (!first || !second) throw new Error('the demo seed made too few restaurants');
  await page.goto('/all-restaurants');
  await page.getByRole('button', { name: `Favourite ${first.name}`, exact: true }).click();
  await page.getByRole('button', { name: `Favourite ${second.name}`, exact: true }).click();
  await expect(page.getByRole('link', { name: 'Favourites (2)' })).toBeVisible();

  await page.goto('/signup');
  await page.getByLabel('Email').fill(`browse-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('favourite-password-1');
  await page.getByRole('button', { name: 'Sign Up', exact: true }).click();

  // The account now holds both, and this browser forgets its guest list.
  await expect.poll(() => accountFavorites(page)).toEqual([first._id, second._id].sort());
  await expect
    .poll(() => page.evaluate(() => window.localStorage.getItem('chennai-eats:favorites:v1')))
    .toBeNull();
  await page.goto('/favorites');
  const favourites = page.getByRole('list', { name: 'Favourite restaurants' });
  await expect(favourites.getByRole('listitem')).toHaveCount(2);

  // Toggling while signed in saves to the account.
  await favourites.getByRole('button', { name: `Favourite ${first.name}`, exact: true }).click();
  await expect.poll(() => accountFavorites(page)).toEqual([second._id]);
});

test('quick taps on a heart reach the server in the order they were made', async ({ page }) => {
  test.slow(); // a sign-up hashes a password
  const [first] = await allRestaurants(page);
  if (!first) throw new Error('the demo seed made no restaurants');
  await page.goto('/signup');
  await page.getByLabel('Email').fill(`taps-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('favourite-password-1');
  await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
  await expect(page).not.toHaveURL(/\/signup/);

  // The network reorders: the first save is held back until a second one has reached the server
  // (or for 2 s if no second one comes while it waits).
  let puts = 0;
  let held: Route | null = null;
  const release = async () => {
    const route = held;
    held = null;
    await route?.continue();
  };
  await page.route('**/api/favorites', async (route) => {
    if (route.request().method() !== 'PUT') return route.continue();
    puts += 1;
    if (puts === 1) {
      held = route;
      setTimeout(() => void release(), 2000);
      return;
    }
    await route.fulfill({ response: await route.fetch() });
    await release();
  });
  await page.goto('/all-restaurants');
  // The served page shows before the session is read (decision 031); the taps are the account's.
  await expect(page.getByRole('button', { name: /^Account menu for / })).toBeVisible();
  const heart = page.getByRole('button', { name: `Favourite ${first.name}`, exact: true });
  await heart.click(); // on
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  await heart.click(); // off again, while the first save is still on its way
  await expect(heart).toHaveAttribute('aria-pressed', 'false');

  // The server ends where the screen ends: not a favourite.
  await expect.poll(() => puts).toBe(2);
  await expect.poll(() => accountFavorites(page)).toEqual([]);
  await page.reload();
  await expect(page.getByRole('list', { name: 'Restaurants' })).toBeVisible({ timeout: 30_000 });
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
});
