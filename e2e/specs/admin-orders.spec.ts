import {
  ADMIN_ORDER_MESSAGES,
  CUSTOMER_REFUND_MESSAGES,
  type TPlaceOrderResponse,
  type TRestaurant,
} from '@app/shared';
import { DEMO, logIn, uniqueEmail } from '../fixtures/accounts.ts';
import { postOrder } from '../fixtures/orders.ts';
import { type APIRequestContext, expect, request, test } from '../fixtures/test.ts';

// Two browsers and several sign-ins in one story.
test.slow();

/** A new customer with a paid order at the first listed restaurant (test payment mode). */
async function customerWithPaidOrder(baseURL: string, name: string) {
  const api: APIRequestContext = await request.newContext({ baseURL, extraHTTPHeaders: { Origin: baseURL } });
  const account = { email: uniqueEmail('refund'), password: 'refund-pass-2026' };
  expect((await api.post('/api/auth/sign-up/email', { data: { ...account, name } })).ok()).toBeTruthy();
  const [restaurant] = (await (await api.get('/api/restaurants')).json()) as TRestaurant[];
  const menu = (await (
    await api.get(`/api/food-items-by-restaurant?restaurantId=${restaurant?._id}`)
  ).json()) as { _id: string; isAvailable: boolean }[];
  const dish = menu.find((d) => d.isAvailable) ?? menu[0];
  const placed = await postOrder(api, restaurant?._id ?? '', [{ foodItemId: dish?._id ?? '', quantity: 1 }]);
  expect(placed.status()).toBe(201);
  const { order } = (await placed.json()) as TPlaceOrderResponse;
  const signed = await api.post(`/api/orders/${order._id}/payment/test`, { data: { outcome: 'success' } });
  expect(
    (await api.post(`/api/orders/${order._id}/payment/verify`, { data: await signed.json() })).ok(),
  ).toBeTruthy();
  await api.dispose();
  return { account, orderId: order._id };
}

test('admin finds an order, moves it on, refunds it with a reason; the customer sees both live on My Orders', async ({
  page,
  browser,
  baseURL,
}) => {
  const { account, orderId } = await customerWithPaidOrder(baseURL ?? '', 'Refund Customer');
  const customer = await browser.newContext();
  const myOrders = await customer.newPage();
  await logIn(myOrders, account);
  await myOrders.goto('/orders');
  await expect(myOrders.getByText(`#${orderId.slice(0, 8)}`)).toBeVisible();
  await expect(myOrders.locator('[aria-current="step"]')).toContainText('Processing');

  await logIn(page, DEMO.admin);
  await page.goto('/admin/orders');
  await page.getByLabel('Search orders').fill(account.email);
  await expect(page.getByTestId('list-count')).toHaveText('1 result');
  await page.getByRole('link', { name: `Open order ${orderId.slice(0, 8)}` }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Order #${orderId.slice(0, 8)}`);
  await expect(page.getByRole('region', { name: 'Status history' })).toContainText('Processing');

  // A legal move: the customer's timeline follows without a reload.
  await page.getByRole('combobox', { name: 'Move to' }).click();
  await page.getByRole('option', { name: 'Preparing' }).click();
  await page.getByRole('button', { name: 'Change status' }).click();
  await expect(page.getByText(ADMIN_ORDER_MESSAGES.statusChanged('Preparing'))).toBeVisible();
  await expect(myOrders.locator('[aria-current="step"]')).toContainText('Preparing');

  // The refund needs a reason.
  await page.getByRole('button', { name: 'Refund order' }).click();
  const dialog = page.getByRole('dialog', { name: `Refund order #${orderId.slice(0, 8)}` });
  await dialog.getByRole('button', { name: /^Refund ₹/ }).click();
  await expect(dialog.getByText(ADMIN_ORDER_MESSAGES.refundReasonRequired)).toBeVisible();
  await dialog.getByLabel('Reason for the refund').fill('Food arrived cold');
  await dialog.getByRole('button', { name: /^Refund ₹/ }).click();
  await expect(page.getByText(ADMIN_ORDER_MESSAGES.refundDone)).toBeVisible();
  const payment = page.getByRole('region', { name: 'Payment and refund' });
  await expect(payment).toContainText('Refunded');
  await expect(payment).toContainText('Food arrived cold');
  // Nothing twice: the button is gone and the server would refuse a second refund.
  await expect(page.getByRole('button', { name: 'Refund order' })).toBeDisabled();
  await expect(page.getByText(ADMIN_ORDER_MESSAGES.alreadyRefunded)).toBeVisible();
  const again = await page.request.post(`/api/admin/orders/${orderId}/refund`, {
    data: { reason: 'Retry' },
    headers: { Origin: baseURL ?? '' },
  });
  expect(again.status()).toBe(409);
  expect((await again.json()).error).toBe(ADMIN_ORDER_MESSAGES.alreadyRefunded);

  // The customer's My Orders says refunded, live.
  await expect(myOrders.getByTestId('refund-status')).toHaveText(CUSTOMER_REFUND_MESSAGES.processed);

  // The audit log has both actions.
  await page.goto('/admin/audit-log');
  await page.getByLabel('Search audit log').fill(orderId);
  await expect(page.getByTestId('list-count')).toHaveText('2 results');
  await customer.close();
});

test('admin uses the header search to open a user', async ({ page, baseURL }) => {
  const { account } = await customerWithPaidOrder(baseURL ?? '', 'Searchable Sundaram');
  await logIn(page, DEMO.admin);
  const search = page.getByRole('combobox', { name: 'Find restaurants, users and orders' });
  await search.fill('Searchable Sund');
  await page.getByRole('option', { name: new RegExp(`Searchable Sundaram, ${account.email}`) }).click();
  await expect(page).toHaveURL(/\/view-users\?q=/);
  await expect(page.getByTestId('list-count')).toHaveText('1 result');
  await expect(page.getByRole('cell', { name: account.email })).toBeVisible();
  await expect(page.getByLabel('Search users')).toHaveValue(account.email);
});
