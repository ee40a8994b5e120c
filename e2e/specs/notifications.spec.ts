import { NOTIFICATION_MESSAGES as M } from '@app/shared';
import { logIn } from '../fixtures/accounts.ts';
import { newAnnaNagarCustomer } from '../fixtures/delivery.ts';
import { shootAt390 } from '../fixtures/screens.ts';
import { expect, type Page, test } from '../fixtures/test.ts';

/**
 * Notifications in the browser (decision 051). The push service itself (Chrome's, reached over
 * the internet) is out of reach here: the server's side of the protocol is tested against a real
 * push service on loopback (notifications.test.ts); here the service worker receives a push the
 * way Chrome hands one over (DevTools' ServiceWorker.deliverPushMessage) and shows it.
 */
test.slow();
// The service worker is the subject here (every other spec blocks it: playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

/** The installed service worker's registration id, through DevTools (the page installs it when idle). */
async function serviceWorkerRegistration(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  const cdp = await page.context().newCDPSession(page);
  const registered = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const live = registrations.find((r) => !r.isDeleted);
      if (live) resolve(live.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  return { cdp, registrationId: await registered };
}

test('a push the server sends shows as a notification, and a newer one about the same order replaces it', async ({
  page,
  baseURL,
}) => {
  const { account } = await newAnnaNagarCustomer(baseURL as string);
  await page.context().grantPermissions(['notifications']);
  await logIn(page, account);
  await page.goto('/profile-info');
  await expect(page.getByRole('heading', { name: M.settingsTitle })).toBeVisible();
  const { cdp, registrationId } = await serviceWorkerRegistration(page);

  const notice = {
    title: M.preparingTitle,
    body: M.preparing('Ambur Star Biryani'),
    url: '/orders',
    tag: 'order-1',
  };
  await cdp.send('ServiceWorker.deliverPushMessage', {
    origin: new URL(baseURL as string).origin,
    registrationId,
    data: JSON.stringify(notice),
  });
  await expect
    .poll(() =>
      page.evaluate(async () => {
        const reg = await navigator.serviceWorker.ready;
        return (await reg.getNotifications()).map((n) => ({ title: n.title, body: n.body, tag: n.tag }));
      }),
    )
    .toEqual([{ title: notice.title, body: notice.body, tag: notice.tag }]);

  // A newer notice about the same order replaces the older one instead of piling up.
  await cdp.send('ServiceWorker.deliverPushMessage', {
    origin: new URL(baseURL as string).origin,
    registrationId,
    data: JSON.stringify({ ...notice, title: M.onTheWayTitle, body: M.onTheWay('Selvi') }),
  });
  await expect
    .poll(() =>
      page.evaluate(async () => {
        const reg = await navigator.serviceWorker.ready;
        return (await reg.getNotifications()).map((n) => n.title);
      }),
    )
    .toEqual([M.onTheWayTitle]);
});

test('Settings keeps the email and text-message choices, and says so when the browser blocks alerts', async ({
  page,
  baseURL,
}) => {
  const { account } = await newAnnaNagarCustomer(baseURL as string);
  await logIn(page, account);
  await page.goto('/profile-info');
  const section = page.getByRole('region', { name: M.settingsTitle });
  const email = section.getByRole('checkbox', { name: M.emailLabel });
  const sms = section.getByRole('checkbox', { name: M.smsLabel });
  await expect(email).toBeChecked();
  await expect(sms).not.toBeChecked();
  await sms.check();
  await expect(section.getByText(M.saved)).toBeVisible();
  await email.uncheck();
  await expect(email).not.toBeChecked();
  await page.reload();
  await expect(section.getByRole('checkbox', { name: M.smsLabel })).toBeChecked();
  await expect(section.getByRole('checkbox', { name: M.emailLabel })).not.toBeChecked();
  await section.scrollIntoViewIfNeeded();
  await shootAt390(page, test.info(), 'notification-settings');
  // No permission given: the browser says no to the request, and the page says what to do.
  await section.getByRole('button', { name: M.pushOn }).click();
  await expect(section.getByText(M.pushDenied)).toBeVisible();
});
