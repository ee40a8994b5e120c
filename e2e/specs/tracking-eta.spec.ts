import { ORDER_UI_MESSAGES } from '@app/shared';
import { DEMO, logIn } from '../fixtures/accounts.ts';
import { apiAs, markReady, newAnnaNagarCustomer, ownRiderPicksUp } from '../fixtures/delivery.ts';
import { newKitchen, ok, paidAcceptedOrder, unique } from '../fixtures/kitchen.ts';
import { shootAt390 } from '../fixtures/screens.ts';
import { expect, test } from '../fixtures/test.ts';

// A restaurant, an order delivered by hand through the API, and a customer's browser.
test.slow();

// A kitchen in Guindy delivering to a pinned door in Velachery, about 3 km south.
const KITCHEN = { lat: 13.0067, lng: 80.2206 };
const DOOR = { lat: 12.979, lng: 80.218 };
/** The rider's ride south towards the door: 8 km, 4 km, then 1 km north of it. */
const RIDE = [8, 4, 1].map((km) => ({ lat: DOOR.lat + km / 111, lng: DOOR.lng }));

test('a customer in Velachery watches "Arriving in" count down as the rider comes closer', async ({
  page,
  baseURL,
}) => {
  if (!baseURL) throw new Error('no baseURL');
  const admin = await apiAs(baseURL, DEMO.admin);
  const kitchen = await newKitchen(baseURL, admin, {
    name: `Guindy Mess ${unique()}`,
    address: '3, Race Course Road, Guindy, Chennai',
    location: KITCHEN,
    cuisine: ['South Indian'],
    dish: { name: 'Mini Tiffin', price: 180 },
  });
  const { account, api: customer } = await newAnnaNagarCustomer(baseURL);
  const orderId = await paidAcceptedOrder(customer, kitchen, {
    quantity: 2,
    prepMinutes: 5,
    deliveryInfo: { address: '7, Taramani Link Road, Velachery', zip: '600042', ...DOOR },
  });

  // Our own rider, given the order by hand (no dispatcher race), picks it up.
  await markReady(kitchen.owner, orderId);
  const rider = await ownRiderPicksUp(baseURL, orderId);

  /** The rider's phone, as it sends every few seconds: its duty position and the delivery's. */
  const ride = async (at: { lat: number; lng: number }) => {
    await ok('position', await rider.post('/api/delivery/position', { data: at }));
    await ok('location', await rider.post(`/api/orders/${orderId}/location`, { data: at }));
  };
  await ride(RIDE[0] as { lat: number; lng: number });

  await page.route(/tile\.openstreetmap\.org/, (route) => route.abort());
  await logIn(page, account);
  await page.goto('/orders');
  const card = page.getByRole('article').filter({ hasText: `#${orderId.slice(0, 8)}` });
  await card.getByRole('button', { name: 'Track' }).click();
  const arriving = card.getByText(/Arriving in about \d+ min/);
  const minutes = async () => Number((await arriving.textContent())?.match(/(\d+) min/)?.[1] ?? Number.NaN);
  await expect(arriving).toBeVisible({ timeout: 30_000 });
  let before = await minutes();
  // 8 km out at the city's 18 km/h by road: half an hour and more.
  expect(before).toBeGreaterThanOrEqual(30);
  await arriving.scrollIntoViewIfNeeded();
  await shootAt390(page, test.info(), 'tracking-countdown');

  for (const at of RIDE.slice(1)) {
    // Positions are kept at most once a second.
    await page.waitForTimeout(1_100);
    await ride(at);
    // The screen follows the rider without a reload.
    await expect.poll(minutes, { timeout: 15_000 }).toBeLessThan(before);
    before = await minutes();
  }
  // Where the rider is, in words (1 km from the door), the exact position kept for machines.
  const position = card.getByTestId('courier-position');
  await expect(position).toHaveAttribute(
    'data-position',
    `${(RIDE[2] as { lat: number }).lat.toFixed(4)}, ${DOOR.lng.toFixed(4)}`,
  );
  await expect(position).toContainText(/^Selvi is 1\.0 km from you \(updated /);

  // The order's own screen: the map first, then the estimate and the code, the steps, the bill.
  await card.getByRole('link', { name: ORDER_UI_MESSAGES.viewOrder }).click();
  await expect(page).toHaveURL(new RegExp(`/orders/${orderId}$`));
  await expect(page.getByRole('heading', { level: 1, name: kitchen.name })).toBeVisible();
  const map = page.getByRole('region', { name: /^Map showing Selvi/ });
  const arrivingHere = page.getByText(/Arriving in about \d+ min/);
  await expect(map).toBeVisible();
  await expect(arrivingHere).toBeVisible();
  const mapBox = await map.boundingBox();
  const etaBox = await arrivingHere.boundingBox();
  expect(mapBox && etaBox && mapBox.y < etaBox.y, 'the map comes before the estimate').toBe(true);
  await expect(page.getByLabel(/^Delivery code \d \d \d \d$/)).toBeVisible();
  await expect(page.getByRole('list', { name: 'Order progress' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Items and bill' })).toBeVisible();
  await shootAt390(page, test.info(), 'order-page-on-the-way');
  // Someone else's order, or none: said in words.
  await page.goto('/orders/00000000-0000-4000-8000-000000000000');
  await expect(page.getByText(ORDER_UI_MESSAGES.orderNotFound)).toBeVisible();

  await Promise.all([admin.dispose(), kitchen.owner.dispose(), customer.dispose(), rider.dispose()]);
});
