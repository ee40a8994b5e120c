import { COLOR_SCHEMES, seriousViolations } from '../fixtures/accessibility.ts';
import { DEMO, logIn } from '../fixtures/accounts.ts';
import { expect, test } from '../fixtures/test.ts';

// One sign-in (a password hash) and three pages under axe per scheme.
test.slow();

for (const scheme of COLOR_SCHEMES) {
  test.describe(`${scheme} scheme`, () => {
    test.use({ colorScheme: scheme });

    test("a signed-in customer's profile, dashboard and profile form have no serious or critical accessibility violation", async ({
      page,
    }) => {
      await logIn(page, DEMO.customer);
      for (const path of ['/Profile', '/Dashboard', '/profile-info']) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        expect(await seriousViolations(page, scheme), path).toEqual([]);
      }
    });
  });
}
