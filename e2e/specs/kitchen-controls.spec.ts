import { KITCHEN_MESSAGES as M, type TRestaurant, type TRestaurantNearby } from '@app/shared';
import { COLOR_SCHEMES, seriousViolations } from '../fixtures/accessibility.ts';
import { DEMO } from '../fixtures/accounts.ts';
import { apiAs } from '../fixtures/delivery.ts';
import { newKitchen, ownerPhone, unique } from '../fixtures/kitchen.ts';
import { postOrder } from '../fixtures/orders.ts';
import { shootAt390 } from '../fixtures/screens.ts';
import { expect, request, test } from '../fixtures/test.ts';

// An owner's phone and a customer's, a restaurant of the test's own.
test.slow();

/**
 * Decision 052. The owner turns busy mode on (+20 min) from Settings on a phone and the customer's
 * estimates grow by 20 minutes; the owner marks a dish sold out for today in Menu Management and
 * the customer cannot add it, nor order it.
 */
test('an owner turns busy mode on and marks a dish sold out for today; the customer sees both', async ({
  browser,
  page,
  baseURL,
}) => {
  if (!baseURL) throw new Error('no baseURL');
  const admin = await apiAs(baseURL, DEMO.admin);
  const name = `Rush Hour Mess ${unique()}`;
  const dishName = 'Kari Dosai';
  const kitchen = await newKitchen(baseURL, admin, {
    name,
    address: '9, Fourth Avenue, Anna Nagar, Chennai',
    location: { lat: 13.0855, lng: 80.2105 },
    cuisine: ['Chettinad'],
    dish: { name: dishName, price: 180 },
  });
  const guest = await request.newContext({ baseURL });
  const read = async () =>
    (await (await guest.get(`/api/restaurants/${kitchen.restaurantId}`)).json()) as TRestaurant;
  const etaNear = async () => {
    const list = (await (
      await guest.get(`/api/restaurants?lat=13.086&lng=80.21&q=${encodeURIComponent(name)}`)
    ).json()) as TRestaurantNearby[];
    return list.find((r) => r._id === kitchen.restaurantId)?.etaMinutes?.min;
  };
  const before = await read();
  expect(before.busyMinutes).toBe(0);
  const etaBefore = await etaNear();
  expect(typeof etaBefore).toBe('number');

  // The customer's page before: the restaurant's usual delivery time.
  await page.goto(`/view-restaurant/${kitchen.restaurantId}`);
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  await expect(page.getByText(`${before.deliveryTime} min delivery`)).toBeVisible();

  // The owner, on a phone: Settings, Kitchen, busy +20 min.
  const owner = await ownerPhone(browser, baseURL, kitchen);
  const settings = await owner.newPage();
  await settings.goto('/restaurant-settings');
  const form = settings.getByRole('form', { name: M.kitchenTitle });
  await expect(form).toBeVisible({ timeout: 30_000 });
  await form.getByText(M.busyOption(20), { exact: true }).click();
  await expect(form.getByRole('radio', { name: M.busyOption(20) })).toBeChecked();
  await form.getByRole('button', { name: M.saveKitchen }).click();
  await expect(form.getByRole('status')).toContainText(M.kitchenSaved);
  await expect(form.getByText(/^Busy: \+20 min until (tomorrow at )?6 am\.$/)).toBeVisible();
  for (const scheme of COLOR_SCHEMES) {
    await settings.emulateMedia({ colorScheme: scheme });
    const found = await seriousViolations(settings, scheme, 'form[aria-labelledby="kitchen-title"]');
    expect(found, `the kitchen form, ${scheme}`).toEqual([]);
  }
  await form.scrollIntoViewIfNeeded();
  await shootAt390(settings, test.info(), 'kitchen-controls-settings');

  // The customer's estimates grow by 20 minutes: the page's delivery time and a located estimate.
  const busy = await read();
  expect(busy.busyMinutes).toBe(20);
  expect(await etaNear()).toBe((etaBefore as number) + 20);
  await expect(async () => {
    await page.reload();
    await expect(page.getByText(`${before.deliveryTime + 20} min delivery`)).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 15_000 });

  // The owner marks the dish sold out for today in Menu Management.
  const menu = await owner.newPage();
  await menu.goto('/food-items');
  await menu.getByRole('button', { name: M.soldOutTodayAction(dishName) }).click();
  await expect(menu.getByText(/^Sold out until (tomorrow at )?6 am$/)).toBeVisible();
  await expect(menu.getByRole('button', { name: M.backOnSaleAction(dishName) })).toBeVisible();
  for (const scheme of COLOR_SCHEMES) {
    await menu.emulateMedia({ colorScheme: scheme });
    const found = await seriousViolations(menu, scheme, 'main');
    expect(found, `Menu Management, ${scheme}`).toEqual([]);
  }
  await shootAt390(menu, test.info(), 'kitchen-controls-sold-out-today');

  // The customer cannot add it, and the server refuses to order it.
  await expect(async () => {
    await page.reload();
    await expect(page.getByRole('button', { name: `Sold Out: ${dishName}` })).toBeDisabled({
      timeout: 2_000,
    });
  }).toPass({ timeout: 15_000 });
  await page.getByRole('button', { name: `Sold Out: ${dishName}` }).scrollIntoViewIfNeeded();
  await shootAt390(page, test.info(), 'kitchen-controls-customer');
  const customer = await apiAs(baseURL, DEMO.customer);
  const refused = await postOrder(customer, kitchen.restaurantId, [
    { foodItemId: kitchen.dishId, quantity: 1 },
  ]);
  expect(refused.status()).toBe(400);
  expect(((await refused.json()) as { error: string }).error).toBe(`${dishName} is sold out.`);

  // Back on sale by hand: orderable again at once.
  await menu.getByRole('button', { name: M.backOnSaleAction(dishName) }).click();
  await expect(menu.getByRole('button', { name: M.soldOutTodayAction(dishName) })).toBeVisible();
  await owner.close();
});
