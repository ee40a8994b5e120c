import { COLOR_SCHEMES, seriousViolations } from '../fixtures/accessibility.ts';
import { seededRestaurant } from '../fixtures/catalogue.ts';
import { expect, test } from '../fixtures/test.ts';

// axe walks every node; sixty restaurant cards on an emulated phone take a while.
test.slow();

// Each page in both colour schemes: Mantine follows the device (`defaultColorScheme="auto"`), and a
// phone in dark mode gets the dark one (decision 008).
for (const scheme of COLOR_SCHEMES) {
  test.describe(`${scheme} scheme`, () => {
    test.use({ colorScheme: scheme });

    test('home has no serious or critical accessibility violation', async ({ page }) => {
      await page.goto('/');
      await expect(page.getByRole('list', { name: 'Top-rated restaurants' })).toBeVisible();
      await expect(page.getByRole('list', { name: 'Popular dishes' })).toBeVisible();
      expect(await seriousViolations(page, scheme)).toEqual([]);
    });

    test('all restaurants (with filters open) has no serious or critical accessibility violation', async ({
      page,
    }) => {
      await page.goto('/all-restaurants');
      await expect(page.getByRole('list', { name: 'Restaurants' })).toBeVisible();
      await page.getByRole('button', { name: 'Filters' }).click();
      await page.getByRole('button', { name: '3+ stars' }).click();
      expect(await seriousViolations(page, scheme)).toEqual([]);
    });

    test('a restaurant page has no serious or critical accessibility violation', async ({ page }) => {
      const restaurant = await seededRestaurant(page.request);
      await page.goto(`/view-restaurant/${restaurant._id}`);
      await expect(page.getByRole('radiogroup', { name: 'Menu categories' })).toBeVisible();
      expect(await seriousViolations(page, scheme)).toEqual([]);
    });

    test('/contact has no serious or critical accessibility violation', async ({ page }) => {
      await page.goto('/contact');
      await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
      expect(await seriousViolations(page, scheme)).toEqual([]);
    });

    for (const path of [
      '/about',
      '/privacy',
      '/terms',
      '/about-restaurant',
      '/favorites',
      '/login',
      '/signup',
    ]) {
      test(`${path} has no serious or critical accessibility violation`, async ({ page }) => {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        expect(await seriousViolations(page, scheme)).toEqual([]);
      });
    }
  });
}
