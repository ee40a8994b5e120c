import { Readable } from 'node:stream';
import { PUBLIC_PAGE_WORDS } from '@app/shared';
import type { FastifyPluginAsync } from 'fastify';
import { escapeHtml } from './page-head.ts';
import { activeRestaurantIds, countActiveRestaurants } from './pages.repo.ts';

/** Restaurants per sitemap file (the protocol allows 50,000; smaller files answer faster). */
export const SITEMAP_URLS_PER_FILE = 5000;
/** Rows read per query while a sitemap file streams out. */
const SITEMAP_BATCH = 1000;
/** At most this many restaurant files are listed (250,000 restaurants). */
const SITEMAP_MAX_FILES = 50;

/**
 * Where search engines may not go: the workspaces (restaurant owner, admin, delivery), the account
 * and order pages, and the API. Prefixes, as robots.txt reads them (`/view-restaurants` is the
 * admin list; a restaurant page is `/view-restaurant/{id}` and stays allowed).
 */
export const ROBOTS_DISALLOW = [
  '/api/',
  '/admin',
  '/add-',
  '/view-restaurants',
  '/view-users',
  '/restaurant-',
  '/restaurant/',
  '/food-items',
  '/delivery',
  '/cart',
  '/orders',
  '/review/',
  '/Dashboard',
  '/Profile',
  '/profile-info',
  '/login',
  '/signup',
  '/reset-password',
  '/logout',
] as const;

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const loc = (url: string) => `<loc>${escapeHtml(url)}</loc>`;

/** robots.txt and the sitemap (decision 022), at the public address from PUBLIC_URL. */
export function seoRoutes(origin: string): FastifyPluginAsync {
  return async (app) => {
    const hidden = { schema: { hide: true }, config: { access: 'public' as const } };

    app.get('/robots.txt', hidden, async (_request, reply) => {
      const lines = [
        'User-agent: *',
        'Allow: /',
        ...ROBOTS_DISALLOW.map((p) => `Disallow: ${p}`),
        '',
        `Sitemap: ${origin}/sitemap.xml`,
        '',
      ];
      return reply
        .type('text/plain; charset=utf-8')
        .header('Cache-Control', 'public, max-age=3600')
        .send(lines.join('\n'));
    });

    // An index: the public pages, then the restaurants a file at a time.
    app.get('/sitemap.xml', hidden, async (_request, reply) => {
      const files = Math.min(
        SITEMAP_MAX_FILES,
        Math.max(1, Math.ceil((await countActiveRestaurants(app.db)) / SITEMAP_URLS_PER_FILE)),
      );
      const entries = ['/sitemaps/pages.xml'];
      for (let n = 1; n <= files; n++) entries.push(`/sitemaps/restaurants-${n}.xml`);
      const body = `${XML_HEAD}<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries
        .map((p) => `  <sitemap>${loc(`${origin}${p}`)}</sitemap>`)
        .join('\n')}\n</sitemapindex>\n`;
      return reply
        .type('application/xml; charset=utf-8')
        .header('Cache-Control', 'public, max-age=600')
        .send(body);
    });

    app.get('/sitemaps/pages.xml', hidden, async (_request, reply) => {
      const urls = Object.keys(PUBLIC_PAGE_WORDS).map((p) => `  <url>${loc(`${origin}${p}`)}</url>`);
      const body = `${XML_HEAD}<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
      return reply
        .type('application/xml; charset=utf-8')
        .header('Cache-Control', 'public, max-age=3600')
        .send(body);
    });

    app.get<{ Params: { n: string } }>('/sitemaps/restaurants-:n.xml', hidden, async (request, reply) => {
      const n = /^[1-9]\d{0,2}$/.test(request.params.n) ? Number(request.params.n) : 0;
      if (n < 1 || n > SITEMAP_MAX_FILES) {
        return reply.status(404).type('text/plain; charset=utf-8').send('No such sitemap.');
      }
      // The first batch is read before answering, so a database failure is a clean error response
      // and a file past the end is a 404; the rest streams out a batch at a time.
      const first = await activeRestaurantIds(
        app.db,
        { offset: (n - 1) * SITEMAP_URLS_PER_FILE },
        SITEMAP_BATCH,
      );
      if (first.length === 0 && n > 1) {
        return reply.status(404).type('text/plain; charset=utf-8').send('No such sitemap.');
      }
      const db = app.db;
      async function* lines() {
        yield `${XML_HEAD}<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n`;
        let batch = first;
        let sent = 0;
        while (batch.length > 0) {
          yield batch
            .map(
              (r) =>
                `  <url>${loc(`${origin}/view-restaurant/${r.id}`)}<lastmod>${r.updatedAt.toISOString()}</lastmod></url>\n`,
            )
            .join('');
          sent += batch.length;
          const left = SITEMAP_URLS_PER_FILE - sent;
          const last = batch[batch.length - 1];
          if (left <= 0 || batch.length < SITEMAP_BATCH || !last) break;
          batch = await activeRestaurantIds(db, { afterId: last.id }, Math.min(SITEMAP_BATCH, left));
        }
        yield '</urlset>\n';
      }
      return reply
        .type('application/xml; charset=utf-8')
        .header('Cache-Control', 'public, max-age=600')
        .send(Readable.from(lines()));
    });
  };
}
