import { readFileSync } from 'node:fs';
import { ROUTE_ERROR_MESSAGES } from '@app/shared';
import { DEMO, logIn } from '../fixtures/accounts.ts';
import { seededRestaurant } from '../fixtures/catalogue.ts';
import { expect, type Page, test } from '../fixtures/test.ts';

// A page the server drew has only the first screen's styles (decisions 032 and 060): Mantine's other
// styles come with the first page the browser draws itself, or with a part of a page loaded later.
// Fetched on a drawn page, they made the browser lay the whole page out again (a cascade layer's
// stylesheet does that), a long task on a slow phone.

/** The Mantine components whose styles first-screen-styles.css holds. */
const FIRST_SCREEN_COMPONENTS = new Set(
  [
    ...readFileSync(
      new URL('../../apps/web/src/app/first-screen-styles.css', import.meta.url),
      'utf8',
    ).matchAll(/@mantine\/core\/styles\/([\w-]+)\.layer\.css/g),
  ].map((m) => m[1]),
);

/** Static class names that are not a component's file name: their styles are in the file named. */
const STYLES_OF: Record<string, string> = {
  Highlight: 'Mark',
  InputWrapper: 'Input',
  TextInput: 'Input',
  active: 'global',
  hidden: 'global',
  visible: 'global',
};

/** The Mantine components drawn on the page, by their static class names (mantine-Text-root). */
const componentsOn = (page: Page): Promise<string[]> =>
  page.evaluate(() => [
    ...new Set(
      [...document.querySelectorAll('[class*="mantine-"]')].flatMap((element) =>
        [...element.classList].filter((c) => c.startsWith('mantine-')).map((c) => c.split('-')[1] ?? ''),
      ),
    ),
  ]);

/** A class of Mantine's Table styles: not a first-screen component's, so in the other styles only. */
const TABLE_CLASS = /\.(m_\w+)/.exec(
  readFileSync(new URL('../../node_modules/@mantine/core/styles/Table.layer.css', import.meta.url), 'utf8'),
)?.[1] as string;

/** Whether the page holds Mantine's other styles (a Table's rules, as a sample). */
const otherStylesLoaded = (page: Page): Promise<boolean> =>
  page.evaluate(
    // A layer's rule's text holds the rules inside it.
    (tableClass) =>
      [...document.styleSheets].some((sheet) =>
        [...sheet.cssRules].some((rule) => rule.cssText.includes(tableClass)),
      ),
    TABLE_CLASS,
  );

/** Every component on the page has its styles in the first screen's file, and no others came. */
async function expectFirstScreenStylesOnly(page: Page, where: string) {
  const components = await componentsOn(page);
  expect(components.length, where).toBeGreaterThan(3);
  for (const name of components) {
    expect(FIRST_SCREEN_COMPONENTS.has(STYLES_OF[name] ?? name), `${where}: ${name}'s styles`).toBe(true);
  }
  expect(await otherStylesLoaded(page), where).toBe(false);
}

test('a page the server drew shows only components the first screen styles, and fetches no other styles', async ({
  page,
  request,
}) => {
  const restaurant = await seededRestaurant(request);
  for (const path of [
    '/',
    '/all-restaurants',
    `/view-restaurant/${restaurant._id}`,
    '/about',
    '/privacy',
    '/terms',
  ]) {
    await page.goto(path);
    await expectFirstScreenStylesOnly(page, path);
  }
  // What a tap opens on it: the phone's navigation.
  await page.getByRole('button', { name: 'Open navigation' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expectFirstScreenStylesOnly(page, 'the navigation drawer');
});

test("a signed-in customer's account menu is styled on a drawn page; a page the app draws fetches the other styles", async ({
  page,
}) => {
  await logIn(page, DEMO.customer);
  await page.goto('/');
  await page.getByRole('button', { name: /^Account menu for / }).click();
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitem', { name: 'Profile' })).toBeVisible();
  // Menu's own padding (4 px): the first screen's styles hold it.
  await expect(menu).toHaveCSS('padding-top', '4px');
  await expectFirstScreenStylesOnly(page, 'the account menu');

  // A page the app draws itself has them when it shows (its route's loader waits for them).
  await menu.getByRole('menuitem', { name: 'Profile' }).click();
  await expect(page).toHaveURL(/\/Profile$/);
  expect(await otherStylesLoaded(page)).toBe(true);
});

test('when the other styles cannot be fetched, the page the app draws offers a reload that brings it', async ({
  page,
}) => {
  await page.goto('/');
  const otherStyles = /\/assets\/other-mantine-styles-[\w-]+\.css$/;
  await page.route(otherStyles, (route) => route.abort());
  await page.getByRole('link', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: ROUTE_ERROR_MESSAGES.staleTitle })).toBeVisible();

  await page.unroute(otherStyles);
  await page.getByRole('button', { name: ROUTE_ERROR_MESSAGES.reload }).click();
  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByRole('button', { name: 'Login', exact: true })).toBeVisible();
  expect(await otherStylesLoaded(page)).toBe(true);
});
