import { DEMO, logIn } from '../fixtures/accounts.ts';
import { expect, test } from '../fixtures/test.ts';

test('admin lists show roles and statuses in words, and a list that fails says the spec’s words', async ({
  page,
}) => {
  await logIn(page, DEMO.admin);
  await page.goto('/view-users');
  const table = page.getByRole('table');
  await expect(table.getByText('Restaurant owner').first()).toBeVisible();
  await expect(table).not.toContainText('restaurantOwner');
  await expect(table).not.toContainText('deliveryPartner');

  await page.route('**/api/admin/users?**', (route) =>
    route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify({ error: 'Something internal', message: 'Something internal' }),
    }),
  );
  await page.reload();
  await expect(page.getByText('Error loading users: Failed to fetch users')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText('Something internal')).toHaveCount(0);
});

test('prices always show two decimals', async ({ page }) => {
  await page.goto('/');
  const prices = page.getByText(/₹\d/);
  await expect(prices.first()).toBeVisible();
  for (const text of await prices.allInnerTexts()) {
    for (const price of text.match(/₹[\d,]+(?:\.\d+)?/g) ?? []) expect(price).toMatch(/\.\d{2}$/);
  }
});

test('an unknown script under /assets/ is a 404, not the app shell', async ({ request }) => {
  const res = await request.get('/assets/page-from-an-old-build.js');
  expect(res.status()).toBe(404);
  expect(await res.text()).not.toContain('<div id="root">');
});
