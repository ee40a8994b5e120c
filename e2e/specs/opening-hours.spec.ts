import { HOURS_MESSAGES as M, SCHEDULE_MESSAGES, type TRestaurant } from '@app/shared';
import { COLOR_SCHEMES, seriousViolations } from '../fixtures/accessibility.ts';
import { DEMO, logIn } from '../fixtures/accounts.ts';
import { apiAs } from '../fixtures/delivery.ts';
import { newKitchen, ownerPhone, unique } from '../fixtures/kitchen.ts';
import { postOrder } from '../fixtures/orders.ts';
import { shootAt390 } from '../fixtures/screens.ts';
import { expect, request, test } from '../fixtures/test.ts';

// An owner's phone and a customer's, a restaurant of the test's own.
test.slow();

const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

/**
 * Decision 050. The clock is not frozen, so the restaurant is closed by "Closed today" with evening
 * slots every day: at any hour it opens tomorrow at 7 pm (Asia/Kolkata).
 */
test('an owner sets opening hours; a customer sees when it opens and cannot order for now while it is closed', async ({
  browser,
  page,
  baseURL,
}) => {
  if (!baseURL) throw new Error('no baseURL');
  const admin = await apiAs(baseURL, DEMO.admin);
  const name = `Evening Mess ${unique()}`;
  const kitchen = await newKitchen(baseURL, admin, {
    name,
    address: '4, Second Avenue, Anna Nagar, Chennai',
    location: { lat: 13.086, lng: 80.21 },
    cuisine: ['Chettinad'],
    dish: { name: 'Kothu Parotta', price: 160 },
  });
  const guest = await request.newContext({ baseURL });
  const before = (await (await guest.get(`/api/restaurants/${kitchen.restaurantId}`)).json()) as TRestaurant;
  // No hours set: open around the clock, as every restaurant was.
  expect(before).toMatchObject({ isOpenNow: true, nextOpensAt: null, openingLine: null });

  // The owner, on a phone: Settings, a slot 19:00–23:00 every day, a festival, closed today.
  const owner = await ownerPhone(browser, baseURL, kitchen);
  const settings = await owner.newPage();
  await settings.goto('/restaurant-settings');
  const hours = settings.getByRole('form', { name: M.hoursTitle });
  await expect(hours).toBeVisible({ timeout: 30_000 });
  await hours.getByRole('button', { name: `${M.addSlot}: Monday` }).click();
  await hours.getByLabel(M.opensLabel('Monday', 1)).fill('19:00');
  await hours.getByLabel(M.closesLabel('Monday', 1)).fill('23:00');
  await hours.getByRole('button', { name: M.copyMonday }).click();
  for (const day of WEEKDAYS) {
    await expect(hours.getByLabel(M.opensLabel(day, 1))).toHaveValue('19:00');
    await expect(hours.getByLabel(M.closesLabel(day, 1))).toHaveValue('23:00');
  }
  // A slot that overlaps is refused in words, and nothing is sent.
  await hours.getByRole('button', { name: `${M.addSlot}: Monday` }).click();
  await hours.getByLabel(M.opensLabel('Monday', 2)).fill('22:00');
  await hours.getByLabel(M.closesLabel('Monday', 2)).fill('01:00');
  await hours.getByRole('button', { name: M.saveHours }).click();
  await expect(hours.getByRole('alert').first()).toContainText(
    M.overlap('Monday', '19:00–23:00', '22:00–01:00'),
  );
  await hours.getByRole('button', { name: M.removeSlot('Monday', 2) }).click();

  await hours.getByLabel(M.closedDatesLabel).fill('2030-01-14');
  await hours.getByRole('button', { name: 'Add date' }).click();
  await expect(hours.getByRole('listitem').filter({ hasText: '2030-01-14' })).toBeVisible();
  await hours.getByRole('switch', { name: M.closedTodayLabel }).check();
  await hours.getByRole('button', { name: M.saveHours }).click();
  await expect(hours.getByRole('status')).toContainText(M.hoursSaved);
  for (const scheme of COLOR_SCHEMES) {
    await settings.emulateMedia({ colorScheme: scheme });
    const found = await seriousViolations(settings, scheme, 'form[aria-labelledby="opening-hours-title"]');
    expect(found, `the hours form, ${scheme}`).toEqual([]);
  }
  await shootAt390(settings, test.info(), 'opening-hours-owner');

  const saved = (await (await guest.get(`/api/restaurants/${kitchen.restaurantId}`)).json()) as TRestaurant;
  expect(saved.openingHours.weekly.mon).toEqual([{ opens: '19:00', closes: '23:00' }]);
  expect(saved.openingHours.closedDates).toEqual(['2030-01-14']);
  expect(saved).toMatchObject({ isOpenNow: false, openingLine: 'Opens tomorrow at 7 pm' });

  // The customer: the restaurant's page says when it opens; ordering for now is off, ordering for
  // later stays open (decision 053: scheduled-orders.spec.ts).
  const closedWords = 'This restaurant is closed now. It opens tomorrow at 7:00 pm.';
  await page.goto(`/view-restaurant/${kitchen.restaurantId}`);
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  await expect(page.getByTestId('opening-line')).toHaveText('Opens tomorrow at 7 pm');
  await expect(page.getByRole('status').filter({ hasText: closedWords })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: SCHEDULE_MESSAGES.orderForLater })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add Kothu Parotta', exact: true })).toBeEnabled();
  await shootAt390(page, test.info(), 'opening-hours-restaurant-closed');

  // Browse: its card says so too, and "Open now" leaves it out.
  await page.goto('/all-restaurants');
  await page.getByLabel('Search restaurants by name, cuisine or address').fill(name);
  const grid = page.getByRole('list', { name: 'Restaurants' });
  await expect(grid.getByRole('listitem')).toHaveCount(1);
  await expect(grid.getByTestId('opening-line')).toHaveText('Opens tomorrow at 7 pm');
  await page.getByRole('button', { name: 'Filters' }).click();
  await page.getByRole('button', { name: M.openNowFilter }).click();
  await expect(grid.getByRole('listitem')).toHaveCount(0);
  await shootAt390(page, test.info(), 'opening-hours-browse-open-now');

  // The server refuses an order for now: 409, those words, nothing written.
  const customer = await apiAs(baseURL, DEMO.customer);
  const refused = await postOrder(customer, kitchen.restaurantId, [
    { foodItemId: kitchen.dishId, quantity: 1 },
  ]);
  expect(refused.status()).toBe(409);
  expect(((await refused.json()) as { error: string }).error).toBe(closedWords);

  await owner.close();
});

