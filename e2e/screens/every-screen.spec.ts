import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TOrder, TRestaurant } from '@app/shared';
import { expect, type Page, test } from '../fixtures/test.ts';
import { ACCOUNTS, type Role, SCREENS } from './screens.ts';

/** Where the pictures go: ./screenshots/<role>/<screen>-<phone|laptop>-<light|dark>.png. */
const OUT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../screenshots');
const SIZES = { phone: { width: 390, height: 844 }, laptop: { width: 1280, height: 800 } } as const;

const slug = (p: string) => (p === '/' ? 'home' : p.replace(/^\//, '').replace(/[/:]+/g, '-'));

async function shoot(page: Page, role: Role, screen: string) {
  await expect(page.locator('h1').first()).toBeVisible({ timeout: 30_000 });
  await expect(page.getByLabel('Loading page')).toHaveCount(0);
  for (const [size, viewport] of Object.entries(SIZES)) {
    await page.setViewportSize(viewport);
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme });
      await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', colorScheme);
      await page.screenshot({
        path: path.join(OUT, role, `${slug(screen)}-${size}-${colorScheme}.png`),
        fullPage: true,
        // The sidebar slides in when the width becomes a laptop's: shown where it comes to rest.
        animations: 'disabled',
      });
    }
  }
}

for (const role of Object.keys(SCREENS) as Role[]) {
  test(`${role}: every screen, phone and laptop, light and dark`, async ({ page, baseURL }) => {
    if (role !== 'guest') {
      const signedIn = await page.request.post('/api/auth/sign-in/email', {
        data: ACCOUNTS[role],
        headers: { Origin: baseURL ?? '' },
      });
      expect(signedIn.ok(), `${role} signs in`).toBe(true);
    }
    const [restaurant] = (await (await page.request.get('/api/restaurants?limit=1')).json()) as TRestaurant[];
    const orders =
      role === 'customer' ? ((await (await page.request.get('/api/orders?limit=1')).json()) as TOrder[]) : [];
    fs.mkdirSync(path.join(OUT, role), { recursive: true });
    for (const screen of SCREENS[role]) {
      const url = screen
        .replace(':restaurant', restaurant?._id ?? '')
        .replace(':order', orders[0]?._id ?? '');
      await test.step(url, async () => {
        await page.goto(url);
        await shoot(page, role, screen);
      });
    }
  });
}
