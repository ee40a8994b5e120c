import { formatRupees, MESSAGES, type TFoodItem, type TRestaurant } from '@app/shared';
import { expect, type Page, test } from '../fixtures/test.ts';

type Pick = { restaurant: TRestaurant; dish: TFoodItem };

async function menus(page: Page): Promise<{ restaurant: TRestaurant; menu: TFoodItem[] }[]> {
  const restaurants = (await (await page.request.get('/api/restaurants?limit=100')).json()) as TRestaurant[];
  return Promise.all(
    restaurants.slice(0, 20).map(async (restaurant) => ({
      restaurant,
      menu: (await (
        await page.request.get(`/api/food-items-by-restaurant?restaurantId=${restaurant._id}&limit=200`)
      ).json()) as TFoodItem[],
    })),
  );
}

async function find(page: Page, wanted: (dish: TFoodItem) => boolean, skip?: string): Promise<Pick> {
  for (const { restaurant, menu } of await menus(page)) {
    if (restaurant._id === skip) continue;
    const dish = menu.find(wanted);
    if (dish) return { restaurant, dish };
  }
  throw new Error('the demo seed has no such dish');
}

const customisable = (d: TFoodItem) =>
  d.isAvailable &&
  d.customizations.length > 0 &&
  d.customizations.some((c) => c.optionPrices.some((p) => p > 0));

test("a sold-out dish's Add is disabled", async ({ page }) => {
  const { restaurant, dish } = await find(page, (d) => !d.isAvailable);
  await page.goto(`/view-restaurant/${restaurant._id}`);
  const soldOut = page.getByRole('button', { name: `Sold Out: ${dish.name}`, exact: true });
  await expect(soldOut).toBeDisabled();
  await expect(soldOut).toHaveText('Sold Out');
});

test('adding a dish with a customisation shows the cart bar with its count and total', async ({ page }) => {
  const { restaurant, dish } = await find(page, customisable);
  const group = dish.customizations.find((c) => c.optionPrices.some((p) => p > 0));
  if (!group) throw new Error('unreachable');
  const index = group.optionPrices.findIndex((p) => p > 0);
  const option = group.options[index] ?? '';
  const extra = group.optionPrices[index] ?? 0;
  // The other groups keep their first (preselected) option.
  const others = dish.customizations
    .filter((c) => c !== group)
    .reduce((sum, c) => sum + (c.optionPrices[0] ?? 0), 0);
  const unit = Math.round((dish.price + extra + others) * 100) / 100;

  await page.goto(`/view-restaurant/${restaurant._id}`);
  await expect(
    page.getByRole('region', { name: 'Cart summary' }).getByRole('link', { name: /View Cart/ }),
  ).toHaveCount(0);
  await page
    .getByRole('button', { name: `Add ${dish.name}`, exact: true })
    .first()
    .click();

  const dialog = page.getByRole('dialog', { name: `Customise ${dish.name}` });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('radio', { name: `${option} (+${formatRupees(extra)})` }).check();
  await expect(dialog.getByRole('button', { name: `Add to cart · ${formatRupees(unit)}` })).toBeVisible();
  await dialog.getByRole('button', { name: /Add to cart/ }).click();
  await expect(dialog).toBeHidden();

  const bar = page.getByRole('region', { name: 'Cart summary' });
  await expect(bar).toContainText(`1 item · ${formatRupees(unit)}`);
  await expect(bar.getByRole('link', { name: /View Cart/ })).toHaveAttribute('href', '/cart');
  await expect(page.getByRole('link', { name: 'Cart (1)' })).toBeVisible();

  // The same dish with the same choices is the same line: a second add makes it 2.
  await page
    .getByRole('button', { name: `Add ${dish.name}`, exact: true })
    .first()
    .click();
  await dialog.getByRole('radio', { name: `${option} (+${formatRupees(extra)})` }).check();
  await dialog.getByRole('button', { name: /Add to cart/ }).click();
  await expect(bar).toContainText(`2 items · ${formatRupees(unit * 2)}`);

  // Kept across a reload (local storage).
  await page.reload();
  await expect(page.getByRole('region', { name: 'Cart summary' })).toContainText(
    `2 items · ${formatRupees(unit * 2)}`,
  );
});

test('a dish from another restaurant asks "Start a new cart?" first', async ({ page }) => {
  const plain = (d: TFoodItem) => d.isAvailable && d.customizations.length === 0;
  const first = await find(page, plain);
  const second = await find(page, plain, first.restaurant._id);

  await page.goto(`/view-restaurant/${first.restaurant._id}`);
  await page
    .getByRole('button', { name: `Add ${first.dish.name}`, exact: true })
    .first()
    .click();
  await expect(page.getByRole('group', { name: `${first.dish.name} in cart` }).first()).toBeVisible();

  await page.goto(`/view-restaurant/${second.restaurant._id}`);
  await page
    .getByRole('button', { name: `Add ${second.dish.name}`, exact: true })
    .first()
    .click();
  const ask = page.getByRole('dialog', { name: MESSAGES.startNewCart });
  await expect(ask).toBeVisible();
  await ask.getByRole('button', { name: 'Keep current cart' }).click();
  await expect(page.getByRole('region', { name: 'Cart summary' })).toContainText(first.restaurant.name);

  await page
    .getByRole('button', { name: `Add ${second.dish.name}`, exact: true })
    .first()
    .click();
  await ask.getByRole('button', { name: 'Start new cart' }).click();
  const bar = page.getByRole('region', { name: 'Cart summary' });
  await expect(bar).toContainText(`1 item · ${formatRupees(second.dish.price)}`);
  await expect(bar).toContainText(second.restaurant.name);
});

test('the category bar filters the menu', async ({ page }) => {
  const { restaurant, dish } = await find(page, (d) => d.category === 'Dessert');
  await page.goto(`/view-restaurant/${restaurant._id}`);
  const categories = page.getByRole('radiogroup', { name: 'Menu categories' });
  await categories.getByText('Dessert', { exact: true }).click();
  await expect(categories.getByRole('radio', { name: 'Dessert', exact: true })).toBeChecked();
  const list = page.getByRole('list', { name: 'Dessert dishes' });
  await expect(list.getByRole('heading', { name: dish.name, exact: true }).first()).toBeVisible();
});