test('an admin sets a restaurant’s closed dates from its Edit dialog', async ({ page, baseURL }) => {
  if (!baseURL) throw new Error('no baseURL');
  const admin = await apiAs(baseURL, DEMO.admin);
  const name = `Festival Mess ${unique()}`;
  const kitchen = await newKitchen(baseURL, admin, {
    name,
    address: '7, Third Avenue, Anna Nagar, Chennai',
    location: { lat: 13.087, lng: 80.211 },
    cuisine: ['South Indian'],
    dish: { name: 'Mini Tiffin', price: 120 },
  });
  await logIn(page, DEMO.admin);
  await page.goto('/view-restaurants');
  await page.getByLabel('Search restaurants').fill(name);
  await expect(page.getByTestId('list-count')).toHaveText('1 result');
  await page.getByRole('button', { name: `Edit ${name}` }).click();
  const hours = page.getByRole('dialog').getByRole('form', { name: M.hoursTitle });
  await expect(hours).toBeVisible();
  await hours.getByLabel(M.closedDatesLabel).fill('2031-01-26');
  await hours.getByRole('button', { name: 'Add date' }).click();
  await hours.getByRole('button', { name: M.saveHours }).click();
  await expect(hours.getByRole('status')).toContainText(M.hoursSaved);
  const saved = (await (await admin.get(`/api/restaurants/${kitchen.restaurantId}`)).json()) as TRestaurant;
  // A closed date years away: still open now, around the clock (no weekly slots).
  expect(saved).toMatchObject({ isOpenNow: true, openingHours: { closedDates: ['2031-01-26'] } });
});
