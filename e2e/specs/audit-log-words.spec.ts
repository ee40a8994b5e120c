import { ADMIN_FIGURES_MESSAGES, AUDIT_ACTION_WORDS, AUDIT_TARGET_WORDS } from '@app/shared';
import { DEMO, logIn } from '../fixtures/accounts.ts';
import { shootAt390 } from '../fixtures/screens.ts';
import { expect, type Page, test } from '../fixtures/test.ts';

// A sign-in, three saves and two screenshots in each scheme, beside another worker on two cores.
test.slow();

/** Saves the settings form with only the banner text changed. */
async function saveBannerText(page: Page, text: string) {
  await page.goto('/admin/settings');
  const field = page.getByLabel('Banner text');
  await expect(field).toBeVisible({ timeout: 20_000 });
  await field.fill(text);
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByRole('status')).toHaveText(ADMIN_FIGURES_MESSAGES.settingsSaved, {
    timeout: 30_000,
  });
}

test('the audit log says what an admin did in words, with the field that changed, and fits a phone', async ({
  page,
}) => {
  const stamp = Date.now().toString(36);
  const first = `Monsoon menu ${stamp}`;
  const second = `Diwali sweets ${stamp}`;
  await logIn(page, DEMO.admin);
  await page.goto('/admin/settings');
  const original = await page.getByLabel('Banner text').inputValue();
  await saveBannerText(page, first);
  await saveBannerText(page, second);

  try {
    await page.goto('/admin/audit-log');
    await page.getByLabel('Search audit log').fill('site');
    // Another journey may save the settings meanwhile: the row is the one that made `second`.
    const row = page.getByTestId('list-row').filter({ hasText: `→ ${second}` });
    await expect(row).toContainText(AUDIT_ACTION_WORDS['settings.update']);
    await expect(row).toContainText(AUDIT_TARGET_WORDS.settings ?? '');
    await expect(row.getByTestId('audit-changes')).toHaveText(`Banner text: ${first} → ${second}`);
    await expect(row).toContainText(DEMO.admin.email);
    // The machine's words are gone: no action names, no JSON.
    await expect(row).not.toContainText('settings.update');
    await expect(row).not.toContainText('{');
    await expect(row).not.toContainText('bannerText');

    // The action filter offers the actions in words too.
    await page.getByRole('combobox', { name: 'Action' }).click();
    await expect(page.getByRole('option', { name: AUDIT_ACTION_WORDS['user.disable'] })).toBeVisible();
    await page.keyboard.press('Escape');

    // On a phone: each entry a card no wider than the screen, the page not scrolling sideways.
    await page.setViewportSize({ width: 390, height: 844 });
    const card = row;
    await card.scrollIntoViewIfNeeded();
    await expect(card.getByTestId('audit-changes')).toBeInViewport();
    const box = await card.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 390, 'the first card fits the screen').toBe(true);
    await page.evaluate(() => window.scrollTo(0, 0));
    await shootAt390(page, test.info(), 'admin-audit-log-words');
  } finally {
    await page.setViewportSize({ width: 1280, height: 800 });
    await saveBannerText(page, original);
  }
});
