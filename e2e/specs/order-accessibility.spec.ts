import { MESSAGES, type TFoodItem, type TPlaceOrderResponse, type TRestaurant } from '@app/shared';
import { COLOR_SCHEMES, seriousViolations } from '../fixtures/accessibility.ts';
import { DEMO, uniqueEmail } from '../fixtures/accounts.ts';
import { deliverWithCode, markReady, ownRiderPicksUp } from '../fixtures/delivery.ts';
import { newKitchen, unique } from '../fixtures/kitchen.ts';
import { postOrder } from '../fixtures/orders.ts';
import { type APIRequestContext, expect, request, test } from '../fixtures/test.ts';

// axe walks every node on an emulated phone; the set-up places and moves three orders.
test.slow();

async function apiAs(baseURL: string, account: { email: string; password: string }) {
  const api = await request.newContext({ baseURL, extraHTTPHeaders: { Origin: baseURL } });
  expect((await api.post('/api/auth/sign-in/email', { data: account })).ok()).toBeTruthy();
  return api;
}

async function ownersMenu(api: APIRequestContext): Promise<{ restaurant: TRestaurant; dish: TFoodItem }> {
  const restaurants = (await (await api.get('/api/restaurants?limit=100')).json()) as TRestaurant[];
  for (const restaurant of restaurants.filter((r) => r.owner?.email === DEMO.owner.email && r.isActive)) {
    const menu = (await (
      await api.get(`/api/food-items-by-restaurant?restaurantId=${restaurant._id}&limit=200`)
    ).json()) as TFoodItem[];
    const dish = menu.find((d) => d.isAvailable && d.price * 2 >= restaurant.minOrderAmount);
    if (dish) return { restaurant, dish };
  }
  throw new Error('the demo owner has no restaurant with an orderable dish');
}

/** Pays an order in test mode, as the checkout's test payment sheet does. */
async function payInTestMode(api: APIRequestContext, orderId: string) {
  const signed = await api.post(`/api/orders/${orderId}/payment/test`, { data: { outcome: 'success' } });
  expect(
    (await api.post(`/api/orders/${orderId}/payment/verify`, { data: await signed.json() })).ok(),
  ).toBeTruthy();
}

// Both colour schemes: Mantine follows the device, so a phone in dark mode gets the dark one.
for (const scheme of COLOR_SCHEMES) {
  test.describe(`${scheme} scheme`, () => {
    test.use({ colorScheme: scheme });

    test('the cart with items has no serious or critical accessibility violation', async ({
      page,
      baseURL,
    }) => {
      if (!baseURL) throw new Error('no baseURL');
      const owner = await apiAs(baseURL, DEMO.owner);
      const { restaurant, dish } = await ownersMenu(owner);
      await owner.dispose();
      await page.goto(`/view-restaurant/${restaurant._id}`);
      await page.getByRole('button', { name: `Add ${dish.name}`, exact: true }).click();
      const dialog = page.getByRole('dialog');
      if (dish.customizations.length > 0) await dialog.getByRole('button', { name: /Add to cart/ }).click();
      await page.goto('/cart');
      await expect(page.getByRole('list', { name: 'Cart items' })).toBeVisible();
      expect(await seriousViolations(page, scheme)).toEqual([]);

      await page.getByRole('button', { name: 'Show order summary' }).click();
      await expect(page.getByText('Delivery fee')).toBeVisible();
      expect(await seriousViolations(page, scheme)).toEqual([]);

      // The desktop layout: the summary beside the steps.
      await page.setViewportSize({ width: 1280, height: 800 });
      await expect(page.getByRole('heading', { name: 'Order summary' })).toBeVisible();
      expect(await seriousViolations(page, scheme)).toEqual([]);
    });

    test('my orders (every status badge) has no serious or critical accessibility violation', async ({
      page,
      baseURL,
    }) => {
      if (!baseURL) throw new Error('no baseURL');
      const account = { email: uniqueEmail('a11y-orders'), password: 'a11y-password-1' };
      const customer = await request.newContext({ baseURL, extraHTTPHeaders: { Origin: baseURL } });
      expect(
        (await customer.post('/api/auth/sign-up/email', { data: { ...account, name: 'Meena' } })).ok(),
      ).toBeTruthy();

      // Signed in with no orders yet: the spec's empty state.
      await page.request.post('/api/auth/sign-in/email', { data: account, headers: { Origin: baseURL } });
      await page.goto('/orders');
      await expect(page.getByText(MESSAGES.noOrders)).toBeVisible();
      await expect(page.getByRole('link', { name: 'Browse Restaurants' })).toBeVisible();

      // A kitchen of its own, over the dispatcher's 10 km from Anna Nagar, where the delivery journey
      // has the demo riders on duty: none of them is offered these orders meanwhile.
      const kitchen = await newKitchen(baseURL, await apiAs(baseURL, DEMO.admin), {
        name: `Tambaram Mess ${unique()}`,
        address: '12, GST Road, Tambaram, Chennai',
        location: { lat: 12.9249, lng: 80.1 },
        cuisine: ['South Indian'],
        dish: { name: 'Mini Meals', price: 150 },
      });
      const owner = kitchen.owner;
      const ordered = async (pay: boolean) => {
        const res = await postOrder(customer, kitchen.restaurantId, [
          { foodItemId: kitchen.dishId, quantity: 2 },
        ]);
        expect(res.ok()).toBeTruthy();
        const { order } = (await res.json()) as TPlaceOrderResponse;
        if (pay) await payInTestMode(customer, order._id);
        return order._id;
      };
      await ordered(false);
      const preparing = await ordered(true);
      const delivered = await ordered(true);
      await ordered(true);
      for (const id of [preparing, delivered]) {
        expect(
          (await owner.post(`/api/orders/${id}/status`, { data: { status: 'Preparing' } })).ok(),
        ).toBeTruthy();
      }
      await markReady(owner, delivered);
      // A rider of its own, given the order by hand: the demo riders may be offered it by the
      // dispatcher while another journey has them on duty.
      const rider = await ownRiderPicksUp(baseURL, delivered);
      await deliverWithCode(rider, customer, delivered);

      await page.goto('/orders');
      await expect(page.getByRole('article')).toHaveCount(4);
      await expect(page.getByRole('button', { name: 'Pay now' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Leave Review' })).toBeVisible();
      await page.getByRole('button', { name: 'Track' }).first().click();
      expect(await seriousViolations(page, scheme)).toEqual([]);
      await Promise.all([owner.dispose(), rider.dispose(), customer.dispose()]);
    });
  });
}
