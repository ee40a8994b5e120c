import { DELIVER_TO_MESSAGES, DELIVERY_PLACE_MESSAGES, type TRestaurantNearby } from '@app/shared';
import { expect, type Page, test } from '../fixtures/test.ts';

/** Velachery's centroid, as GET /api/localities gives it. */
async function velachery(page: Page): Promise<{ name: string; lat: number; lng: number }> {
  const res = await page.request.get('/api/localities');
  const all = (await res.json()) as { name: string; lat: number; lng: number }[];
  const found = all.find((l) => l.name === 'Velachery');
  if (!found) throw new Error('Velachery is not a locality');
  return found;
}

async function restaurants(page: Page, query = ''): Promise<TRestaurantNearby[]> {
  const res = await page.request.get(`/api/restaurants?limit=100${query}`);
  return (await res.json()) as TRestaurantNearby[];
}

/** "2.1 km · ₹29.00 · 25–35 min": a distance, a fee with two decimals and a time window. */
const QUOTE = /^\d+\.\d km · ₹[\d,]+\.\d{2} · \d+–\d+ min$/;

test.use({ viewport: { width: 390, height: 844 } });

for (const colorScheme of ['light', 'dark'] as const) {
  test.describe(`${colorScheme} scheme`, () => {
    test.use({ colorScheme });

    test('a guest delivering to Velachery sees only the restaurants that deliver there, each with its fee and time', async ({
      page,
    }, testInfo) => {
      // Two pages, a sheet and every card's quote: on a busy 2-core machine this takes ~25 s.
      test.setTimeout(60_000);
      const place = await velachery(page);
      const located = await restaurants(page, `&lat=${place.lat}&lng=${place.lng}`);
      const all = await restaurants(page);
      expect(located.length).toBeGreaterThan(0);

      await page.goto('/all-restaurants');
      await page.getByRole('button', { name: DELIVER_TO_MESSAGES.setLocation }).first().click();
      const sheet = page.getByRole('dialog', { name: DELIVERY_PLACE_MESSAGES.sheetTitle });
      await expect(sheet.getByText(DELIVERY_PLACE_MESSAGES.dropPin)).toBeVisible();
      await page.screenshot({ path: testInfo.outputPath(`deliver-to-sheet-${colorScheme}.png`) });
      await sheet.getByRole('combobox', { name: DELIVERY_PLACE_MESSAGES.localityLabel }).fill('Velach');
      await page
        .getByRole('option', { name: /^Velachery ·/ })
        .first()
        .click();
      await expect(sheet).toBeHidden();
      await expect(
        page.getByRole('button', { name: DELIVER_TO_MESSAGES.deliverTo('Velachery') }),
      ).toBeVisible();

      const grid = page.getByRole('list', { name: 'Restaurants' });
      await expect(grid.getByRole('listitem')).toHaveCount(Math.min(located.length, 24));
      const quotes = grid.getByTestId('delivery-quote');
      await expect(quotes).toHaveCount(Math.min(located.length, 24));
      for (const text of await quotes.allInnerTexts()) expect(text.trim()).toMatch(QUOTE);
      // A restaurant that does not deliver there is not listed.
      const far = all.find((r) => !located.some((l) => l._id === r._id));
      if (far) await expect(grid.getByRole('link', { name: far.name, exact: true })).toHaveCount(0);

      // The place is kept in this browser: the home page lists the same restaurants with quotes.
      await page.goto('/');
      await expect(
        page.getByRole('button', { name: DELIVER_TO_MESSAGES.deliverTo('Velachery') }),
      ).toBeVisible();
      const home = page.getByRole('list', { name: DELIVER_TO_MESSAGES.nearbyTitle('Velachery') });
      await expect(home.getByTestId('delivery-quote').first()).toHaveText(QUOTE);
      await page.screenshot({ path: testInfo.outputPath(`home-${colorScheme}.png`) });
    });

    test('a restaurant that does not deliver to Velachery says so and cannot be added to the cart', async ({
      page,
    }, testInfo) => {
      const place = await velachery(page);
      const located = await restaurants(page, `&lat=${place.lat}&lng=${place.lng}`);
      const far = (await restaurants(page)).find((r) => !r.isPaused && !located.some((l) => l._id === r._id));
      // The demo city always has one: Anna Nagar's kitchens are ~12 km from Velachery, past the 7 km zone.
      if (!far) throw new Error('no seeded restaurant outside the zone of Velachery');
      await page.addInitScript((p) => {
        window.localStorage.setItem(
          'chennai-eats:deliver-to:v1',
          JSON.stringify({ label: 'Velachery', lat: p.lat, lng: p.lng }),
        );
      }, place);

      await page.goto(`/view-restaurant/${far._id}`);
      const alert = page
        .getByRole('alert')
        .filter({ hasText: DELIVERY_PLACE_MESSAGES.notDeliverableTitle('Velachery') });
      await expect(alert).toBeVisible();
      const blocked = page.getByRole('button', {
        name: new RegExp(`^${DELIVERY_PLACE_MESSAGES.cannotAdd}: `),
      });
      await expect(blocked.first()).toBeDisabled();
      await expect(page.getByRole('button', { name: /^Add / })).toHaveCount(0);
      await page.screenshot({ path: testInfo.outputPath(`restaurant-${colorScheme}.png`) });
    });
  });
}
