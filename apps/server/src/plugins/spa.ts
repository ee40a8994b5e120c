import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { firstScreenReads, MESSAGES, type TErrorBody, type TServerRenderer } from '@app/shared';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { MicroCache } from '../lib/micro-cache.ts';
import { appCodeHead, drawnPageShell } from '../modules/pages/drawn-page-shell.ts';
import { COLOR_SCHEME_SCRIPT } from '../modules/pages/inline-scripts.ts';
import { renderHead, shellTemplate } from '../modules/pages/page-head.ts';
import type { RestaurantForHead } from '../modules/pages/pages.repo.ts';
import { type PageDeps, shellAnswerFor } from '../modules/pages/pages.service.ts';
import { seoRoutes } from '../modules/pages/seo.routes.ts';
import { loadServerRenderer, withRenderedPage } from '../modules/pages/server-renderer.ts';
import { hasSessionCookie, withSessionMark } from '../modules/pages/session-mark.ts';

/** How stale a restaurant page's head may be: the catalogue lists' figure (decision 003). */
const HEAD_CACHE_MS = 2000;

/**
 * Serves the built web app. Hashed assets are cached for a year; every other non-/api GET gets
 * index.html (history fallback) so deep links work, with that page's title, description, link
 * preview tags and structured data written into its head (decision 022): a restaurant that does
 * not exist answers 404 with the shell (the app shows its not-found page). Unknown /api paths stay
 * JSON 404s. Also robots.txt and the sitemap. The public pages arrive rendered, with the data
 * they were drawn with, for the app to hydrate (decision 031).
 */
export async function registerSpa(app: FastifyInstance, webDist: string): Promise<void> {
  const indexPath = path.join(webDist, 'index.html');
  // wildcard: false registers one route per built file at start-up, so only client routes reach
  // the not-found handler below.
  const hasBuild = fs.existsSync(indexPath);
  const codeHints = readCodeHints(webDist);
  const indexHtml = hasBuild ? fs.readFileSync(indexPath, 'utf8') : null;
  const shell = indexHtml ? shellTemplate(indexHtml) : null;
  const drawn = indexHtml ? drawnPageShell(indexHtml, webDist) : null;
  const drawnShell = drawn ? shellTemplate(drawn.indexHtml) : null;
  const origin = app.config.publicUrl.replace(/\/+$/, '');
  const deps: PageDeps = {
    db: app.db,
    origin,
    previewImage: previewImageFor(webDist, origin),
    restaurants: new MicroCache<RestaurantForHead | null>(HEAD_CACHE_MS, 500),
  };
  const renderer = hasBuild ? await loadServerRenderer(app, webDist) : null;
  await app.register(seoRoutes(origin));
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      // The web build writes a .br and a .gz copy of each text file (apps/web/build/precompress.ts).
      preCompressed: true,
      // A built file's request is not worth two log lines each: a page asks for dozens.
      logLevel: 'warn',
      setHeaders(res, filePath) {
        res.header('Cache-Control', cacheControlFor(filePath));
      },
    });
  }

  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const isRead = request.method === 'GET' || request.method === 'HEAD';
    if (pathname === '/api' || pathname.startsWith('/api/') || !isRead) {
      return reply.status(404).send({
        error: MESSAGES.notFound,
        message: `No route for ${request.method} ${pathname}`,
        code: 'NOT_FOUND',
        requestId: request.id,
      } satisfies TErrorBody);
    }
    if (isMissingBuildFile(pathname)) {
      // A script or style of another build (an open page after a deploy): a 404 the app's
      // error page turns into "Reload", never index.html as JavaScript.
      return reply
        .status(404)
        .header('Cache-Control', 'no-store')
        .type('text/plain; charset=utf-8')
        .send(`${MESSAGES.notFound} ${pathname}`);
    }
    if (!shell) {
      return reply
        .status(503)
        .type('text/plain')
        .send('The web app is not built yet. Run `npm run build` (npm start does it for you).');
    }
    const answer = await shellAnswerFor(pathname, deps);
    const head = `${renderHead(answer.head)}\n    <script>${COLOR_SCHEME_SCRIPT}</script>`;
    // With a session cookie the page hides "Sign in" until the session is read (decision 057):
    // two versions of a page, by that cookie alone, never by who is signed in.
    const session = hasSessionCookie(request.headers.cookie);
    const marked = (html: string) => (session ? withSessionMark(html) : html);
    if (answer.status === 200 && drawn && drawnShell && renderer?.rendersPage(pathname)) {
      // Rendered and compressed once per cache period, like the reads it is drawn with (decision 031).
      // Only these pages: any other path would take a cache entry from the catalogue's reads.
      const key = `page:${pathname}${session ? ' session' : ''}`;
      return app.publicReads.send(request, reply, key, async () => {
        const page = await renderPage(pathname, renderer, request);
        if (page) {
          // It carries its data and styles; its code starts once it has loaded (decision 033).
          const code = [...drawn.entryScripts, ...codeFor(pathname, codeHints)];
          const html = drawnShell(`${head}\n    ${appCodeHead([...new Set(code)])}`);
          return { html: marked(withRenderedPage(html, page)), headers: { vary: 'cookie' } };
        }
        const preload = preloadHeader(pathname, codeHints);
        const headers: Record<string, string> = preload
          ? { link: preload, vary: 'cookie' }
          : { vary: 'cookie' };
        return { html: marked(shell(head)), headers };
      });
    }
    const preload = preloadHeader(pathname, codeHints);
    if (preload) reply.header('Link', preload);
    const html = marked(shell(head));
    // Revalidated on every visit (a deploy changes the script names it carries); an unchanged page
    // is a 304 without a body.
    const etag = `"${createHash('sha1').update(html).digest('base64url').slice(0, 27)}"`;
    reply.header('Cache-Control', 'no-cache').header('ETag', etag).header('Vary', 'Accept-Encoding, Cookie');
    if (answer.status === 200 && request.headers['if-none-match'] === etag) {
      return reply.status(304).send();
    }
    return reply.status(answer.status).type('text/html; charset=utf-8').send(html);
  });
}

