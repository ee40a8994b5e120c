import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { firstScreenReads } from '@app/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/test-app.ts';

const RESTAURANT_ID = '0b6f1c9e-6a2d-4c1b-9a51-6a1e2f0c3d4e';
let ctx: TestContext;
let webDist: string;

beforeAll(async () => {
  webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'web-dist-'));
  fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><div id="root"></div>');
  // What the web build writes for its lazily loaded pages (apps/web/build/preload-hints.ts).
  fs.writeFileSync(
    path.join(webDist, 'preload-hints.json'),
    JSON.stringify({ '/view-restaurant/': ['/assets/page-1.js', '/assets/icon-2.js', '/assets/page-3.css'] }),
  );
  // A built script and the service worker, each with the compressed copies the build writes
  // beside it (apps/web/build/precompress.ts).
  fs.mkdirSync(path.join(webDist, 'assets'));
  for (const file of ['assets/page-1.js', 'sw.js']) {
    const source = `/* ${file} */ ${'console.log("a built script");'.repeat(80)}`;
    fs.writeFileSync(path.join(webDist, file), source);
    fs.writeFileSync(path.join(webDist, `${file}.br`), zlib.brotliCompressSync(source));
    fs.writeFileSync(path.join(webDist, `${file}.gz`), zlib.gzipSync(source));
  }
  ctx = await createTestApp({ WEB_DIST: webDist });
});
afterAll(async () => {
  await ctx.close();
  fs.rmSync(webDist, { recursive: true, force: true });
});

describe('app shell', () => {
  it('serves deep links the app shell, revalidated on every visit', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/all-restaurants?q=dosa' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root">');
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it("answers an unknown /assets/ file (an old build's script after a deploy) 404, not the app shell", async () => {
    for (const url of [
      '/assets/page-OLDHASH.js',
      '/assets/style-OLD.css',
      '/assets/missing.png',
      '/sw-old.js',
    ]) {
      const res = await ctx.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toContain('text/plain');
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.body).not.toContain('<div id="root">');
    }
  });

  it("sends the build's compressed copy as it is, cached as the file it is a copy of", async () => {
    for (const [url, cacheControl] of [
      ['/assets/page-1.js', 'public, max-age=31536000, immutable'],
      ['/sw.js', 'no-cache'],
    ] as const) {
      const br = await ctx.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br, gzip' } });
      expect(br.statusCode).toBe(200);
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.headers['content-type']).toContain('javascript');
      expect(br.headers['cache-control']).toBe(cacheControl);
      expect(br.rawPayload.equals(fs.readFileSync(path.join(webDist, `${url}.br`)))).toBe(true);
      const gz = await ctx.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
      expect(gz.headers['content-encoding']).toBe('gzip');
      expect(zlib.gunzipSync(gz.rawPayload).toString()).toContain(`/* ${url.slice(1)} */`);
      const plain = await ctx.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'identity' } });
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.headers['cache-control']).toBe(cacheControl);
    }
  });

  it('answers HEAD like GET (uptime checks and link previews ask with HEAD)', async () => {
    const res = await ctx.app.inject({ method: 'HEAD', url: '/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
  });

  it('names the home page data as preloads, and each names a working read', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/' });
    expect(res.headers.link).toBe(
      '</api/food-items?limit=8>; rel=preload; as=fetch; crossorigin=anonymous, ' +
        '</api/restaurants?page=1&limit=8>; rel=preload; as=fetch; crossorigin=anonymous',
    );
    for (const read of firstScreenReads('/')) {
      expect((await ctx.app.inject({ method: 'GET', url: `/api${read}` })).statusCode).toBe(200);
    }
  });

  it("names the restaurant, its menu and the page's code on the restaurant page", async () => {
    const res = await ctx.app.inject({ method: 'GET', url: `/view-restaurant/${RESTAURANT_ID}` });
    // No such restaurant in this database: a 404 (modules/pages), still with the hints the page needs.
    expect(res.statusCode).toBe(404);
    expect(res.headers.link).toBe(
      [
        `</api/restaurants/${RESTAURANT_ID}>; rel=preload; as=fetch; crossorigin=anonymous`,
        `</api/food-items-by-restaurant?restaurantId=${RESTAURANT_ID}&limit=200>; rel=preload; as=fetch; crossorigin=anonymous`,
        '</assets/page-1.js>; rel=modulepreload',
        '</assets/icon-2.js>; rel=modulepreload',
        '</assets/page-3.css>; rel=preload; as=style; crossorigin=anonymous',
      ].join(', '),
    );
  });

  it("names Browse Restaurants' first page of restaurants, and it is a working read", async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/all-restaurants' });
    expect(res.headers.link).toBe(
      '</api/restaurants?page=1&limit=24>; rel=preload; as=fetch; crossorigin=anonymous',
    );
    for (const read of firstScreenReads('/all-restaurants')) {
      expect((await ctx.app.inject({ method: 'GET', url: `/api${read}` })).statusCode).toBe(200);
    }
  });

  it('names nothing for pages without hints', async () => {
    for (const url of ['/cart', '/about']) {
      const res = await ctx.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.headers.link).toBeUndefined();
    }
  });

  it('names only the code, no data, for a malformed restaurant id (the page says it is not found)', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/view-restaurant/nope' });
    expect(res.headers.link).toContain('</assets/page-1.js>; rel=modulepreload');
    expect(res.headers.link).not.toContain('/api/');
  });

  it('keeps unknown API paths JSON 404s, without preloads', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/nope' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'NOT_FOUND' });
    expect(res.headers.link).toBeUndefined();
  });
});
