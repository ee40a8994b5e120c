import { formatRupees, LEDGER_MESSAGES, type TRestaurantStatement } from '@app/shared';
import { DEMO, logIn, uniqueEmail } from '../fixtures/accounts.ts';
import { apiAs, deliverWithCode, markReady, newAnnaNagarCustomer } from '../fixtures/delivery.ts';
import { newKitchen, ok, paidAcceptedOrder, unique } from '../fixtures/kitchen.ts';
import { shootAt390 } from '../fixtures/screens.ts';
import { expect, test } from '../fixtures/test.ts';

/** A screen is there once its heading is: lazy screens on a loaded machine take more than 10 s to arrive. */
const SCREEN_LOAD = { timeout: 30_000 };

test('an owner reads this week’s statement after a delivery; the admin closes the week and marks the payout paid with a UTR', async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  if (!baseURL) throw new Error('no baseURL');
  test.setTimeout(180_000);
  const name = `Ledger Mess ${unique()}`;

  // A new restaurant (so its statement is this order alone), our own rider, one delivered order.
  const admin = await apiAs(baseURL, DEMO.admin);
  const kitchen = await newKitchen(baseURL, admin, {
    name,
    address: '9, 4th Avenue, Anna Nagar, Chennai',
    location: { lat: 13.086, lng: 80.211 },
    cuisine: ['Indian'],
    dish: { name: 'Mini Meals', price: 200 },
  });
  const { api: customer } = await newAnnaNagarCustomer(baseURL);
  const riderAccount = { email: uniqueEmail('ledger-rider'), password: 'ledger-rider-pass' };
  await ok(
    'add rider',
    await admin.post('/api/add-user', {
      data: {
        name: 'Ledger Rider',
        email: riderAccount.email,
        passwordHash: riderAccount.password,
        phone: '98400 66666',
        role: 'deliveryPartner',
        profileImage: '/images/avatars/3.svg',
      },
    }),
  );
  const rider = await apiAs(baseURL, riderAccount);
  await ok('on duty', await rider.put('/api/delivery/duty', { data: { onDuty: true } }));
  const orderId = await paidAcceptedOrder(customer, kitchen, { quantity: 2 });
  await markReady(kitchen.owner, orderId);
  // The admin gives it to our rider: with automatic dispatch, a journey beside this one may hold a
  // rider nearer Anna Nagar, to whom the order would be offered first.
  const riderId = ((await (await rider.get('/api/auth/get-session')).json()) as { user: { id: string } }).user
    .id;
  await ok('assign', await admin.post(`/api/orders/${orderId}/assign`, { data: { riderId } }));
  await ok('pick up', await rider.post(`/api/orders/${orderId}/status`, { data: { status: 'On the way' } }));
  await deliverWithCode(rider, customer, orderId);

  // The ledger's figures, as the API gives them: ₹400 of food, 20% commission, ₹320 owed.
  const statement = (await (
    await kitchen.owner.get(`/api/owner/statements?restaurantId=${kitchen.restaurantId}`)
  ).json()) as TRestaurantStatement;
  expect(statement).toMatchObject({ orders: 1, gross: 400, commission: 80, netPayable: 320 });

  // The owner reads it on the Statements screen.
  const ownerContext = await browser.newContext();
  await ownerContext.addCookies((await kitchen.owner.storageState()).cookies);
  const ownerPage = await ownerContext.newPage();
  await ownerPage.goto('/restaurant-statements');
  await expect(
    ownerPage.getByRole('heading', { level: 1, name: LEDGER_MESSAGES.statementTitle }),
  ).toBeVisible(SCREEN_LOAD);
  await expect(ownerPage.getByText(`${statement.weekStart} to ${statement.weekEnd}: 1 order`)).toBeVisible();
  const net = ownerPage.getByText('Net payable', { exact: true }).locator('..');
  await expect(net).toContainText(formatRupees(320));
  await shootAt390(ownerPage, testInfo, 'owner-statement');

  // The admin closes this week and finds the restaurant's payout among what is owed.
  await logIn(page, DEMO.admin);
  await page.goto('/admin/payouts');
  await expect(page.getByRole('heading', { level: 1, name: LEDGER_MESSAGES.payoutsTitle })).toBeVisible(
    SCREEN_LOAD,
  );
  await page.getByRole('button', { name: 'Close week' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: /Week closed|Nothing more is owed/ }),
  ).toBeVisible();
  const row = page.getByRole('listitem', { name });
  await expect(row).toContainText(formatRupees(320));

  // A UTR of the wrong form is refused in words, and nothing is paid.
  const utr = row.getByLabel(`UTR for ${name}`);
  await utr.fill('12345');
  await row.getByRole('button', { name: 'Mark paid' }).click();
  await expect(row.getByText(LEDGER_MESSAGES.badUtr)).toBeVisible();
  await shootAt390(page, testInfo, 'admin-payouts');
  await page.setViewportSize({ width: 1280, height: 800 });

  // The bank's UTR: paid, gone from the owed list, and the owner's statement says so.
  await utr.fill('SBIN123456789012');
  await row.getByRole('button', { name: 'Mark paid' }).click();
  await expect(page.getByRole('listitem', { name })).toHaveCount(0);
  await ownerPage.reload();
  await expect(ownerPage.getByTestId('payout-status')).toHaveText('Paid, UTR SBIN123456789012');
  await ownerContext.close();
  await admin.dispose();
});
