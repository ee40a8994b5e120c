import {
  HOURS_MESSAGES as H,
  INDIA_OFFSET_MS,
  KITCHEN_MESSAGES as K,
  SCHEDULE_MESSAGES as M,
  ORDER_UI_MESSAGES,
  OWNER_MESSAGES,
  scheduledWords,
  type TPlaceOrderResponse,
} from '@app/shared';
import { DEMO, logIn } from '../fixtures/accounts.ts';
import { apiAs, newAnnaNagarCustomer } from '../fixtures/delivery.ts';
import { newKitchen, ownerPhone, unique } from '../fixtures/kitchen.ts';
import { shootAt390 } from '../fixtures/screens.ts';
import { expect, test } from '../fixtures/test.ts';

const MINUTE = 60_000;
const HALF_HOUR = 30 * MINUTE;
/** "HH:MM" in India. */
const indiaClock = (ms: number) => new Date(ms + INDIA_OFFSET_MS).toISOString().slice(11, 16);

/**
 * Decision 053, as people do it. The clock is not frozen: the kitchen opens 3 to 4 minutes from now,
 * and its prep time is set so that the first half hour it can make starts at opening + prep. So the
 * customer, at a closed restaurant, can only order for later; the order reaches the kitchen at its
 * opening (the slot minus the prep time), and the board rings then, not at payment.
 */
test('an owner sets hours; a customer at the closed restaurant schedules for later; the board rings at the slot minus the prep time', async ({
  browser,
  page,
  baseURL,
}) => {
  test.setTimeout(8 * MINUTE);
  if (!baseURL) throw new Error('no baseURL');
  const kitchen = await newKitchen(baseURL, await apiAs(baseURL, DEMO.admin), {
    name: `Later Mess ${unique()}`,
    address: '9, Third Avenue, Anna Nagar, Chennai',
    location: { lat: 13.087, lng: 80.211 },
    cuisine: ['Chettinad'],
    dish: { name: 'Mutton Sukka', price: 240 },
  });
  const opensAt = Math.ceil(Date.now() / MINUTE) * MINUTE + 3 * MINUTE;
  const slot = Math.ceil((opensAt + 5 * MINUTE) / HALF_HOUR) * HALF_HOUR;
  const prep = (slot - opensAt) / MINUTE;

  // The owner, on a phone: hours every day from opening for 3 hours, and the kitchen's prep time.
  const owner = await ownerPhone(browser, baseURL, kitchen);
  await owner.grantPermissions(['notifications']);
  // The board's alert (a browser notification while the owner allows them), recorded.
  await owner.addInitScript(() => {
    const shown: string[] = [];
    const Real = window.Notification;
    class Recorded extends Real {
      constructor(title: string, options?: NotificationOptions) {
        super(title, options);
        shown.push(title);
      }
    }
    Object.assign(window, { Notification: Recorded, __notices: shown });
  });
  const settings = await owner.newPage();
  await settings.goto('/restaurant-settings');
  const hours = settings.getByRole('form', { name: H.hoursTitle });
  await expect(hours).toBeVisible({ timeout: 30_000 });
  await hours.getByRole('button', { name: `${H.addSlot}: Monday` }).click();
  await hours.getByLabel(H.opensLabel('Monday', 1)).fill(indiaClock(opensAt));
  await hours.getByLabel(H.closesLabel('Monday', 1)).fill(indiaClock(opensAt + 3 * 60 * MINUTE));
  await hours.getByRole('button', { name: H.copyMonday }).click();
  await hours.getByRole('button', { name: H.saveHours }).click();
  await expect(hours.getByRole('status')).toContainText(H.hoursSaved);
  const kitchenForm = settings.getByRole('form', { name: K.kitchenTitle });
  await kitchenForm.getByLabel(K.prepLabel).fill(String(prep));
  await kitchenForm.getByRole('button', { name: K.saveKitchen }).click();
  await expect(kitchenForm.getByRole('status')).toContainText(K.kitchenSaved);
  const board = await owner.newPage();
  await board.goto('/restaurant-orders');

  // The customer finds it closed, and can still order for later.
  const { account } = await newAnnaNagarCustomer(baseURL);
  await logIn(page, account);
  await page.goto(`/view-restaurant/${kitchen.restaurantId}`);
  await expect(page.getByText(M.orderForLater)).toBeVisible();
  await page.getByRole('button', { name: 'Add Mutton Sukka', exact: true }).click();
  await page.goto('/cart');
  await expect(page.getByText(M.closedPickTime)).toBeVisible();
  await page.getByRole('button', { name: 'Continue to delivery' }).click();
  await expect(page.getByRole('radio', { name: M.asap })).toBeDisabled();
  await expect(page.getByRole('radio', { name: M.later })).toBeChecked();
  const when = page.getByLabel(M.slotLabel);
  await expect(when).toHaveValue(new Date(slot).toISOString());
  await when.scrollIntoViewIfNeeded();
  await shootAt390(page, test.info(), 'schedule-for-later');
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  const words = scheduledWords(new Date(slot), new Date());
  await expect(page.getByText(words)).toBeVisible();
  const placing = page.waitForResponse(
    (r) => r.url().endsWith('/api/orders') && r.request().method() === 'POST',
  );
  await page.getByRole('button', { name: /^Pay ₹/ }).click();
  const { order } = (await (await placing).json()) as TPlaceOrderResponse;
  expect(order.scheduledFor).toBe(new Date(slot).toISOString());
  await page
    .getByRole('dialog', { name: ORDER_UI_MESSAGES.testPaymentTitle })
    .getByRole('button', { name: 'Succeed' })
    .click();
  await expect(page.getByRole('heading', { name: ORDER_UI_MESSAGES.orderPlaced })).toBeVisible();
  await expect(page).toHaveURL(/\/orders$/, { timeout: 10_000 });
  const card = page.getByRole('article').filter({ hasText: `#${order._id.slice(0, 8)}` });
  await expect(card.getByText(words)).toBeVisible();
  await expect(card.getByRole('button', { name: /Cancel/ })).toBeVisible();

  // Paid, and not yet on the board: the kitchen gets it at opening (the slot minus the prep time).
  const fresh = board.getByRole('region', { name: `${OWNER_MESSAGES.newOrder}s` });
  await expect(fresh).toBeVisible();
  const ticket = fresh.getByText(`#${order._id.slice(0, 8)}`);
  expect(Date.now()).toBeLessThan(opensAt);
  await expect(ticket).toHaveCount(0);
  // Listed as booked for later, with when it reaches the kitchen.
  const later = board.getByRole('region', { name: M.upcomingTitle });
  await expect(later.getByText(M.upcoming(1))).toBeVisible();
  await expect(later.getByText(words)).toBeVisible();
  await shootAt390(board, test.info(), 'booked-for-later-on-board');
  expect(await board.evaluate(() => (window as unknown as { __notices: string[] }).__notices)).toEqual([]);

  await expect(ticket).toBeVisible({ timeout: opensAt - Date.now() + 60_000 });
  expect(Date.now()).toBeGreaterThanOrEqual(opensAt);
  await expect
    .poll(() => board.evaluate(() => (window as unknown as { __notices: string[] }).__notices))
    .toContain(OWNER_MESSAGES.newOrder);
  await expect(fresh.getByText(words)).toBeVisible();
  await expect(later).toHaveCount(0);
  await shootAt390(board, test.info(), 'scheduled-order-on-board');
  await owner.close();
});
