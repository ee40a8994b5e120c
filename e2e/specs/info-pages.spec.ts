import { expect, test } from '../fixtures/test.ts';

test('/about: why choose us, in rupees, and Learn More leads to the restaurants', async ({ page }) => {
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1, name: /Why Choose/ })).toBeVisible();
  await expect(page.locator('main')).toContainText('₹29.00');
  await expect(page.locator('main')).not.toContainText('$');
  await page.getByRole('link', { name: 'Learn More' }).click();
  await expect(page).toHaveURL(/\/all-restaurants$/);
});

for (const { path, title } of [
  { path: '/terms', title: 'Terms of Service' },
  { path: '/privacy', title: 'Privacy Policy' },
]) {
  test(`${path} speaks rupees, never dollars, and links back home`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    const main = page.locator('main');
    await expect(main).toContainText('₹');
    await expect(main).not.toContainText('$');
    await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
    await page.getByRole('link', { name: 'Back to Home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });
}

test('/terms states the age limit, the fee by distance and the refund window', async ({ page }) => {
  await page.goto('/terms');
  const main = page.locator('main');
  await expect(main).toContainText('18 years or older');
  await expect(main).toContainText(
    'delivery fee by distance (₹29.00 up to 3 km, ₹49.00 up to 6 km and ₹69.00 beyond 6 km)',
  );
  await expect(main).toContainText('within 5 minutes of payment');
  await expect(main).toContainText('5–7 business days');
});
