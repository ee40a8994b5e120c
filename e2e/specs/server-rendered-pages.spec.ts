import { DEMO_MESSAGES, type TFoodItem } from '@app/shared';
import { DEMO, logIn } from '../fixtures/accounts.ts';
import { seededRestaurant } from '../fixtures/catalogue.ts';
import { expect, type Page, test } from '../fixtures/test.ts';

// The public pages arrive drawn by the server, and the app takes them over in the browser
// (decision 031).

/** What React says when the browser's first render differs from the server's HTML. */
const HYDRATION_TROUBLE = /hydrat|did not match|server rendered|Minified React error/i;

function reactComplaints(page: Page): string[] {
  const seen: string[] = [];
  page.on('console', (m) => {
    if ((m.type() === 'error' || m.type() === 'warning') && HYDRATION_TROUBLE.test(m.text()))
      seen.push(m.text());
  });
  page.on('pageerror', (e) => seen.push(e.message));
  return seen;
}

/**
 * Holds back the app's entry script (the first the page asks for) until `release()` is called: the
 * served page is on screen and can be tapped, but the app has not taken it over yet.
 */
async function holdAppScript(page: Page): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/assets/index-*.js', async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

async function menuOf(page: Page, restaurantId: string): Promise<TFoodItem[]> {
  const res = await page.request.get(`/api/food-items-by-restaurant?restaurantId=${restaurantId}&limit=200`);
  return (await res.json()) as TFoodItem[];
}

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('a restaurant page shows its name, rating and dishes as served', async ({ page }) => {
    const restaurant = await seededRestaurant(page.request);
    const dish = (await menuOf(page, restaurant._id)).find((d) => d.isAvailable);
    await page.goto(`/view-restaurant/${restaurant._id}`);
    await expect(page.getByRole('heading', { level: 1, name: restaurant.name })).toBeVisible();
    await expect(page.getByText(restaurant.rating.toFixed(1)).first()).toBeVisible();
    await expect(page.getByText(dish?.name ?? 'a dish on sale', { exact: true }).first()).toBeVisible();
  });

  test('the home page and Browse Restaurants show restaurants as served', async ({ page }) => {
    const restaurant = await seededRestaurant(page.request);
    await page.goto('/all-restaurants');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText(restaurant.name).first()).toBeVisible();
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Top-rated restaurants' })).toBeVisible();
    await expect(page.getByRole('link', { name: /see all restaurants/i })).toBeVisible();
  });
});

// The notice above every page of a demo server (the test server is one) arrives with the page:
// drawn later, it would push the whole page down (layout shift).
test('the demo notice is in the served page, not added on arrival', async ({ request }) => {
  const html = await (await request.get('/')).text();
  const root = html.slice(html.indexOf('<div id="root">'));
  expect(root).toContain('aria-label="Demo server"');
  expect(root).toContain(DEMO_MESSAGES.banner.slice(0, 40));
});

test('a served page becomes the app without a mismatch, and its links then stay in the browser', async ({
  page,
}) => {
  const complaints = reactComplaints(page);
  const restaurant = await seededRestaurant(page.request);
  const reads: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname.startsWith('/api/restaurants')) reads.push(r.url());
  });
  await page.goto('/');
  await page.evaluate(() => {
    (window as unknown as { sameDocument: boolean }).sameDocument = true;
  });
  // The served page carried its restaurants: the app asks for none of them again.
  expect(reads).toEqual([]);
  await page.getByRole('link', { name: /see all restaurants/i }).click();
  await expect(page).toHaveURL(/\/all-restaurants$/);
  await expect(page.getByText(restaurant.name).first()).toBeVisible();
  // A client-side move: the document (and the flag set in it) is the same.
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(
    true,
  );
  expect(complaints).toEqual([]);
});

