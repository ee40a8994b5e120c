import { ADMIN_CARE_MESSAGES as M } from '@app/shared';
import { DEMO, logIn, uniqueEmail } from '../fixtures/accounts.ts';
import {
  acceptAndPickUp,
  apiAs,
  deliverWithCode,
  markReady,
  newAnnaNagarCustomer,
} from '../fixtures/delivery.ts';
import { type Kitchen, newKitchen, ok, paidAcceptedOrder, unique } from '../fixtures/kitchen.ts';
import { type APIRequestContext, expect, type Page, test } from '../fixtures/test.ts';

// Sign-ins (password hashes), a whole delivery by API and two browsers in each story.
test.slow();

/** A paid order of one dish, accepted, picked up and delivered with the doorstep code. */
async function deliveredOrder(
  customer: APIRequestContext,
  kitchen: Kitchen,
  rider: APIRequestContext,
): Promise<string> {
  const orderId = await paidAcceptedOrder(customer, kitchen);
  await markReady(kitchen.owner, orderId);
  await acceptAndPickUp(rider, orderId);
  await deliverWithCode(rider, customer, orderId);
  return orderId;
}

/** A screen is there once its heading is: lazy screens on a loaded machine take more than 10 s to arrive. */
const SCREEN_LOAD = { timeout: 30_000 };

/** The restaurant page's rating badge ("Rated 3.0 out of 5" to a screen reader). */
const ratingBadge = (page: Page) => page.getByText(/^Rated \d\.\d out of 5$/).first();

