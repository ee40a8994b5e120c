import fs from 'node:fs';
import path from 'node:path';
import { firstScreenReads, MESSAGES, type TErrorBody } from '@app/shared';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/**
 * Serves the built web app. Hashed assets are cached for a year; every other non-/api GET gets
 * index.html (history fallback) so deep links work; unknown /api paths stay JSON 404s.
 */
export async function registerSpa(app: FastifyInstance, webDist: string): Promise<void> {
  const indexPath = path.join(webDist, 'index.html');
  // wildcard: false registers one route per built file at start-up, so only client routes reach
  // the not-found handler below.
  const hasBuild = fs.existsSync(indexPath);
  const codeHints = readCodeHints(webDist);
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      preCompressed: true,
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
    if (!hasBuild) {
      return reply
        .status(503)
        .type('text/plain')
        .send('The web app is not built yet. Run `npm run build` (npm start does it for you).');
    }
    const preload = preloadHeader(pathname, codeHints);
    if (preload) reply.header('Link', preload);
    return reply.sendFile('index.html');
  });
}

/** Path prefix -> the built files a lazily loaded page needs (apps/web/build/preload-hints.ts). */
type CodeHints = Record<string, string[]>;

function readCodeHints(webDist: string): CodeHints {
  const file = path.join(webDist, 'preload-hints.json');
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as CodeHints) : {};
}

/**
 * What a page's first screen needs, as preload hints: its data (firstScreenReads), which the
 * browser hands to the app's own request for the same URL (credentials same-origin, hence
 * `crossorigin`), and the code of a lazily loaded page. Both then download alongside the entry
 * script, a round trip or two sooner on a phone. Null for pages that need neither.
 */
function preloadHeader(pathname: string, codeHints: CodeHints): string | null {
  const data = firstScreenReads(pathname).map(
    (p) => `</api${p}>; rel=preload; as=fetch; crossorigin=anonymous`,
  );
  const code = Object.entries(codeHints)
    .filter(([prefix]) => pathname.startsWith(prefix))
    .flatMap(([, files]) => files)
    .map((f) => (f.endsWith('.css') ? `<${f}>; rel=preload; as=style` : `<${f}>; rel=modulepreload`));
  const links = [...data, ...code];
  return links.length > 0 ? links.join(', ') : null;
}

/**
 * Hashed build assets never change: cache them for a year. index.html names the current hashes,
 * so it is revalidated every time, or a deploy would leave browsers asking for deleted files.
 */
function cacheControlFor(filePath: string): string {
  if (filePath.includes(`${path.sep}assets${path.sep}`)) return 'public, max-age=31536000, immutable';
  if (path.basename(filePath) === 'index.html') return 'no-cache';
  return 'public, max-age=3600';
}
