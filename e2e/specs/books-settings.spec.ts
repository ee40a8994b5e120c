import { ADMIN_MESSAGES, GSTIN_INVALID, OWNER_MESSAGES, type TOrderQuote } from '@app/shared';
import { DEMO, logIn } from '../fixtures/accounts.ts';
import { apiAs, newAnnaNagarCustomer } from '../fixtures/delivery.ts';
import { newKitchen, unique } from '../fixtures/kitchen.ts';
import { DELIVERY_INFO } from '../fixtures/orders.ts';
import { shootAt390 } from '../fixtures/screens.ts';
import { expect, test } from '../fixtures/test.ts';

// The charges and tax numbers people set for the bill, on their phones: the admin's GSTIN and FSSAI
// on a restaurant, the platform fee and coupons screens, the owner's packaging charge.
test.slow();

const GSTIN = '33AABCU9603R1ZU';
const FSSAI = '12421033000123';

test('the admin sets a restaurant’s GSTIN and FSSAI, the owner its packaging charge; the bill and the restaurant page show them', async ({
  browser,
  page,
  baseURL,
}) => {
  if (!baseURL) throw new Error('no baseURL');
  const admin = await apiAs(baseURL, DEMO.admin);
  const kitchen = await newKitchen(baseURL, admin, {
    name: `Kilpauk Kitchen ${unique()}`,
    address: '9, Poonamallee High Road, Kilpauk, Chennai',
    location: { lat: 13.0827, lng: 80.2425 },
    cuisine: ['South Indian'],
    dish: { name: 'Kothu Parotta', price: 190 },
  });

  // The admin, on a phone: Edit restaurant, GSTIN and FSSAI.
  await page.setViewportSize({ width: 390, height: 844 });
  await logIn(page, DEMO.admin);
  await page.goto(`/view-restaurants?q=${encodeURIComponent(kitchen.name)}`);
  await page.getByRole('button', { name: `Edit ${kitchen.name}` }).click();
  const edit = page.getByRole('dialog', { name: 'Edit restaurant' });
  await edit.getByLabel('GSTIN').fill('33AABCU9603R1ZX');
  await edit.getByLabel('FSSAI licence number').fill(FSSAI);
  await edit.getByRole('button', { name: 'Save changes' }).click();
  // A GSTIN whose check character is wrong is refused in words, and nothing is saved.
  await expect(edit.getByText(GSTIN_INVALID)).toBeVisible();
  await edit.getByLabel('GSTIN').fill(GSTIN);
  // Where Razorpay Route sends the restaurant's share of each paid order.
  await edit.getByLabel('Razorpay linked account').fill('acc_CPRsN1LkFccllA');
  await shootAt390(page, test.info(), 'admin-edit-restaurant-tax-ids');
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText(ADMIN_MESSAGES.restaurantUpdated)).toBeVisible();
  const saved = (await (await admin.get(`/api/admin/restaurants/${kitchen.restaurantId}`)).json()) as {
    razorpayAccountId: string | null;
  };
  expect(saved.razorpayAccountId).toBe('acc_CPRsN1LkFccllA');

  // System Settings (the platform fee) and Coupons read well on a phone.
  await page.goto('/admin/settings');
  await expect(page.getByLabel('Platform fee on every order (₹)')).toBeVisible();
  await shootAt390(page, test.info(), 'admin-settings-platform-fee');
  await page.goto('/admin/coupons');
  await expect(page.getByText('WELCOME50').first()).toBeVisible();
  await shootAt390(page, test.info(), 'admin-coupons');

  // The owner, on their phone: a ₹12 packaging charge.
  const ownerContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const owner = await ownerContext.newPage();
  await owner.goto('/login');
  await owner.getByLabel('Email or username').fill(kitchen.username);
  await owner.getByRole('textbox', { name: 'Password', exact: true }).fill(kitchen.password);
  await owner.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(owner).not.toHaveURL(/\/login/);
  await owner.goto('/restaurant-settings');
  await owner.getByLabel('Packaging charge per order (₹)').fill('12');
  await owner.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(owner.getByText(OWNER_MESSAGES.restaurantSaved)).toBeVisible();
  await shootAt390(owner, test.info(), 'owner-settings-packaging');

  // What a customer is charged and reads.
  const { api: customer } = await newAnnaNagarCustomer(baseURL);
  const quote = await customer.post('/api/orders/quote', {
    data: {
      restaurantId: kitchen.restaurantId,
      items: [{ foodItemId: kitchen.dishId, quantity: 1 }],
      deliveryInfo: { ...DELIVERY_INFO, address: '12, 2nd Avenue, Anna Nagar', zip: '600040' },
    },
  });
  expect(quote.ok(), await quote.text()).toBeTruthy();
  expect(((await quote.json()) as TOrderQuote).bill.packagingCharge).toBe(12);
  await page.goto(`/view-restaurant/${kitchen.restaurantId}`);
  await expect(page.getByText(`FSSAI Lic. No. ${FSSAI}`)).toBeVisible();
  await expect(page.getByText(`GSTIN ${GSTIN}`)).toBeVisible();

  await Promise.all([admin.dispose(), kitchen.owner.dispose(), customer.dispose(), ownerContext.close()]);
});