/** A built file's address (under /assets/, or a script, style or source map) that no file answered. */
export function isMissingBuildFile(pathname: string): boolean {
  return pathname.startsWith('/assets/') || /\.(?:m?js|css|map)$/i.test(pathname);
}

/** The page drawn by the web app's renderer, or null to send it unrendered (never an error page). */
function renderPage(pathname: string, renderer: TServerRenderer<Response>, request: FastifyRequest) {
  return renderer.renderPage(pathname).catch((err: unknown) => {
    request.log.warn({ err }, 'server rendering failed; the page is sent unrendered');
    return null;
  });
}

/**
 * The absolute URL of a page's preview picture. Link previews (WhatsApp, Instagram, X) do not
 * show SVG: a local drawing uses its PNG twin when the build has one (scripts/render-images.mjs).
 */
function previewImageFor(webDist: string, origin: string): (src: string | undefined) => string | undefined {
  const known = new Map<string, boolean>();
  const exists = (rel: string) => {
    let hit = known.get(rel);
    if (hit === undefined) {
      const file = path.join(webDist, rel);
      hit = file.startsWith(webDist + path.sep) && fs.existsSync(file);
      if (known.size < 10_000) known.set(rel, hit);
    }
    return hit;
  };
  return (src) => {
    if (!src) return undefined;
    if (/^https?:\/\//i.test(src)) return src;
    if (!src.startsWith('/')) return undefined;
    const clean = src.split(/[?#]/)[0] ?? src;
    if (clean.endsWith('.svg')) {
      const png = clean.replace(/\.svg$/, '.png');
      if (exists(png)) return `${origin}${png}`;
    }
    return `${origin}${clean}`;
  };
}

/** Path prefix -> the built files a lazily loaded page needs (apps/web/build/preload-hints.ts). */
type CodeHints = Record<string, string[]>;

function readCodeHints(webDist: string): CodeHints {
  const file = path.join(webDist, 'preload-hints.json');
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as CodeHints) : {};
}

/** The built files a lazily loaded page needs, by its path (apps/web/build/preload-hints.ts). */
function codeFor(pathname: string, codeHints: CodeHints): string[] {
  return Object.entries(codeHints)
    .filter(([prefix]) => pathname.startsWith(prefix))
    .flatMap(([, files]) => files);
}

/**
 * What a page's first screen needs, as preload hints: its data (firstScreenReads), which the
 * browser hands to the app's own request for the same URL (credentials same-origin, hence
 * `crossorigin`), and the code of a lazily loaded page (its CSS with `crossorigin` too, as Vite's
 * own `<link rel=stylesheet crossorigin>` asks for it, or the browser downloads it twice). Both
 * then download alongside the entry script, a round trip or two sooner on a phone. Null for pages
 * that need neither.
 */
function preloadHeader(pathname: string, codeHints: CodeHints): string | null {
  const data = firstScreenReads(pathname).map(
    (p) => `</api${p}>; rel=preload; as=fetch; crossorigin=anonymous`,
  );
  const code = codeFor(pathname, codeHints).map((f) =>
    f.endsWith('.css') ? `<${f}>; rel=preload; as=style; crossorigin=anonymous` : `<${f}>; rel=modulepreload`,
  );
  const links = [...data, ...code];
  return links.length > 0 ? links.join(', ') : null;
}

/**
 * Hashed build assets never change: cache them for a year. index.html names the current hashes,
 * so it is revalidated every time, or a deploy would leave browsers asking for deleted files.
 */
function cacheControlFor(filePath: string): string {
  if (filePath.includes(`${path.sep}assets${path.sep}`)) return 'public, max-age=31536000, immutable';
  // The file sent may be the build's compressed copy (sw.js.br): it is cached as the file it is of.
  const base = path.basename(filePath).replace(/\.(?:br|gz)$/, '');
  // The service worker and the manifest must be looked at again after a deploy (decision 022).
  if (base === 'index.html' || base === 'sw.js' || base === 'manifest.webmanifest') return 'no-cache';
  return 'public, max-age=3600';
}
