import { MESSAGES } from '@app/shared';
import { expect, type Page, test } from '../fixtures/test.ts';

const form = (page: Page) => page.getByRole('form', { name: 'Send us a message' });

test('the tabs switch between the story and the contact form', async ({ page }) => {
  await page.goto('/about-restaurant');
  const about = page.getByRole('tab', { name: 'About Us' });
  const contact = page.getByRole('tab', { name: 'Contact' });
  await expect(about).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('heading', { name: 'Our story' })).toBeVisible();
  await expect(page.locator('.leaflet-container')).toBeVisible();

  await contact.click();
  await expect(contact).toHaveAttribute('aria-selected', 'true');
  await expect(form(page)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Our story' })).toBeHidden();

  await about.click();
  await expect(page.getByRole('heading', { name: 'Meet the team' })).toBeVisible();
});

test('the map opens the full map in a new tab when clicked', async ({ page, context }) => {
  // The browser has no internet here: answer for OpenStreetMap so the new tab settles on its address.
  await context.route('https://www.openstreetmap.org/**', (route) => route.fulfill({ body: 'map' }));
  await page.goto('/about-restaurant');
  const map = page.locator('.leaflet-container');
  await expect(map).toBeVisible();
  const popup = context.waitForEvent('page');
  // Away from the marker and its popup, which sit in the middle.
  await map.click({ position: { x: 20, y: 280 } });
  const opened = await popup;
  await opened.waitForURL(/openstreetmap\.org\/\?mlat=13\.0418&mlon=80\.2341#map=15\//);
  await opened.close();
});

test('sending shows Sending..., stores the message, confirms in a dialog and clears the form', async ({
  page,
}) => {
  await page.goto('/about-restaurant');
  await page.getByRole('tab', { name: 'Contact' }).click();
  const f = form(page);
  await f.getByLabel('Name').fill('Test Guest');
  await f.getByLabel('Email').fill('guest@example.com');
  await f.getByLabel('Subject').fill('Table for six');
  await f.getByLabel('Message').fill('Can you host a birthday lunch on Sunday?');

  const stored = page.waitForResponse(
    (r) => r.url().endsWith('/api/contact-messages') && r.request().method() === 'POST',
  );
  await f.getByRole('button', { name: 'Send Message' }).click();
  await expect(f.getByRole('button', { name: MESSAGES.sending })).toBeDisabled();
  const response = await stored;
  expect(response.status()).toBe(201);
  expect(response.request().postDataJSON()).toMatchObject({ source: 'about-restaurant' });

  const dialog = page.getByRole('dialog', { name: MESSAGES.messageSentTitle });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(MESSAGES.messageSentBody);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  for (const label of ['Name', 'Email', 'Subject', 'Message']) {
    await expect(f.getByLabel(label)).toHaveValue('');
  }
});

test('an empty restaurant form is not sent', async ({ page }) => {
  let posted = false;
  page.on('request', (r) => {
    if (r.url().endsWith('/api/contact-messages')) posted = true;
  });
  await page.goto('/about-restaurant');
  await page.getByRole('tab', { name: 'Contact' }).click();
  await form(page).getByRole('button', { name: 'Send Message' }).click();
  await expect(form(page).getByLabel('Name')).toHaveAttribute('aria-invalid', 'true');
  await expect(form(page).getByRole('button', { name: 'Send Message' })).toBeEnabled();
  expect(posted).toBe(false);
});
