import { COLOR_SCHEMES, seriousViolations } from '../fixtures/accessibility.ts';
import { DEMO, logIn } from '../fixtures/accounts.ts';
import { expect, test } from '../fixtures/test.ts';

// Every admin screen under axe in both schemes.
test.slow();

const ADMIN_SCREENS = [
  '/admin',
  '/add-restaurant',
  '/view-restaurants',
  '/add-users',
  '/view-users',
  '/admin/audit-log',
  '/admin/analytics',
  '/admin/reports',
  '/admin/settings',
  '/admin/rider-cash',
  '/admin/orders',
  '/admin/deliveries',
  '/admin/feedback',
  '/admin/help-desk',
];

for (const scheme of COLOR_SCHEMES) {
  test.describe(`${scheme} scheme`, () => {
    test.use({ colorScheme: scheme });

    test('/admin/orders/:id has no serious or critical accessibility violation', async ({ page }) => {
      await logIn(page, DEMO.admin);
      const [first] = await (await page.request.get('/api/admin/orders?limit=1')).json();
      await page.goto(`/admin/orders/${first._id}`);
      await expect(page.getByRole('region', { name: 'Status history' })).toBeVisible();
      expect(await seriousViolations(page, scheme), '/admin/orders/:id').toEqual([]);
    });

    test('the header search with its results has no serious or critical accessibility violation', async ({
      page,
    }) => {
      await logIn(page, DEMO.admin);
      await page.getByRole('combobox', { name: 'Find restaurants, users and orders' }).fill('demo');
      await expect(page.getByRole('option').first()).toBeVisible();
      expect(await seriousViolations(page, scheme), 'header search').toEqual([]);
    });

    // One test per screen, so a slow machine spends its time budget on one axe run at a time.
    for (const path of ADMIN_SCREENS) {
      test(`${path} has no serious or critical accessibility violation`, async ({ page }) => {
        await logIn(page, DEMO.admin);
        await page.goto(path);
        // A lazy screen on a busy machine can take more than the default 10 s to arrive.
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 });
        // Lists and figures: wait for the content (or the empty words), not the skeleton.
        await expect(page.getByText('Loading…')).toHaveCount(0);
        expect(await seriousViolations(page, scheme), path).toEqual([]);
      });
    }
  });
}