test('a cart kept in the browser shows on a served page, which hydrates without a mismatch', async ({
  page,
}) => {
  const complaints = reactComplaints(page);
  const restaurant = await seededRestaurant(page.request);
  const dish = (await menuOf(page, restaurant._id)).find(
    (d) => d.isAvailable && d.customizations.length === 0,
  );
  if (!dish) throw new Error('the seeded restaurant has no dish that is added without choices');
  await page.goto(`/view-restaurant/${restaurant._id}`);
  await page.getByRole('button', { name: `Add ${dish.name}`, exact: true }).click();
  await expect(page.getByRole('link', { name: 'Cart (1)' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('link', { name: 'Cart (1)' })).toBeVisible();
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Cart (1)' })).toBeVisible();
  expect(complaints).toEqual([]);
});

// A served page can be tapped before its code has arrived (decision 033 starts the code once the
// page has loaded): a tap on a button then is kept and made once the app has taken over.
test('a tap on Add before the app has taken the served page over is kept and carried out once', async ({
  browser,
  baseURL,
}) => {
  // A page of its own, not the fixture's, which would wait for the app after each navigation.
  const page = await browser.newPage({ baseURL });
  const restaurant = await seededRestaurant(page.request);
  const dish = (await menuOf(page, restaurant._id)).find(
    (d) => d.isAvailable && d.customizations.length === 0,
  );
  if (!dish) throw new Error('the seeded restaurant has no dish that is added without choices');
  const release = await holdAppScript(page);
  await page.goto(`/view-restaurant/${restaurant._id}`);
  await page.getByRole('button', { name: `Add ${dish.name}`, exact: true }).click();
  expect(await page.locator('html').getAttribute('data-app')).toBeNull();
  release();
  await expect(page.locator('html')).toHaveAttribute('data-app', 'ready');
  await expect(page.getByRole('link', { name: 'Cart (1)' })).toBeVisible();
  await expect(page.getByRole('group', { name: `${dish.name} in cart` })).toContainText('1');
  await page.close();
});

// Words typed into the home page's search box before the app has taken the page over stay in the
// box, and its Search button tapped meanwhile searches for them once it has.
test('words typed into the search box before the app has taken the served page over are kept', async ({
  browser,
  baseURL,
}) => {
  const page = await browser.newPage({ baseURL });
  const release = await holdAppScript(page);
  await page.goto('/');
  const box = page.getByRole('textbox', { name: 'Search dishes, restaurants or areas' });
  await box.pressSequentially('dosa');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  expect(await page.locator('html').getAttribute('data-app')).toBeNull();
  release();
  await expect(page.locator('html')).toHaveAttribute('data-app', 'ready');
  await expect(page).toHaveURL(/\/\?q=dosa$/);
  await expect(box).toHaveValue('dosa');
  await page.close();
});

test('words typed into the search box before the app has taken the served page over stay there after', async ({
  browser,
  baseURL,
}) => {
  const page = await browser.newPage({ baseURL });
  const release = await holdAppScript(page);
  await page.goto('/');
  const box = page.getByRole('textbox', { name: 'Search dishes, restaurants or areas' });
  await box.pressSequentially('idli');
  release();
  await expect(page.locator('html')).toHaveAttribute('data-app', 'ready');
  // The page's part with the box is the app's once the heading is (React takes it over as one).
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // Reaching for the box swaps in the suggesting one, which shows the app's idea of the words.
  await box.click();
  const suggesting = page.getByRole('combobox', { name: 'Search dishes, restaurants or areas' });
  await expect(suggesting).toHaveValue('idli');
  await suggesting.press('Enter');
  await expect(page).toHaveURL(/\/\?q=idli$/);
  await page.close();
});

test.describe('on a phone set to dark', () => {
  test.use({ colorScheme: 'dark' });

  test('the served page is dark before any of the app has run (the inline script the CSP allows)', async ({
    page,
  }) => {
    // No app code at all: only the served HTML and its one inline script.
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.goto('/about');
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
  });
});

// Only the first screen's styles are in the page (decision 032), written into its head (decision
// 033); the rest of Mantine's arrive with the app. With those alone, a restaurant page is already
// fully styled.
test('a served page is fully styled by the styles written into it, before any of the app has run', async ({
  page,
}) => {
  const restaurant = await seededRestaurant(page.request);
  await page.route('**/assets/*', (route) => route.abort());
  await page.goto(`/view-restaurant/${restaurant._id}`);
  expect(await page.locator('link[rel="stylesheet"]').count()).toBe(0);
  // A filled button over its plainer base (styles in Mantine's order), an outlined icon button.
  const signIn = page.getByRole('link', { name: 'Sign in' });
  expect(await signIn.evaluate((el) => getComputedStyle(el).backgroundColor)).not.toBe('rgba(0, 0, 0, 0)');
  const heart = page.getByRole('button', { name: `Favourite ${restaurant.name}`, exact: true });
  expect(await heart.evaluate((el) => getComputedStyle(el).borderTopWidth)).toBe('1px');
});

// Decision 057: a page served to a session cookie keeps "Sign in" out of sight until the session
// read says no one is signed in; a signed-in customer never sees it flash while the app arrives.
test.describe('a signed-in customer on a served page', () => {
  test('never sees Sign in: with JavaScript off, before the app has taken the page over, or after', async ({
    browser,
    baseURL,
  }) => {
    const signedIn = await browser.newContext({ baseURL });
    await logIn(await signedIn.newPage(), DEMO.customer);
    const storageState = await signedIn.storageState();

    const withoutJs = await browser.newContext({ baseURL, javaScriptEnabled: false, storageState });
    const still = await withoutJs.newPage();
    await still.goto('/');
    await expect(still.getByRole('heading', { name: 'Top-rated restaurants' })).toBeVisible();
    await expect(still.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expect(still.getByRole('link', { name: 'Sign in' })).toBeHidden();
    await withoutJs.close();

    const page = await signedIn.newPage();
    // Every frame from the first: was a "Sign in" drawn?
    await page.addInitScript(() => {
      const w = window as unknown as { sawSignIn?: boolean };
      const look = () => {
        for (const a of document.querySelectorAll('a[href="/login"]')) {
          if (a.checkVisibility({ visibilityProperty: true })) w.sawSignIn = true;
        }
        requestAnimationFrame(look);
      };
      look();
    });
    const release = await holdAppScript(page);
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Top-rated restaurants' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Sign in' })).toBeHidden();
    expect(await page.locator('html').getAttribute('data-app')).toBeNull();
    release();
    await expect(page.locator('html')).toHaveAttribute('data-app', 'ready');
    await expect(page.getByRole('button', { name: /^Account menu for / })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Sign in' })).toBeHidden();
    expect(
      await page.evaluate(() => (window as unknown as { sawSignIn?: boolean }).sawSignIn),
    ).toBeUndefined();
    await signedIn.close();
  });

  test('a session cookie that is no longer good shows Sign in once the session has been read', async ({
    page,
    baseURL,
  }) => {
    await page
      .context()
      .addCookies([{ name: 'better-auth.session_token', value: 'signed-out-long-ago', url: baseURL ?? '' }]);
    // Served to the cookie, the page is marked; the session read then takes the mark off.
    expect(await (await page.request.get('/')).text()).toContain('<html data-session');
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'Sign in' })).toBeVisible();
    await expect(page.locator('html')).not.toHaveAttribute('data-session');
  });
});
