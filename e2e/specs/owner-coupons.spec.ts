import { COUPON_SCREEN_MESSAGES as M, type TCoupon } from '@app/shared';
import type { Browser } from '@playwright/test';
import { COLOR_SCHEMES, seriousViolations } from '../fixtures/accessibility.ts';
import { DEMO, logIn } from '../fixtures/accounts.ts';
import { apiAs, newAnnaNagarCustomer } from '../fixtures/delivery.ts';
import { newKitchen, ok, unique } from '../fixtures/kitchen.ts';
import { shootAt390 } from '../fixtures/screens.ts';
import { expect, type Page, test } from '../fixtures/test.ts';

// An owner's phone and a customer's checkout, twice each, on a restaurant of the test's own.
test.slow();

/** The customer's checkout of the cart, up to the payment step's list of coupons. */
async function checkoutCoupons(page: Page) {
  await page.goto('/cart');
  await page.getByRole('button', { name: 'Continue to delivery' }).click();
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(page.getByRole('heading', { name: 'Payment' })).toBeVisible();
  // The list of coupons settles once the offers are read (the demo's platform coupons are there too).
  const offers = page.getByLabel('Coupons for this order');
  await expect(offers.getByText('CHENNAI20', { exact: true })).toBeVisible();
  return offers;
}

/** A restaurant of the test's own (in Anna Nagar, one dish) and its owner signed in on a 390 px phone. */
async function ownerOnPhone(browser: Browser, baseURL: string, name: string) {
  const admin = await apiAs(baseURL, DEMO.admin);
  const kitchen = await newKitchen(baseURL, admin, {
    name,
    address: '9, Fourth Avenue, Anna Nagar, Chennai',
    location: { lat: 13.0855, lng: 80.2105 },
    cuisine: ['South Indian'],
    dish: { name: 'Ghee Pongal', price: 220 },
  });
  const owner = await browser.newContext({
    viewport: { width: 390, height: 844 },
    baseURL,
    serviceWorkers: 'block',
  });
  await ok(
    'owner sign-in',
    await owner.request.post('/api/auth/sign-in/username', {
      data: { username: kitchen.username, password: kitchen.password },
      headers: { Origin: baseURL },
    }),
  );
  return { admin, kitchen, owner };
}

test('an owner creates a coupon on a phone, a customer is offered it at checkout, and not once it is switched off', async ({
  browser,
  page,
  baseURL,
}) => {
  if (!baseURL) throw new Error('no baseURL');
  const name = `Coupon Mess ${unique()}`;
  const { admin, kitchen, owner } = await ownerOnPhone(browser, baseURL, name);
  const code = `MESS${unique().slice(-6).toUpperCase()}`;

  // The owner, on a 390 px phone: Coupons from the navigation, an empty list, a new coupon.
  const screen = await owner.newPage();
  await screen.goto('/restaurant-admin');
  await screen.getByRole('button', { name: 'Open navigation' }).click();
  await screen.getByRole('navigation').getByRole('link', { name: 'Coupons' }).click();
  await expect(screen).toHaveURL(/\/restaurant-coupons$/);
  await expect(screen.getByRole('heading', { name: M.title, level: 1 })).toBeVisible();
  await expect(screen.getByText(M.none.restaurant)).toBeVisible();
  await expect(screen.getByRole('heading', { name: M.newTitle('restaurant', name) })).toBeVisible();

  // A refusal first, in the contract's words, beside the field.
  await screen.getByLabel(M.code).fill('no');
  await screen.getByRole('button', { name: M.create }).click();
  await expect(screen.getByText('must be 3 to 20 letters or digits')).toBeVisible();

  await screen.getByLabel(M.code).fill(code.toLowerCase());
  await screen.getByRole('textbox', { name: M.flat }).fill('40');
  await screen.getByLabel(M.minOrder).fill('200');
  await screen.getByLabel(M.total).fill('100');
  await screen.getByRole('button', { name: M.create }).click();
  const summary = '₹40.00 off on orders of ₹200.00 or more';
  await expect(screen.getByRole('status')).toHaveText(M.created(code, summary));
  const card = screen.getByRole('list', { name: M.listName.restaurant }).getByRole('listitem');
  await expect(card).toHaveCount(1);
  await expect(card).toContainText(code);
  await expect(card).toContainText(summary);
  await expect(card).toContainText(M.used(0, 100));
  const toggle = card.getByRole('switch', { name: M.switchLabel(code) });
  await expect(toggle).toBeChecked();
  await shootAt390(screen, test.info(), 'owner-coupons');

  // The customer's checkout at this restaurant offers it.
  const { account } = await newAnnaNagarCustomer(baseURL);
  await logIn(page, account);
  await page.goto(`/view-restaurant/${kitchen.restaurantId}`);
  await page.getByRole('button', { name: 'Add Ghee Pongal', exact: true }).click();
  await expect(page.getByRole('link', { name: 'Cart (1)' })).toBeVisible();
  let offers = await checkoutCoupons(page);
  const offer = offers.getByRole('button', { name: `Apply ${code}` });
  await expect(offer).toBeVisible();
  await expect(offers).toContainText(summary);
  await expect(offers).toContainText('You save ₹40.00');
  await shootAt390(page, test.info(), 'owner-coupons-checkout-offered');

  // The owner switches it off; the customer's checkout no longer offers it.
  // Mantine draws the switch's track over its input (as admin-figures.spec.ts switches its own).
  await toggle.click({ force: true });
  await expect(toggle).not.toBeChecked();
  await expect(card).toContainText(M.off);
  await shootAt390(screen, test.info(), 'owner-coupons-switched-off');
  offers = await checkoutCoupons(page);
  await expect(offers.getByText(code)).toHaveCount(0);

  // And the server refuses the code typed in by hand.
  await page.getByLabel('Coupon code').fill(code);
  await page.getByRole('button', { name: 'Apply', exact: true }).click();
  await expect(page.getByText('This coupon code is not valid.')).toBeVisible();

  await owner.close();
  await admin.dispose();
});

