import sharp from 'sharp';
import { seededRestaurant } from '../fixtures/catalogue.ts';
import { expect, type Locator, test } from '../fixtures/test.ts';

/** The mean brightness (0-255) of a patch at a dish picture's top-left, as drawn on the screen. */
async function cornerBrightness(picture: Locator): Promise<number> {
  await picture.scrollIntoViewIfNeeded();
  await expect(picture).toHaveJSProperty('complete', true);
  expect(await picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  const shot = await picture.screenshot();
  const { channels } = await sharp(shot).extract({ left: 4, top: 24, width: 12, height: 12 }).stats();
  const [r, g, b] = channels.map((c) => c.mean);
  return 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (b ?? 0);
}

// Issue 28: the drawn dish and restaurant pictures have no background of their own; each sits on
// its colour scheme's (first-screen-styles.css), so on a dark page they are not bright peach
// panels, and on a light page they keep their warm light one.
for (const [scheme, expectDark] of [
  ['dark', true],
  ['light', false],
] as const) {
  test(`drawn pictures sit on the ${scheme} scheme's background`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: scheme });
    const restaurant = await seededRestaurant(page.request);
    await page.goto(`/view-restaurant/${restaurant._id}`);
    const brightness = await cornerBrightness(page.locator('img[src^="/images/dishes/"]').first());
    if (expectDark) expect(brightness).toBeLessThan(90);
    else expect(brightness).toBeGreaterThan(200);
    // A storefront is drawn edge to edge, so its sky is checked where it comes from: the drawing
    // has none, and the picture's background is the scheme's.
    await page.goto('/all-restaurants');
    const storefront = page.locator('article img[src^="/images/restaurants/"]').first();
    await expect(storefront).toBeVisible();
    const drawing = await (await page.request.get((await storefront.getAttribute('src')) ?? '')).text();
    expect(drawing).toContain('<svg');
    expect(drawing).not.toMatch(/<rect width="400" height="300"/);
    const background = await storefront.evaluate((img) => getComputedStyle(img).backgroundImage);
    expect(background).toContain(expectDark ? 'rgb(61, 45, 33)' : 'rgb(255, 245, 230)');
  });
}