test('a customer writes to us; the admin finds it in Help Desk from the badge, replies; the reply is in the thread and the mailbox', async ({
  page,
  browser,
}) => {
  const subject = `Missing raita ${unique()}`;
  const email = `care-${unique()}@example.com`;

  // A visitor sends the contact form.
  const visitor = await browser.newContext();
  const contact = await visitor.newPage();
  await contact.goto('/contact');
  const form = contact.getByRole('form', { name: 'Send us a message' });
  await form.getByLabel('Full name').fill('Anitha Raj');
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Subject').fill(subject);
  await form.getByLabel('Message').fill('My biryani came without the raita.');
  const stored = contact.waitForResponse((r) => r.url().endsWith('/api/contact-messages'));
  await form.getByRole('button', { name: 'Send Message' }).click();
  expect((await stored).status()).toBe(201);
  await visitor.close();

  // The admin's badge counts it; its link opens the open messages.
  await logIn(page, DEMO.admin);
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible(SCREEN_LOAD);
  const badge = page.getByTestId('attention-badge');
  await expect(badge).toHaveAccessibleName(/thing(s)? waits? for you/);
  await badge.click();
  await expect(page.getByTestId('attention-openTickets')).not.toHaveText('0');
  await page.getByRole('link', { name: 'Open help-desk messages' }).click();
  await expect(page).toHaveURL(/\/admin\/help-desk\?status=open$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Help Desk' })).toBeVisible(SCREEN_LOAD);
  await expect(page.getByRole('combobox', { name: 'Status' })).toHaveValue('Open');

  await page.getByLabel('Search messages').fill(subject);
  await expect(page.getByTestId('list-count')).toHaveText('1 result');
  const row = page.getByRole('row').filter({ hasText: subject });
  await expect(row.getByText('Contact page')).toBeVisible();
  await row.getByRole('button', { name: `Open ${subject} from Anitha Raj` }).click();

  const dialog = page.getByRole('dialog', { name: subject });
  await expect(dialog.getByText('My biryani came without the raita.')).toBeVisible();
  // An empty reply is refused in place.
  await dialog.getByRole('button', { name: 'Send reply' }).click();
  await expect(dialog.getByText(M.replyRequired)).toBeVisible();
  await dialog.getByLabel('Your reply').fill('So sorry, Anitha. We have refunded the raita.');
  await dialog.getByRole('button', { name: 'Send reply' }).click();
  await expect(dialog.getByRole('status')).toHaveText(M.replySent(email));
  await expect(dialog.getByText('So sorry, Anitha. We have refunded the raita.')).toBeVisible();
  await expect(dialog.getByText('Answered', { exact: true })).toBeVisible();
  await page.keyboard.press('Escape');
  // Answered, it leaves the open messages; it is among the answered ones.
  await expect(page.getByText(M.noTicketsSearching)).toBeVisible();
  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Answered' }).click();
  await expect(page).toHaveURL(/status=answered/);
  await expect(row.getByText('Answered', { exact: true })).toBeVisible();
  await expect(row.getByRole('cell', { name: '1', exact: true })).toBeVisible();

  // The sender gets it by email (the development mailbox, since no SMTP is set).
  await page.goto('/dev/mailbox');
  const mail = page.getByRole('article').filter({ hasText: `Re: ${subject}` });
  await expect(mail).toContainText(`To ${email}`);
  await expect(mail).toContainText('So sorry, Anitha. We have refunded the raita.');
});

test('admin hides an abusive review: the restaurant page no longer shows it and the rating is recomputed without it', async ({
  page,
  browser,
  baseURL,
}) => {
  if (!baseURL) throw new Error('no baseURL');
  // A whole restaurant, two deliveries and two browsers: more than test.slow() allows on a busy machine.
  test.setTimeout(240_000);
  const name = `Care Idli ${unique()}`;
  const abusive = `You are all crooks ${unique()}`;

  // A new restaurant and owner (so its rating is its reviews alone), one dish, two delivered orders.
  const admin = await apiAs(baseURL, DEMO.admin);
  const kitchen = await newKitchen(baseURL, admin, {
    name,
    address: '5, 3rd Avenue, Anna Nagar, Chennai',
    location: { lat: 13.085, lng: 80.21 },
    cuisine: ['Indian'],
    dish: { name: 'Podi Idli', price: 120 },
  });
  const { restaurantId, owner } = kitchen;
  const { api: customer } = await newAnnaNagarCustomer(baseURL);
  // Our own rider, so the demo riders' journeys running beside this one see none of these orders.
  const riderAccount = { email: uniqueEmail('care-rider'), password: 'care-rider-pass' };
  await ok(
    'add rider',
    await admin.post('/api/add-user', {
      data: {
        name: 'Care Rider',
        email: riderAccount.email,
        passwordHash: riderAccount.password,
        phone: '98400 55555',
        role: 'deliveryPartner',
        profileImage: '/images/avatars/3.svg',
      },
    }),
  );
  const rider = await apiAs(baseURL, riderAccount);
  await ok('on duty', await rider.put('/api/delivery/duty', { data: { onDuty: true } }));
  const first = await deliveredOrder(customer, kitchen, rider);
  const second = await deliveredOrder(customer, kitchen, rider);
  await ok(
    'review',
    await customer.post('/api/reviews', {
      data: { orderId: first, rating: 5, comment: 'Softest idli in town.' },
    }),
  );
  await ok(
    'review',
    await customer.post('/api/reviews', { data: { orderId: second, rating: 1, comment: abusive } }),
  );
  // The owner answers the good one: the reply shows under it for the admin and the public.
  const ownReviews = (await (await owner.get(`/api/owner/reviews?restaurantId=${restaurantId}`)).json()) as {
    _id: string;
    rating: number;
  }[];
  const good = ownReviews.find((r) => r.rating === 5);
  await ok(
    'reply',
    await owner.put(`/api/reviews/${good?._id}/reply`, { data: { reply: 'Thank you, come again!' } }),
  );

  // The public page: both reviews, 5 and 1 stars make 3.0.
  const visitor = await browser.newContext();
  const publicPage = await visitor.newPage();
  await publicPage.goto(`/view-restaurant/${restaurantId}`);
  await expect(publicPage.getByRole('heading', { level: 1, name })).toBeVisible(SCREEN_LOAD);
  const reviews = publicPage.getByRole('region', { name: 'Reviews' });
  await expect(reviews.getByText(abusive)).toBeVisible();
  await expect(reviews.getByText('Softest idli in town.')).toBeVisible();
  await expect(reviews.getByText('Thank you, come again!')).toBeVisible();
  await expect(ratingBadge(publicPage)).toHaveText('Rated 3.0 out of 5');

  // The admin finds it in Customer Feedback (filtered to the restaurant) and hides it with a reason.
  await logIn(page, DEMO.admin);
  await page.goto('/admin/feedback');
  await expect(page.getByRole('heading', { level: 1, name: 'Customer Feedback' })).toBeVisible(SCREEN_LOAD);
  await page.getByRole('combobox', { name: 'Restaurant', exact: true }).fill(name);
  await page.getByRole('option', { name }).click();
  await expect(page.getByTestId('list-count')).toHaveText('2 results');
  await expect(page.getByRole('row').filter({ hasText: 'Softest idli in town.' })).toContainText(
    "Owner's replyThank you, come again!",
  );
  const row = page.getByRole('row').filter({ hasText: abusive });
  await row.getByRole('button', { name: /^Hide the review by/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Hide review' });
  await dialog.getByRole('button', { name: 'Hide review' }).click();
  await expect(dialog.getByText(M.hideReasonRequired)).toBeVisible();
  await dialog.getByLabel('Reason').fill('Insults the staff');
  await dialog.getByRole('button', { name: 'Hide review' }).click();
  await expect(page.getByText(M.reviewHidden)).toBeVisible();
  await expect(row.getByText('Hidden', { exact: true })).toBeVisible();
  await expect(row.getByText('Insults the staff')).toBeVisible();

  // The public page no longer shows it, and the rating is the other review's alone.
  await expect(async () => {
    await publicPage.reload();
    await expect(ratingBadge(publicPage)).toHaveText('Rated 5.0 out of 5');
  }).toPass();
  await expect(reviews.getByText('Softest idli in town.')).toBeVisible();
  await expect(reviews.getByText(abusive)).toHaveCount(0);
  await visitor.close();
  await Promise.all([admin.dispose(), owner.dispose(), customer.dispose(), rider.dispose()]);
});
