import {
  CAROUSEL_INTERVAL_MS,
  HOME_BEST_RATED_RESTAURANTS,
  HOME_CATEGORIES,
  MESSAGES,
  QUICK_TAGS,
  SEARCH_RESULTS_SHOWN_FIRST,
  TOP_RATED_MIN_RATING,
} from '@app/shared';
import { expect, type Locator, type Page, test } from '../fixtures/test.ts';

/** Rupees from a rendered price such as "₹1,234.5". */
function rupees(text: string): number {
  return Number(text.replace(/[^\d.]/g, ''));
}

/** The rating read out by a rating badge: "Rated 4.6 out of 5". */
function rating(text: string | null): number {
  return Number(/Rated ([\d.]+)/.exec(text ?? '')?.[1] ?? Number.NaN);
}

async function search(page: Page, words: string) {
  const box = page
    .getByRole('combobox', { name: 'Search dishes, restaurants or areas' })
    .or(page.getByRole('textbox', { name: 'Search dishes, restaurants or areas' }));
  await box.fill(words);
  await box.press('Enter');
  await expect(page.getByRole('heading', { name: `Results for “${words}”` })).toBeVisible();
  await expect(page.getByText(/dish(es)? and \d+ restaurants? found/)).toBeVisible();
}

async function cardsOf(list: Locator): Promise<Locator[]> {
  await expect(list.getByRole('listitem').first()).toBeVisible();
  return list.getByRole('listitem').all();
}

test('home shows the hero search, tags, cuisines, popular dishes, top rated and the footer', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByRole('search')).toBeVisible();
  for (const tag of QUICK_TAGS)
    await expect(page.getByRole('button', { name: tag, exact: true })).toBeVisible();
  const cuisines = page.getByRole('list', { name: 'Cuisines' });
  await expect(cuisines.getByRole('listitem')).toHaveCount(HOME_CATEGORIES.length);
  await expect(
    page.getByRole('list', { name: 'Popular dishes' }).getByRole('listitem').first(),
  ).toBeVisible();

  const topRated = page.getByRole('list', { name: 'Top-rated restaurants' });
  for (const card of await cardsOf(topRated)) {
    await expect(card.getByText('Top Rated', { exact: true })).toBeVisible();
    expect(rating(await card.getByText(/Rated [\d.]+ out of 5/).textContent())).toBeGreaterThanOrEqual(
      TOP_RATED_MIN_RATING,
    );
  }
  // The best few, with the way to all of them.
  expect((await cardsOf(topRated)).length).toBeLessThanOrEqual(HOME_BEST_RATED_RESTAURANTS);
  const footer = page.getByRole('navigation', { name: 'Footer' });
  for (const path of ['/about', '/contact', '/privacy', '/terms', '/about-restaurant']) {
    await expect(footer.locator(`a[href="${path}"]`)).toBeVisible();
  }
  await page.getByRole('link', { name: 'See all restaurants' }).click();
  await expect(page).toHaveURL('/all-restaurants');
  await expect(page.getByRole('heading', { level: 1, name: 'Browse Restaurants' })).toBeVisible();
});

test('"veg only under 250" finds only vegetarian dishes at ₹250 or less', async ({ page }) => {
  await page.goto('/');
  await search(page, 'veg only under 250');
  const found = Number(
    /(\d+) dish/.exec(
      (await page.getByText(/dish(es)? and \d+ restaurants? found/).textContent()) ?? '',
    )?.[1],
  );
  const list = page.getByRole('list', { name: 'Dishes found' });
  // The first few are drawn at once; the rest when asked for, and the focus goes to the first added.
  expect(found).toBeGreaterThan(SEARCH_RESULTS_SHOWN_FIRST);
  await expect(list.getByRole('listitem')).toHaveCount(SEARCH_RESULTS_SHOWN_FIRST);
  await page.getByRole('button', { name: `Show all ${found} dishes` }).click();
  await expect(list.getByRole('listitem')).toHaveCount(found);
  await expect(
    list.getByRole('listitem').nth(SEARCH_RESULTS_SHOWN_FIRST).getByRole('link').first(),
  ).toBeFocused();
  const cards = await cardsOf(list);
  // Every card carries the veg mark (by its words) and a price; read them all at once.
  await expect(list.getByRole('img', { name: 'Vegetarian', exact: true })).toHaveCount(cards.length);
  await expect(list.getByRole('img', { name: 'Non-vegetarian', exact: true })).toHaveCount(0);
  const prices = (await list.getByText(/^₹[\d,.]+$/).allTextContents()).map(rupees);
  expect(prices).toHaveLength(cards.length);
  for (const price of prices) expect(price).toBeLessThanOrEqual(250);
});