test('an owner changes a coupon’s limits and last day in place; a refused change leaves it as it was', async ({
  browser,
  baseURL,
}) => {
  if (!baseURL) throw new Error('no baseURL');
  const { admin, kitchen, owner } = await ownerOnPhone(browser, baseURL, `Limits Mess ${unique()}`);
  const code = `LIM${unique().slice(-6).toUpperCase()}`;
  await ok(
    'coupon',
    await owner.request.post('/api/owner/coupons', {
      data: { code, kind: 'flat', value: 30, totalLimit: 100, restaurantId: kitchen.restaurantId },
      headers: { Origin: baseURL },
    }),
  );
  const stored = async () =>
    ((await (await owner.request.get('/api/owner/coupons')).json()) as { items: TCoupon[] }).items.find(
      (c) => c.code === code,
    );

  const screen = await owner.newPage();
  await screen.goto('/restaurant-coupons');
  const card = screen.getByRole('list', { name: M.listName.restaurant }).getByRole('listitem');
  await expect(card).toContainText(M.used(0, 100));
  await card.getByRole('button', { name: M.changeLimitsOf(code) }).click();
  const form = screen.getByRole('form', { name: M.changeLimitsOf(code) });
  await expect(form.getByLabel(M.total)).toHaveValue('100');

  // Refused beside its field, in the contract's words; nothing is sent, nothing changes.
  await form.getByLabel(M.total).fill('2000000');
  await form.getByRole('button', { name: M.saveLimits }).click();
  await expect(form.getByText('can be at most 10,00,000')).toBeVisible();
  expect((await stored())?.totalLimit).toBe(100);

  await form.getByLabel(M.perCustomer).fill('1');
  await form.getByLabel(M.total).fill('5');
  await form.getByLabel(M.lastDay).fill('2031-01-31');
  await form.getByRole('button', { name: M.saveLimits }).click();
  await expect(card.getByRole('status')).toHaveText(M.limitsSaved(code));
  await expect(card).toContainText(`${M.used(0, 5)} · ${M.endsOn('31 January 2031')}`);
  for (const scheme of COLOR_SCHEMES) {
    await screen.emulateMedia({ colorScheme: scheme });
    expect(await seriousViolations(screen, scheme, 'main'), scheme).toEqual([]);
  }
  await shootAt390(screen, test.info(), 'owner-coupons-limits');
  const saved = await stored();
  expect(saved).toMatchObject({ perCustomerLimit: 1, totalLimit: 5 });
  // The end of that day in India.
  expect(new Date(saved?.validTo ?? '').toISOString()).toBe('2031-01-31T18:29:59.999Z');

  // Emptied, a limit and the last day are gone.
  await card.getByRole('button', { name: M.changeLimitsOf(code) }).click();
  await form.getByLabel(M.total).fill('');
  await form.getByLabel(M.lastDay).fill('');
  await form.getByRole('button', { name: M.saveLimits }).click();
  await expect(card.getByRole('status')).toHaveText(M.limitsSaved(code));
  expect(await stored()).toMatchObject({ perCustomerLimit: 1, totalLimit: null, validTo: null });

  await owner.close();
  await admin.dispose();
});
