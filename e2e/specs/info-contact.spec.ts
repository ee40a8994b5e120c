import { CONTACT_MESSAGES, CONTACT_SUCCESS_MS, MESSAGES } from '@app/shared';
import { expect, type Page, test } from '../fixtures/test.ts';

const form = (page: Page) => page.getByRole('form', { name: 'Send us a message' });

async function fillContactForm(page: Page) {
  const f = form(page);
  await f.getByLabel('Full name').fill('Test Customer');
  await f.getByLabel('Email').fill('test.customer@example.com');
  await f.getByLabel('Subject').fill('Late delivery');
  await f.getByLabel('Message').fill('My order from yesterday arrived late.');
}

test('an empty contact form shows an error next to each field', async ({ page }) => {
  await page.goto('/contact');
  await form(page).getByRole('button', { name: 'Send Message' }).click();
  for (const text of [
    CONTACT_MESSAGES.nameRequired,
    CONTACT_MESSAGES.emailRequired,
    CONTACT_MESSAGES.subjectRequired,
    CONTACT_MESSAGES.messageRequired,
  ]) {
    await expect(form(page).getByText(text)).toBeVisible();
  }
  await expect(form(page).getByLabel('Full name')).toHaveAttribute('aria-invalid', 'true');
  await expect(form(page).getByLabel('Full name')).toBeFocused();
});

test('a sent message is stored, thanked for (5 s) and the fields are cleared', async ({ page }) => {
  await page.clock.install();
  await page.goto('/contact');
  await fillContactForm(page);
  // Page time stands still from here; only runFor moves it, so slow machines time nothing wrong.
  await page.clock.pauseAt(new Date(Date.now() + 1000));
  const stored = page.waitForResponse(
    (r) => r.url().endsWith('/api/contact-messages') && r.request().method() === 'POST',
  );
  await form(page).getByRole('button', { name: 'Send Message' }).click();
  const response = await stored;
  expect(response.status()).toBe(201);
  expect(response.request().postDataJSON()).toEqual({
    name: 'Test Customer',
    email: 'test.customer@example.com',
    subject: 'Late delivery',
    message: 'My order from yesterday arrived late.',
    source: 'contact',
  });
  await page.clock.runFor(100);
  await expect(page.getByText(CONTACT_MESSAGES.thankYou)).toBeVisible();
  // Seen without scrolling, on a phone too.
  await expect(page.getByText(CONTACT_MESSAGES.thankYou)).toBeInViewport();
  for (const label of ['Full name', 'Email', 'Subject', 'Message']) {
    await expect(form(page).getByLabel(label)).toHaveValue('');
  }
  await page.clock.runFor(CONTACT_SUCCESS_MS - 600);
  await expect(page.getByText(CONTACT_MESSAGES.thankYou)).toBeVisible();
  await page.clock.runFor(1000);
  await expect(page.getByText(CONTACT_MESSAGES.thankYou)).toBeHidden();
});

test('a refused message shows the server’s words and keeps what was typed', async ({ page }) => {
  const error = 'Too many attempts. Please try again in 60 seconds.';
  await page.route('**/api/contact-messages', (route) =>
    route.fulfill({ status: 429, json: { error, message: error, code: 'RATE_LIMITED' } }),
  );
  await page.goto('/contact');
  await fillContactForm(page);
  await form(page).getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByRole('alert')).toContainText(error);
  await expect(form(page).getByLabel('Subject')).toHaveValue('Late delivery');
  await expect(page.getByText(CONTACT_MESSAGES.thankYou)).toHaveCount(0);
});

test('a network failure says the server could not be reached', async ({ page }) => {
  await page.route('**/api/contact-messages', (route) => route.abort('internetdisconnected'));
  await page.goto('/contact');
  await fillContactForm(page);
  await form(page).getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByRole('alert')).toContainText(MESSAGES.serverConnectionFailed);
  await expect(form(page).getByLabel('Full name')).toHaveValue('Test Customer');
});

test('the FAQ opens one answer at a time, and clicking the open one closes it', async ({ page }) => {
  await page.goto('/contact');
  const delivery = page.getByRole('button', { name: 'When do you deliver?' });
  const cancel = page.getByRole('button', { name: 'Can I cancel an order?' });
  const deliveryAnswer = page.getByText('We deliver from 8:00 AM to 10:00 PM.');
  const cancelAnswer = page.getByText(/within 5 minutes of paying/);

  await delivery.click();
  await expect(delivery).toHaveAttribute('aria-expanded', 'true');
  await expect(deliveryAnswer).toBeVisible();

  await cancel.click();
  await expect(cancel).toHaveAttribute('aria-expanded', 'true');
  await expect(delivery).toHaveAttribute('aria-expanded', 'false');
  await expect(cancelAnswer).toBeVisible();
  await expect(deliveryAnswer).toBeHidden();

  await cancel.click();
  await expect(cancel).toHaveAttribute('aria-expanded', 'false');
  await expect(cancelAnswer).toBeHidden();
});

test('the FAQ speaks rupees: the fee by distance, no dollars', async ({ page }) => {
  await page.goto('/contact');
  await page.getByRole('button', { name: 'How much does delivery cost?' }).click();
  await expect(
    page.getByText(
      /depends on how far the restaurant is from you: ₹29\.00 up to 3 km, ₹49\.00 up to 6 km and ₹69\.00 beyond 6 km/,
    ),
  ).toBeVisible();
  await expect(page.locator('main')).not.toContainText('$');
});

// /contact's accessibility, in both colour schemes, is checked in browse-accessibility.spec.ts.
