import { COLOR_SCHEMES, seriousViolations } from '../fixtures/accessibility.ts';
import { DEMO, logIn } from '../fixtures/accounts.ts';
import {
  acceptAndPickUp,
  apiAs,
  markReady,
  newAnnaNagarCustomer,
  placePaidOrderFromDemoOwner,
  releaseDeliveries,
} from '../fixtures/delivery.ts';
import { expect, test } from '../fixtures/test.ts';

// axe on a phone, after an order is placed, readied and picked up.
test.describe.configure({ timeout: 180_000 });

// What a test left in rider2's hands goes back, passed or failed: a rider holds at most 2.
test.afterEach(async ({ baseURL }) => {
  const held = test
    .info()
    .annotations.filter((a) => a.type === 'release')
    .map((a) => a.description ?? '');
  if (baseURL && held.length > 0) await releaseDeliveries(baseURL, held);
});

for (const scheme of COLOR_SCHEMES) {
  test.describe(`${scheme} scheme`, () => {
    test.use({ colorScheme: scheme, viewport: { width: 360, height: 780 } });

    test('/delivery with a pickup on offer and a delivery in hand has no serious violation', async ({
      page,
      baseURL,
    }) => {
      if (!baseURL) throw new Error('no baseURL');
      const { api: customer } = await newAnnaNagarCustomer(baseURL);
      const owner = await apiAs(baseURL, DEMO.owner);
      const rider2 = await apiAs(baseURL, DEMO.rider2);
      const offered = await placePaidOrderFromDemoOwner(customer, owner);
      const inHand = await placePaidOrderFromDemoOwner(customer, owner);
      for (const { orderId } of [offered, inHand]) {
        await owner.post(`/api/orders/${orderId}/status`, { data: { status: 'Preparing' } });
        await markReady(owner, orderId);
      }
      await acceptAndPickUp(rider2, inHand.orderId);
      test.info().annotations.push({ type: 'release', description: inHand.orderId });

      await logIn(page, DEMO.rider2);
      await expect(page).toHaveURL(/\/delivery$/);
      const current = page.getByRole('region', { name: 'Current delivery' });
      await expect(current.getByText(`#${inHand.orderId.slice(0, 8)}`)).toBeVisible();
      await expect(
        page.getByRole('region', { name: 'Ready for pickup' }).getByRole('article').first(),
      ).toBeVisible();
      await expect(page.getByRole('region', { name: 'Earnings' }).getByText('This week')).toBeVisible();
      expect(await seriousViolations(page, scheme)).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
      await Promise.all([owner.dispose(), rider2.dispose(), customer.dispose()]);
    });

    test('the tracking view (code, rider, live map) has no serious violation', async ({ page, baseURL }) => {
      if (!baseURL) throw new Error('no baseURL');
      const { account, api: customer } = await newAnnaNagarCustomer(baseURL);
      const owner = await apiAs(baseURL, DEMO.owner);
      const rider2 = await apiAs(baseURL, DEMO.rider2);
      const { orderId } = await placePaidOrderFromDemoOwner(customer, owner);
      await owner.post(`/api/orders/${orderId}/status`, { data: { status: 'Preparing' } });
      await markReady(owner, orderId);
      await acceptAndPickUp(rider2, orderId);
      test.info().annotations.push({ type: 'release', description: orderId });
      await rider2.post(`/api/orders/${orderId}/location`, { data: { lat: 13.08, lng: 80.205 } });

      await page.route(/tile\.openstreetmap\.org/, (route) => route.abort());
      await logIn(page, account);
      await page.goto('/orders');
      const card = page.getByRole('article').filter({ hasText: `#${orderId.slice(0, 8)}` });
      await card.getByRole('button', { name: 'Track' }).click();
      await expect(card.getByText('Vijay is on the way')).toBeVisible();
      await expect(card.locator('.leaflet-container')).toBeVisible();
      await expect(card.getByTestId('courier-position')).toBeVisible();
      expect(await seriousViolations(page, scheme)).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
      await Promise.all([owner.dispose(), rider2.dispose(), customer.dispose()]);
    });
  });
}
