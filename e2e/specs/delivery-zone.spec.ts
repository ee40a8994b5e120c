import { ZONE_EDITOR_MESSAGES as M, type TDeliveryZone, type TRestaurant } from '@app/shared';
import { devices } from '@playwright/test';
import { DEMO } from '../fixtures/accounts.ts';
import { apiAs } from '../fixtures/delivery.ts';
import { newKitchen, ok, unique } from '../fixtures/kitchen.ts';
import { shootAt390 } from '../fixtures/screens.ts';
import { type APIRequestContext, expect, request, test } from '../fixtures/test.ts';

// A restaurant of its own, an owner's phone and the public list read several times.
test.slow();

// North of every seeded area: no other test's restaurant or customer is near.
const KITCHEN = { lat: 13.23, lng: 80.3 };

/** Does the located list, from a point `kmNorth` of the kitchen, show this restaurant? */
async function listedFrom(api: APIRequestContext, id: string, kmNorth: number, salt: number) {
  // A fresh point each time (a few metres apart), so no cached answer is read.
  const lat = KITCHEN.lat + kmNorth / 111 + salt * 1e-5;
  const res = await api.get(`/api/restaurants?lat=${lat.toFixed(6)}&lng=${KITCHEN.lng}&limit=100`);
  expect(res.ok()).toBeTruthy();
  return ((await res.json()) as TRestaurant[]).some((r) => r._id === id);
}

test('an owner narrows where the restaurant delivers on the map, and the located lists follow', async ({
  browser,
  baseURL,
}) => {
  if (!baseURL) throw new Error('no baseURL');
  const admin = await apiAs(baseURL, DEMO.admin);
  const name = `Zone Tiffin ${unique()}`;
  const kitchen = await newKitchen(baseURL, admin, {
    name,
    address: '9, Thiruvottiyur High Road, Chennai',
    location: KITCHEN,
    cuisine: ['South Indian'],
    dish: { name: 'Ghee Pongal', price: 90 },
  });
  const { restaurantId, username, password } = kitchen;
  const guest = await request.newContext({ baseURL });
  // The default zone: 7 km around the kitchen.
  expect(await listedFrom(guest, restaurantId, 3, 1)).toBe(true);

  const context = await browser.newContext({ ...devices['Pixel 7'], baseURL, serviceWorkers: 'block' });
  await ok(
    'owner sign-in',
    await context.request.post('/api/auth/sign-in/username', {
      data: { username, password },
      headers: { Origin: baseURL },
    }),
  );
  const page = await context.newPage();
  await page.goto('/restaurant-settings');
  const editor = page.getByRole('region', { name: M.title });
  await expect(editor).toBeVisible({ timeout: 30_000 });
  await expect(editor.getByRole('region', { name: 'Map of the delivery area' })).toBeVisible();

  // A 2 km radius: a customer 3 km away no longer sees the restaurant; one 1 km away still does.
  await editor.getByLabel(M.radiusLabel).fill('2');
  await editor.getByRole('button', { name: M.save }).click();
  await expect(editor.getByRole('status')).toContainText(M.saved);
  expect(await listedFrom(guest, restaurantId, 3, 2)).toBe(false);
  expect(await listedFrom(guest, restaurantId, 1, 3)).toBe(true);
  await shootAt390(page, test.info(), 'zone-editor-radius');

  // An area drawn by tapping four corners on the map around the kitchen.
  await editor.getByText(M.polygon).click();
  const map = editor.getByRole('region', { name: 'Map of the delivery area' });
  const box = await map.boundingBox();
  if (!box) throw new Error('no map');
  const cx = box.x + box.width / 2;
  const cy = box.y + box.height / 2;
  for (const [dx, dy] of [
    [-60, -60],
    [60, -60],
    [60, 60],
    [-60, 60],
  ] as const) {
    await page.mouse.click(cx + dx, cy + dy);
  }
  await expect(editor).toContainText(M.corners(4));
  await editor.getByRole('button', { name: M.save }).click();
  await expect(editor.getByRole('status')).toContainText(M.saved);
  const owner = context.request;
  const saved = (await (await owner.get(`/api/restaurants/${restaurantId}/delivery-zone`)).json()) as {
    zone: TDeliveryZone;
  };
  expect(saved.zone.kind).toBe('polygon');
  if (saved.zone.kind === 'polygon') expect(saved.zone.polygon.coordinates[0]).toHaveLength(5);
  await shootAt390(page, test.info(), 'zone-editor-polygon');

  await context.close();
  await Promise.all([admin.dispose(), guest.dispose(), kitchen.owner.dispose()]);
});
