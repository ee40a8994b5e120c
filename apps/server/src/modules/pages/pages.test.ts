import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { IMAGE_SLOT_SIZES, PUBLIC_PAGE_WORDS, SITE_NAME } from '@app/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';
import { foodItems, restaurants } from '../../db/schema/index.ts';
import { makeFoodItem, makeRestaurant } from '../../db/seed/factories.ts';
import { escapeHtml, jsonForScript } from './page-head.ts';

const ORIGIN = 'https://eats.example.in';
let ctx: TestContext;
let webDist: string;
let activeId: string;
let closedId: string;
let plainId: string;

beforeAll(async () => {
  webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'web-dist-'));
  // The built index.html's head, as Vite writes it (apps/web/index.html).
  fs.writeFileSync(
    path.join(webDist, 'index.html'),
    [
      '<!doctype html><html lang="en-IN"><head><meta charset="UTF-8" />',
      '<meta name="description" content="Order food from the best restaurants in Chennai, delivered fast." />',
      '<title>Chennai Eats</title><script type="module" src="/assets/index-abc.js"></script>',
      '</head><body><div id="root"></div></body></html>',
    ].join('\n'),
  );
  fs.mkdirSync(path.join(webDist, 'images', 'restaurants'), { recursive: true });
  fs.writeFileSync(path.join(webDist, 'images', 'restaurants', '3.png'), 'png');
  ctx = await createTestApp({ WEB_DIST: webDist, PUBLIC_URL: `${ORIGIN}/` });
  const rows = await ctx.database.db
    .insert(restaurants)
    .values([
      makeRestaurant({
        name: 'Dosa <Corner> & "Sons"',
        description: 'Crisp dosas </script><script>alert(1)</script>',
        cuisine: ['South Indian', 'Indian'],
        area: 'Adyar',
        rating: 4.62,
        ratingCount: 1234,
        images: ['/images/restaurants/3.svg'],
      }),
      makeRestaurant({ name: 'Closed Kitchen', isActive: false }),
      makeRestaurant({ name: 'Plain Place', images: ['/images/restaurants/4.svg'], ratingCount: 0 }),
    ])
    .returning({ id: restaurants.id });
  [activeId, closedId, plainId] = rows.map((r) => r.id) as [string, string, string];
  await ctx.database.db
    .insert(foodItems)
    .values([
      makeFoodItem(activeId, { name: 'Ghee Roast Dosa', rating: 4.8, pricePaise: 13000 }),
      makeFoodItem(activeId, { name: 'Filter Coffee', rating: 4.5, pricePaise: 4000, category: 'Beverage' }),
      makeFoodItem(activeId, { name: 'Sold Out Vada', rating: 4.9, isAvailable: false }),
    ]);
});
afterAll(async () => {
  await ctx.close();
  fs.rmSync(webDist, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'GET', url, headers });

function metaContent(html: string, attr: 'name' | 'property', key: string): string[] {
  const re = new RegExp(`<meta ${attr}="${key}" content="([^"]*)" />`, 'g');
  return [...html.matchAll(re)].map((m) => m[1] ?? '');
}

describe('a restaurant page, as the server sends it', () => {
  it("carries the restaurant's name, rating, cuisines, area and picture in its head, escaped", async () => {
    const res = await get(`/view-restaurant/${activeId}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    const html = res.body;
    const name = escapeHtml('Dosa <Corner> & "Sons"');
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toContain(`<title>${name}, Adyar · ${SITE_NAME}</title>`);
    expect(metaContent(html, 'name', 'description')).toEqual([
      escapeHtml(
        'Rated 4.6 (1,234 ratings) · South Indian, Indian · Adyar. Popular: Ghee Roast Dosa, Filter Coffee. Crisp dosas </script><script>alert(1)</script>',
      ),
    ]);
    expect(html).not.toContain('<script>alert(1)');
    expect(html).toContain(`<link rel="canonical" href="${ORIGIN}/view-restaurant/${activeId}" />`);
    expect(metaContent(html, 'property', 'og:type')).toEqual(['restaurant.restaurant']);
    expect(metaContent(html, 'property', 'og:title')).toEqual([`${name}, Adyar · ${SITE_NAME}`]);
    expect(metaContent(html, 'property', 'og:url')).toEqual([`${ORIGIN}/view-restaurant/${activeId}`]);
    // The PNG twin of the storefront drawing, absolute: previews do not show SVG.
    expect(metaContent(html, 'property', 'og:image')).toEqual([`${ORIGIN}/images/restaurants/3.png`]);
    expect(metaContent(html, 'property', 'restaurant:rating')).toEqual(['4.6']);
    expect(metaContent(html, 'property', 'restaurant:cuisine')).toEqual(['South Indian', 'Indian']);
    expect(metaContent(html, 'property', 'restaurant:area')).toEqual(['Adyar']);
    expect(metaContent(html, 'name', 'twitter:card')).toEqual(['summary_large_image']);
    expect(metaContent(html, 'name', 'twitter:image')).toEqual([`${ORIGIN}/images/restaurants/3.png`]);
    expect(metaContent(html, 'name', 'robots')).toEqual([]);
    // The banner drawing, fetched before the app asks for it (an SVG has no srcset).
    expect(html).toContain(
      '<link rel="preload" as="image" fetchpriority="high" href="/images/restaurants/3.svg" />',
    );
    // The shell's own scripts and root stay; its generic title and description are replaced.
    expect(html).toContain('<script type="module" src="/assets/index-abc.js"></script>');
    expect(html).toContain('<div id="root"></div>');
    expect(html).not.toContain('<title>Chennai Eats</title>');
  });

  it('describes it as a schema.org Restaurant that no value can break out of', async () => {
    const html = (await get(`/view-restaurant/${activeId}`)).body;
    const blocks = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)];
    expect(blocks).toHaveLength(1);
    const data = JSON.parse(blocks[0]?.[1] ?? '');
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Restaurant',
      name: 'Dosa <Corner> & "Sons"',
      url: `${ORIGIN}/view-restaurant/${activeId}`,
      image: `${ORIGIN}/images/restaurants/3.png`,
      servesCuisine: ['South Indian', 'Indian'],
      priceRange: '₹₹',
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.6, ratingCount: 1234, bestRating: 5 },
    });
    // Its dishes on sale, best rated first, with prices in rupees.
    expect(
      data.hasMenu.hasMenuItem.map((d: { name: string; offers: { price: string } }) => [
        d.name,
        d.offers.price,
      ]),
    ).toEqual([
      ['Ghee Roast Dosa', '130.00'],
      ['Filter Coffee', '40.00'],
    ]);
    expect(jsonForScript({ a: '</script><!--' })).toBe('{"a":"\\u003c/script\\u003e\\u003c!--"}');
  });

  it('falls back to the picture itself when it has no PNG twin, and claims no rating nobody gave', async () => {
    const html = (await get(`/view-restaurant/${plainId}`)).body;
    expect(metaContent(html, 'property', 'og:image')).toEqual([`${ORIGIN}/images/restaurants/4.svg`]);
    expect(metaContent(html, 'name', 'description')[0]).toMatch(
      /^New on Chennai Eats · Indian · Anna Nagar\./,
    );
    expect(html).not.toContain('AggregateRating');
  });

  it('answers 404 with the app shell for an unknown, inactive or malformed restaurant', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', closedId, 'nope']) {
      const res = await get(`/view-restaurant/${id}`);
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.body).toContain('<div id="root"></div>');
      expect(res.body).toContain(`<title>Restaurant not found · ${SITE_NAME}</title>`);
      expect(metaContent(res.body, 'name', 'robots')).toEqual(['noindex']);
      expect(res.body).not.toContain('Closed Kitchen');
      expect(res.body).not.toContain('rel="preload"');
    }
  });

  it('is revalidated on every visit, and an unchanged page is a 304', async () => {
    const first = await get(`/view-restaurant/${activeId}`);
    expect(first.headers['cache-control']).toBe('no-cache');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await get(`/view-restaurant/${activeId}`, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const other = await get('/all-restaurants', { 'if-none-match': etag });
    expect(other.statusCode).toBe(200);
  });
});

describe("a restaurant page's banner, preloaded", () => {
  const photo = '/api/images/5f0c6d0e-3b1a-4c6e-9a43-2f1d7c9b8e10';
  let photoId: string;
  let oddId: string;
  const preloads = (html: string) => html.match(/<link rel="preload"[^>]*>/g) ?? [];

  beforeAll(async () => {
    const rows = await ctx.database.db
      .insert(restaurants)
      .values([
        makeRestaurant({ name: 'Photo Kitchen', images: [photo, '/images/restaurants/2.svg'] }),
        makeRestaurant({ name: 'Odd Kitchen', images: ['/images/x.svg?a=1&b="><script>alert(2)</script>'] }),
      ])
      .returning({ id: restaurants.id });
    [photoId, oddId] = rows.map((r) => r.id) as [string, string];
  });
  afterAll(async () => {
    await ctx.database.db.delete(restaurants).where(eq(restaurants.name, 'Photo Kitchen'));
    await ctx.database.db.delete(restaurants).where(eq(restaurants.name, 'Odd Kitchen'));
  });

  it("asks for an uploaded photo at the widths and sizes the page's banner <img> asks for", async () => {
    const html = (await get(`/view-restaurant/${photoId}`)).body;
    const srcset = [160, 320, 480, 640, 960, 1200].map((w) => `${photo}?w=${w} ${w}w`).join(', ');
    expect(preloads(html)).toEqual([
      `<link rel="preload" as="image" fetchpriority="high" href="${photo}" imagesrcset="${srcset}" imagesizes="${IMAGE_SLOT_SIZES.banner}" />`,
    ]);
    expect(IMAGE_SLOT_SIZES.banner).toBe('(min-width: 48em) 360px, 100vw');
  });

  it('escapes a picture address that could end the attribute', async () => {
    const html = (await get(`/view-restaurant/${oddId}`)).body;
    expect(preloads(html)).toEqual([
      '<link rel="preload" as="image" fetchpriority="high" href="/images/x.svg?a=1&amp;b=&quot;&gt;&lt;script&gt;alert(2)&lt;/script&gt;" />',
    ]);
    expect(html).not.toContain('<script>alert(2)');
  });

  it('preloads nothing on pages without a banner', async () => {
    for (const url of ['/', '/all-restaurants', '/cart']) {
      expect(preloads((await get(url)).body)).toEqual([]);
    }
  });
});

describe('other pages', () => {
  it('gives the home, browse and information pages their own title, description and canonical URL', async () => {
    for (const [pathname, words] of Object.entries(PUBLIC_PAGE_WORDS)) {
      const res = await get(`${pathname}?utm_source=x`);
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain(`<title>${escapeHtml(words.title)}</title>`);
      expect(metaContent(res.body, 'name', 'description')).toEqual([escapeHtml(words.description)]);
      expect(res.body).toContain(`<link rel="canonical" href="${ORIGIN}${pathname}" />`);
      expect(metaContent(res.body, 'name', 'robots')).toEqual([]);
    }
  });

  it("keeps private pages out of search results under the site's name", async () => {
    const res = await get('/cart');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(`<title>${SITE_NAME}</title>`);
    expect(metaContent(res.body, 'name', 'robots')).toEqual(['noindex']);
  });
});

describe('robots.txt and the sitemap', () => {
  it('lets search engines in except the workspaces, accounts and the API, and names the sitemap', async () => {
    const res = await get('/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    const lines = res.body.split('\n');
    expect(lines.slice(0, 2)).toEqual(['User-agent: *', 'Allow: /']);
    for (const p of ['/api/', '/admin', '/restaurant-', '/delivery', '/view-restaurants', '/cart']) {
      expect(lines).toContain(`Disallow: ${p}`);
    }
    // The admin list is hidden; a restaurant page is not.
    expect(
      lines.some((l) => l.startsWith('Disallow:') && `/view-restaurant/${activeId}`.startsWith(l.slice(10))),
    ).toBe(false);
    expect(lines).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
  });

  it('indexes the public pages and the restaurants', async () => {
    const res = await get('/sitemap.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(res.body).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect([...res.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1])).toEqual([
      `${ORIGIN}/sitemaps/pages.xml`,
      `${ORIGIN}/sitemaps/restaurants-1.xml`,
    ]);
    const pages = await get('/sitemaps/pages.xml');
    expect([...pages.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1])).toEqual(
      Object.keys(PUBLIC_PAGE_WORDS).map((p) => `${ORIGIN}${p}`),
    );
  });

  it('lists active restaurants only, each with when it last changed', async () => {
    const res = await get('/sitemaps/restaurants-1.xml');
    expect(res.statusCode).toBe(200);
    const urls = [...res.body.matchAll(/<url><loc>([^<]+)<\/loc><lastmod>([^<]+)<\/lastmod><\/url>/g)];
    expect(urls.map((m) => m[1]).sort()).toEqual(
      [activeId, plainId].map((id) => `${ORIGIN}/view-restaurant/${id}`).sort(),
    );
    for (const m of urls) expect(new Date(m[2] ?? '').toISOString()).toBe(m[2]);
    expect(res.body.trimEnd().endsWith('</urlset>')).toBe(true);
  });

  it('moves lastmod when a restaurant changes, whoever changes it', async () => {
    const lastmod = async () => {
      const body = (await get('/sitemaps/restaurants-1.xml')).body;
      return new RegExp(`${plainId}</loc><lastmod>([^<]+)<`).exec(body)?.[1] ?? '';
    };
    const before = await lastmod();
    await ctx.database.db
      .update(restaurants)
      .set({ openHours: '9 AM - 9 PM' })
      .where(eq(restaurants.id, plainId));
    expect(new Date(await lastmod()).getTime()).toBeGreaterThan(new Date(before).getTime());
  });

  it('answers 404 for a sitemap file past the end or a made-up name', async () => {
    for (const url of [
      '/sitemaps/restaurants-2.xml',
      '/sitemaps/restaurants-0.xml',
      '/sitemaps/restaurants-x.xml',
    ]) {
      expect((await get(url)).statusCode).toBe(404);
    }
  });
});
