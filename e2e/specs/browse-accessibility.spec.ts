import type { TRestaurant } from '@app/shared';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';

// axe walks every node; sixty restaurant cards on an emulated phone take a while.
test.slow();

async function seriousViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

test('home has no serious or critical accessibility violation', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('list', { name: 'Top-rated restaurants' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Popular dishes' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('all restaurants (with filters open) has no serious or critical accessibility violation', async ({
  page,
}) => {
  await page.goto('/all-restaurants');
  await expect(page.getByRole('list', { name: 'Restaurants' })).toBeVisible();
  await page.getByRole('button', { name: 'Filters' }).click();
  await page.getByRole('button', { name: '3+ stars' }).click();
  expect(await seriousViolations(page)).toEqual([]);
});

test('a restaurant page has no serious or critical accessibility violation', async ({ page }) => {
  const [restaurant] = (await (await page.request.get('/api/restaurants?limit=1')).json()) as TRestaurant[];
  if (!restaurant) throw new Error('the demo seed made no restaurants');
  await page.goto(`/view-restaurant/${restaurant._id}`);
  await expect(page.getByRole('radiogroup', { name: 'Menu categories' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
