import type { TDeliveryHistory } from '@app/shared';
import { DEMO, logIn, uniqueEmail } from '../fixtures/accounts.ts';
import { apiAs, deliverWithCode, markReady, newAnnaNagarCustomer } from '../fixtures/delivery.ts';
import { newKitchen, ok, paidAcceptedOrder, unique } from '../fixtures/kitchen.ts';
import { shootAt390 } from '../fixtures/screens.ts';
import { expect, test } from '../fixtures/test.ts';

// A restaurant and rider of the test's own, an order delivered through the API, the customer's phone.
test.slow();

test('after delivery, a customer tips the rider ₹50 from My Orders and the rider sees it in their earnings', async ({
  page,
  baseURL,
}) => {
  if (!baseURL) throw new Error('no baseURL');
  const admin = await apiAs(baseURL, DEMO.admin);
  const kitchen = await newKitchen(baseURL, admin, {
    name: `Anna Nagar Tiffin ${unique()}`,
    address: '5, 3rd Avenue, Anna Nagar, Chennai',
    location: { lat: 13.0878, lng: 80.2101 },
    cuisine: ['South Indian'],
    dish: { name: 'Ghee Pongal', price: 160 },
  });
  const { account, api: customer } = await newAnnaNagarCustomer(baseURL);
  const orderId = await paidAcceptedOrder(customer, kitchen, { quantity: 2, prepMinutes: 5 });
  const riderAccount = { email: uniqueEmail('tip-rider'), password: 'tip-rider-pass' };
  await ok(
    'add rider',
    await admin.post('/api/add-user', {
      data: {
        name: 'Murugan Rider',
        email: riderAccount.email,
        passwordHash: riderAccount.password,
        phone: '98400 66666',
        role: 'deliveryPartner',
        profileImage: '/images/avatars/3.svg',
      },
    }),
  );
  const rider = await apiAs(baseURL, riderAccount);
  const riderId = ((await (await rider.get('/api/auth/get-session')).json()) as { user: { id: string } }).user
    .id;
  await ok('on duty', await rider.put('/api/delivery/duty', { data: { onDuty: true } }));
  await markReady(kitchen.owner, orderId);
  await ok('assign', await admin.post(`/api/orders/${orderId}/assign`, { data: { riderId } }));
  await ok('pick up', await rider.post(`/api/orders/${orderId}/status`, { data: { status: 'On the way' } }));
  await deliverWithCode(rider, customer, orderId);
  const tipsBefore = ((await (await rider.get('/api/delivery/history')).json()) as TDeliveryHistory).today
    .tips;

  await page.setViewportSize({ width: 390, height: 844 });
  await logIn(page, account);
  await page.goto('/orders');
  const card = page.getByRole('article').filter({ hasText: `#${orderId.slice(0, 8)}` });
  await card.getByRole('button', { name: 'Tip your rider' }).click();
  const sheet = page.getByRole('dialog', { name: 'Thank your rider' });
  await sheet.getByText('₹50', { exact: true }).click();
  await shootAt390(page, test.info(), 'tip-after-delivery');
  await sheet.getByRole('button', { name: 'Pay ₹50.00' }).click();
  // The test payment sheet, then the server's verification.
  const testSheet = page.getByRole('dialog').filter({ hasText: 'Amount: ₹50.00' });
  await testSheet.getByRole('button', { name: 'Succeed' }).click();
  await expect(card.getByText('Thank you! All ₹50.00 goes to your rider.')).toBeVisible();
  await expect(card.getByText('You tipped ₹50.00 after delivery. Thank you!')).toBeVisible();
  await expect(card.getByRole('button', { name: 'Tip your rider' })).toHaveCount(0);

  const after = (await (await rider.get('/api/delivery/history')).json()) as TDeliveryHistory;
  expect(after.today.tips).toBe(tipsBefore + 50);
  expect(after.deliveries.find((d) => d._id === orderId)?.tip).toBe(50);
  await Promise.all([admin.dispose(), kitchen.owner.dispose(), customer.dispose(), rider.dispose()]);
});
