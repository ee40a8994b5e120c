import { SITE_NAME, type TImageSources } from '@app/shared';

/** A page's head, as the server writes it into the app shell (decision 022). */
export type PageHead = {
  title: string;
  description: string;
  /** Absolute URL of the page (no query). */
  canonical: string;
  /** Open Graph type: 'website', or 'restaurant.restaurant' for a restaurant page. */
  type: string;
  /** Absolute URL of the preview picture, if any. */
  image?: string | undefined;
  imageAlt?: string | undefined;
  /** Extra Open Graph / page facts, e.g. `restaurant:rating` (written as <meta property>). */
  extra?: readonly (readonly [string, string])[];
  /** schema.org data (JSON-LD), already shaped. */
  structuredData?: Record<string, unknown> | undefined;
  /** Keep the page out of search results (not-found pages). */
  noIndex?: boolean;
  /**
   * The first screen's largest picture, preloaded with high priority: exactly the src, srcset and
   * sizes of the page's own <img>, so the browser reuses what it fetched (decision 027).
   */
  lcpImage?: TImageSources | undefined;
};

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text and attribute values: everything that could end a tag or an attribute is escaped. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c] ?? c);
}

/**
 * JSON inside <script type="application/ld+json">: `<` is written \u003c so no value can close
 * the script element (`</script>`) or open a comment; U+2028/2029 for old parsers.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

const meta = (attr: 'name' | 'property', key: string, content: string) =>
  `<meta ${attr}="${escapeHtml(key)}" content="${escapeHtml(content)}" />`;

/** `<link rel=preload>` for a picture: the browser fetches it before the app asks for it. */
export function imagePreload(image: TImageSources): string {
  const attrs = [
    'rel="preload"',
    'as="image"',
    'fetchpriority="high"',
    `href="${escapeHtml(image.src)}"`,
    ...(image.srcSet ? [`imagesrcset="${escapeHtml(image.srcSet)}"`] : []),
    ...(image.sizes ? [`imagesizes="${escapeHtml(image.sizes)}"`] : []),
  ];
  return `<link ${attrs.join(' ')} />`;
}

/** The head elements of a page, one per line. */
export function renderHead(head: PageHead): string {
  const lines = [
    `<title>${escapeHtml(head.title)}</title>`,
    meta('name', 'description', head.description),
    `<link rel="canonical" href="${escapeHtml(head.canonical)}" />`,
    ...(head.noIndex ? [meta('name', 'robots', 'noindex')] : []),
    ...(head.lcpImage ? [imagePreload(head.lcpImage)] : []),
    meta('property', 'og:site_name', SITE_NAME),
    meta('property', 'og:type', head.type),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:url', head.canonical),
    meta('property', 'og:locale', 'en_IN'),
    ...(head.image
      ? [
          meta('property', 'og:image', head.image),
          ...(head.imageAlt ? [meta('property', 'og:image:alt', head.imageAlt)] : []),
        ]
      : []),
    ...(head.extra ?? []).map(([key, value]) => meta('property', key, value)),
    meta('name', 'twitter:card', head.image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', head.title),
    meta('name', 'twitter:description', head.description),
    ...(head.image ? [meta('name', 'twitter:image', head.image)] : []),
    ...(head.structuredData
      ? [`<script type="application/ld+json">${jsonForScript(head.structuredData)}</script>`]
      : []),
  ];
  return lines.join('\n    ');
}

/**
 * The built index.html split around its own title and description, so each answer is the shell
 * with one page's head in their place. Other head content (theme colour, styles, scripts) stays.
 */
export function shellTemplate(indexHtml: string): (headHtml: string) => string {
  const withoutOwn = indexHtml
    .replace(/<title>[\s\S]*?<\/title>\s*/i, '')
    .replace(/<meta\s+name="description"[^>]*>\s*/i, '');
  const at = withoutOwn.search(/<\/head>/i);
  if (at < 0) return () => indexHtml;
  const before = withoutOwn.slice(0, at);
  const after = withoutOwn.slice(at);
  return (headHtml) => `${before}  ${headHtml}\n  ${after}`;
}
