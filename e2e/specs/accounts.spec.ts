import { AUTH_MESSAGES, MESSAGES } from '@app/shared';
import { DEMO, logIn, uniqueEmail } from '../fixtures/accounts.ts';
import { expect, test } from '../fixtures/test.ts';

test('sign up, complete the profile, log out, log in, reset the password', async ({ page }) => {
  test.slow(); // a long journey: six password hashes and a dozen screens
  const email = uniqueEmail('journey');
  const password = 'first-password-1';

  await page.goto('/signup');
  // No Google keys are configured here, so no Google button.
  await expect(page.getByRole('button', { name: 'Sign up with Google' })).toHaveCount(0);
  await page.getByLabel('Email').fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
  await expect(page.getByText(MESSAGES.accountCreated)).toBeVisible();
  await expect(page).toHaveURL(/\/profile-info$/);

  // Submitting the empty profile shows the spec's message and saves nothing.
  await page.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByRole('alert')).toHaveText(MESSAGES.profileInvalid);

  await page.getByLabel('Full name').fill('Lakshmi Narayanan');
  await page.getByLabel('Phone').fill('98400 22222');
  await page.getByLabel('Avatar 2').check({ force: true });
  await page.getByLabel('Label').fill('Home');
  await page.getByLabel('Street').fill('7, Greenways Road');
  await page.getByLabel('City').fill('Chennai');
  await page.getByLabel('Pincode').fill('600028');
  await page.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByText(MESSAGES.profileSaved)).toBeVisible();
  await expect(page).toHaveURL(/\/$/);

  // Log out from the user menu.
  await page.getByRole('button', { name: /Account menu for Lakshmi Narayanan/ }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page.getByText(MESSAGES.loggedOut)).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);

  // Wrong password, then the right one.
  await page.getByLabel('Email').fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('not-my-password');
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText(AUTH_MESSAGES.wrongCredentials);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: /Account menu/ })).toBeVisible();

  // Reset the password through the development mailbox.
  await page.goto('/reset-password');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send reset email' }).click();
  await expect(page.getByText(MESSAGES.resetEmailSent)).toBeVisible();
  await page.goto('/dev/mailbox');
  await page.getByRole('article').filter({ hasText: email }).first().getByRole('link').click();
  await expect(page).toHaveURL(/\/reset-password\?token=/);
  await page.getByLabel('New password').fill('second-password-2');
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(page.getByText(AUTH_MESSAGES.passwordChanged)).toBeVisible();

  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText(AUTH_MESSAGES.wrongCredentials);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('second-password-2');
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('a signed-out visitor is sent to login and back to the page they wanted', async ({ page }) => {
  await page.goto('/orders');
  await expect(page).toHaveURL(/\/login\?redirect=%2Forders$/);
  await page.getByLabel('Email').fill(DEMO.customer.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(DEMO.customer.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL(/\/orders$/);
});

test('a customer opening an admin page sees "not allowed"', async ({ page }) => {
  await logIn(page, DEMO.customer);
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Not allowed' })).toBeVisible();
});

test('/Profile shows the view of the role', async ({ page }) => {
  await logIn(page, DEMO.admin);
  await page.goto('/Profile');
  await expect(page.getByRole('heading', { name: 'Admin dashboard' })).toBeVisible();
});

test('/Profile without a session says it is loading, then goes to /login after 2 s', async ({ page }) => {
  await page.goto('/Profile');
  await expect(page.getByText('Loading user details...')).toBeVisible();
  await expect(page).toHaveURL(/\/login/, { timeout: 5000 });
});

test('Force Logout ends the session in a second browser context', async ({ browser }) => {
  test.slow(); // two browsers, a sign-up and a sign-in: two password hashes on a shared machine
  const email = uniqueEmail('force');
  const first = await browser.newContext();
  const second = await browser.newContext();
  try {
    const a = await first.newPage();
    await a.goto('/signup');
    await a.getByLabel('Email').fill(email);
    await a.getByRole('textbox', { name: 'Password', exact: true }).fill('force-logout-pw');
    await a.getByRole('button', { name: 'Sign Up', exact: true }).click();
    await expect(a).toHaveURL(/\/profile-info$/);

    const b = await second.newPage();
    await logIn(b, { email, password: 'force-logout-pw' });
    await b.goto('/Dashboard');
    await b.getByRole('button', { name: 'Force Logout' }).click();
    await expect(b.getByText(MESSAGES.fullLogout)).toBeVisible();
    await expect(b).toHaveURL(/\/login$/);

    // The first device's session is gone too: a guarded page sends it to login.
    await a.goto('/Dashboard');
    await expect(a).toHaveURL(/\/login\?redirect=%2FDashboard$/);
  } finally {
    await first.close();
    await second.close();
  }
});
