import { SETTINGS_MESSAGES as M, OWNER_MESSAGES, type TRestaurant } from '@app/shared';
import { DEMO } from '../fixtures/accounts.ts';
import { apiAs } from '../fixtures/delivery.ts';
import { newKitchen, ok, ownerPhone, unique } from '../fixtures/kitchen.ts';
import { PNG } from '../fixtures/photo.ts';
import { shootAt390 } from '../fixtures/screens.ts';
import { expect, type Page, test } from '../fixtures/test.ts';

// A restaurant of its own (so moving it moves no other test's), two uploads and an owner's phone.
test.slow();

// West of every seeded area: no other test's restaurant or customer is near.
const KITCHEN = { lat: 13.04, lng: 80.05 };

const DRAWING = '/images/restaurants/3.svg';

async function addFile(page: Page, name: string, mimeType = 'image/png', buffer = PNG) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: M.addPhoto }).click();
  await (await chooser).setFiles({ name, mimeType, buffer });
}

test("Settings shows the restaurant's place as a pin and its pictures as pictures: a tap moves the pin, a photo is added, the drawing removed", async ({
  browser,
  baseURL,
}) => {
  if (!baseURL) throw new Error('no baseURL');
  const name = `Pin Tiffin ${unique()}`;
  const kitchen = await newKitchen(baseURL, await apiAs(baseURL, DEMO.admin), {
    name,
    address: '4, Poonamallee High Road, Chennai',
    location: KITCHEN,
    cuisine: ['South Indian'],
    dish: { name: 'Rava Dosa', price: 110 },
  });
  const saved = async () =>
    (await (await kitchen.owner.get(`/api/owner/restaurants/${kitchen.restaurantId}`)).json()) as TRestaurant;
  // The restaurant starts with one picture, a drawing.
  const r = await saved();
  const fields = ['name', 'description', 'cuisine', 'address', 'location', 'openHours'] as const;
  await ok(
    'a first picture',
    await kitchen.owner.put(`/api/owner/restaurants/${kitchen.restaurantId}`, {
      data: {
        ...Object.fromEntries(fields.map((f) => [f, r[f]])),
        images: [DRAWING],
        minOrderAmount: r.minOrderAmount,
        packagingCharge: r.packagingCharge,
        deliveryTime: r.deliveryTime,
        isPaused: r.isPaused,
      },
    }),
  );
  const phone = await ownerPhone(browser, baseURL, kitchen);
  const page = await phone.newPage();
  await page.goto('/restaurant-settings');

  // The place is a pin on a map, and the pictures are pictures: no latitude, no file path on screen.
  const place = page.getByRole('group', { name: M.placeLabel });
  await expect(place.locator('.leaflet-container')).toBeVisible({ timeout: 30_000 });
  await expect(place.getByRole('textbox', { name: 'Latitude' })).toBeHidden();
  const pictures = page.getByRole('group', { name: M.picturesLabel });
  await expect(pictures.getByRole('img', { name: M.picture(name, 1) })).toHaveAttribute('src', DRAWING);

  // A file that is not a photo is refused in words and adds nothing.
  await addFile(page, 'menu.txt', 'text/plain', Buffer.from('Idli 40, Vada 30'));
  await expect(pictures.getByRole('alert')).toHaveText(OWNER_MESSAGES.uploadWrongType);
  await expect(pictures.getByRole('img', { name: new RegExp(`^${name}, picture`) })).toHaveCount(1);

  // A photo added, the drawing removed: the photo is now picture 1.
  await addFile(page, 'front.png');
  await expect(pictures.getByRole('img', { name: M.picture(name, 2) })).toBeVisible();
  const photo = await pictures.getByRole('img', { name: M.picture(name, 2) }).getAttribute('src');
  await pictures.getByRole('button', { name: M.removePicture(1) }).click();
  await expect(pictures.getByRole('img', { name: new RegExp(`^${name}, picture`) })).toHaveCount(1);
  await expect(pictures.getByRole('img', { name: M.picture(name, 1) })).toHaveAttribute('src', photo ?? '');
  await expect(page.getByText(/\/(api\/)?images\//)).toHaveCount(0);

  // A tap up and to the right of the pin moves the restaurant north-east.
  const map = place.locator('.leaflet-container');
  const box = await map.boundingBox();
  if (!box) throw new Error('no map');
  await map.click({ position: { x: box.width * 0.75, y: box.height * 0.25 } });
  await expect(place.getByRole('status')).toHaveText(M.placeMoved);
  await shootAt390(page, test.info(), 'settings-place-and-pictures');

  // A wrong number opens the numbers, says why, and saves nothing.
  await place.getByRole('button', { name: M.placeAsNumbers }).click();
  const latitude = place.getByRole('textbox', { name: 'Latitude' });
  await expect(latitude).toBeVisible();
  const tapped = Number(await latitude.inputValue());
  expect(tapped).toBeGreaterThan(KITCHEN.lat);
  await latitude.fill('95');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(place.getByText('must be -90 to 90')).toBeVisible();
  expect((await saved()).location).toEqual(KITCHEN);
  expect((await saved()).images).toEqual([DRAWING]);

  // Put right, saved: the tapped place and the one photo left.
  await latitude.fill(String(tapped));
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText(OWNER_MESSAGES.restaurantSaved)).toBeVisible();
  // Saved, the pin is no longer a change to save.
  await expect(place.getByText(M.placeMoved)).toHaveCount(0);
  const after = await saved();
  expect(after.location.lat).toBe(tapped);
  expect(after.location.lng).toBeGreaterThan(KITCHEN.lng);
  expect(after.images).toEqual([photo]);
  await phone.close();
});