test('"4 star italian" finds only restaurants rated 4 or more serving Italian', async ({ page }) => {
  await page.goto('/');
  await search(page, '4 star italian');
  const list = page.getByRole('list', { name: 'Restaurants found' });
  const cards = await cardsOf(list);
  expect(cards.length).toBeGreaterThan(0);
  const ratings = (await list.getByText(/^Rated [\d.]+ out of 5$/).allTextContents()).map(rating);
  expect(ratings).toHaveLength(cards.length);
  for (const r of ratings) expect(r).toBeGreaterThanOrEqual(4);
  for (const card of cards) await expect(card.getByText(/Italian/).first()).toBeVisible();
});

test('suggestions appear while typing, and Clear Search hides the results', async ({ page }) => {
  await page.goto('/');
  const box = page.getByRole('textbox', { name: 'Search dishes, restaurants or areas' });
  await box.click();
  // The suggesting box replaces the plain one once its code has loaded, keeping the focus.
  const combobox = page.getByRole('combobox', { name: 'Search dishes, restaurants or areas' });
  await expect(combobox).toBeFocused();
  await combobox.pressSequentially('veg');
  const options = page.getByRole('listbox').getByRole('option');
  await expect(options.first()).toBeVisible();
  expect(await options.count()).toBeLessThanOrEqual(8);
  await options.filter({ hasText: 'veg only' }).first().click();
  await expect(page).toHaveURL(/\?q=veg\+only$/);
  await expect(page.getByRole('heading', { name: 'Results for “veg only”' })).toBeVisible();

  await page.getByRole('button', { name: 'Clear Search' }).click();
  await expect(page.getByRole('heading', { name: /Results for/ })).toHaveCount(0);
  await expect(combobox).toHaveValue('');
});

test('a quick tag runs its search', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'dessert', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Results for “dessert”' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Dishes found' }).getByRole('listitem').first()).toBeVisible();
});

test('the cuisine carousel moves on its own and holds still while hovered', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto('/');
  const track = page.getByRole('list', { name: 'Cuisines' });
  await expect(track.getByRole('listitem').first()).toBeVisible();
  await expect
    .poll(() => track.evaluate((el) => el.scrollLeft), { timeout: CAROUSEL_INTERVAL_MS * 3 })
    .toBeGreaterThan(0);

  await track.hover();
  const held = await track.evaluate((el) => el.scrollLeft);
  await page.waitForTimeout(CAROUSEL_INTERVAL_MS + 800);
  expect(await track.evaluate((el) => el.scrollLeft)).toBe(held);
});

test('the carousel does not move for people who ask for reduced motion', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto('/');
  const track = page.getByRole('list', { name: 'Cuisines' });
  await expect(track.getByRole('listitem').first()).toBeVisible();
  await page.waitForTimeout(CAROUSEL_INTERVAL_MS + 800);
  expect(await track.evaluate((el) => el.scrollLeft)).toBe(0);
});

// The served home page carries its data (decision 031): the app reads the catalogue itself when
// a person comes to it from another page.
test('home shows its error words when the catalogue cannot load', async ({ page }) => {
  await page.goto('/cart');
  await page.route('**/api/restaurants?**', (route) => route.fulfill({ status: 500, body: '{}' }));
  await page.getByRole('link', { name: 'Chennai Eats', exact: true }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('alert')).toContainText(MESSAGES.homeLoadFailed);
  await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
});

test('the phone menu opens from the burger and leads to Browse Restaurants', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto('/');
  await page.getByRole('button', { name: 'Open navigation' }).click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await menu.getByRole('link', { name: 'Browse Restaurants' }).click();
  await expect(page).toHaveURL('/all-restaurants');
  await expect(menu).toBeHidden();
});
