import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';

/**
 * Public reads (catalogue, menus, search, and the public pages rendered with them: decision 031)
 * answered at near-static cost (decision 024).
 *
 * The same query gives every visitor the same bytes for `ttlMs`, so an entry keeps the serialised
 * body, its strong ETag and, made once on first demand, its Brotli and gzip encodings. A request
 * whose `If-None-Match` names the ETag gets a 304. Concurrent misses share one computation; a
 * failed computation is not remembered and never evicts a newer entry. Per app instance: a change
 * shows on every instance within `ttlMs`. `ttlMs` 0 turns the cache off (the search bench measures
 * the queries that way).
 */

/** A JSON answer (serialised by the route's own serializer), or a rendered page (plugins/spa.ts). */
export type PublicRead = ({ payload: unknown } | { html: string }) & { headers?: Record<string, string> };

type Encoding = 'br' | 'gzip';

/** Below this, compressing costs more than it saves (as @fastify/compress's default). */
const COMPRESS_THRESHOLD_BYTES = 1024;

/** Chosen by measurement on a 31 kB restaurant list (decision 024): ~1 ms each, within 2% of the next levels. */
const compressors: Record<Encoding, (body: Buffer) => Promise<Buffer>> = {
  br: (body) =>
    promisify(brotliCompress)(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 5,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      },
    }),
  gzip: (body) => promisify(gzip)(body, { level: 6 }),
};

class Entry {
  private readonly encodings = new Map<Encoding, Promise<Buffer>>();

  constructor(
    readonly body: Buffer,
    readonly etag: string,
    readonly type: string,
    readonly headers: Record<string, string>,
  ) {}

  encoded(encoding: Encoding): Promise<Buffer> {
    let pending = this.encodings.get(encoding);
    if (!pending) {
      pending = compressors[encoding](this.body);
      this.encodings.set(encoding, pending);
    }
    return pending;
  }
}

export class PublicReadCache {
  private readonly entries: LRUCache<string, Promise<Entry>> | null;

  constructor(ttlMs: number, maxEntries: number) {
    this.entries = ttlMs > 0 ? new LRUCache({ max: maxEntries, ttl: ttlMs }) : null;
  }

  /** Answers `request` from the entry for `key`, computing it with `compute` when there is none. */
  async send(
    request: FastifyRequest,
    reply: FastifyReply,
    key: string,
    compute: () => Promise<PublicRead>,
  ): Promise<FastifyReply> {
    const entry = await this.entry(key, async () => {
      const read = await compute();
      if ('html' in read) {
        const body = Buffer.from(read.html);
        return new Entry(body, strongEtag(body), 'text/html; charset=utf-8', read.headers ?? {});
      }
      // The route's own serializer: the response schema decides the shape, here as everywhere.
      const body = Buffer.from(reply.serialize(read.payload) as string);
      return new Entry(body, strongEtag(body), 'application/json; charset=utf-8', read.headers ?? {});
    });
    reply
      .headers(entry.headers)
      .header('etag', entry.etag)
      // Every use asks first: the browser sends If-None-Match and mostly gets a 304.
      .header('cache-control', 'no-cache')
      // An entry may vary by more (a page by its session cookie: plugins/spa.ts).
      .header('vary', entry.headers.vary ? `accept-encoding, ${entry.headers.vary}` : 'accept-encoding');
    if (etagMatches(request.headers['if-none-match'], entry.etag)) return reply.code(304).send();
    reply.type(entry.type);
    const encoding = entry.body.length >= COMPRESS_THRESHOLD_BYTES ? acceptedEncoding(request) : null;
    if (!encoding) return reply.send(entry.body);
    return reply.header('content-encoding', encoding).send(await entry.encoded(encoding));
  }

  /** Forgets everything: a manager changed the catalogue on this instance. */
  clear(): void {
    this.entries?.clear();
  }

  private entry(key: string, compute: () => Promise<Entry>): Promise<Entry> {
    if (!this.entries) return compute();
    const cached = this.entries.get(key);
    if (cached) return cached;
    const pending = compute();
    this.entries.set(key, pending);
    pending.catch(() => {
      // Not remembered, and only this computation is forgotten, never a newer one.
      if (this.entries?.peek(key) === pending) this.entries.delete(key);
    });
    return pending;
  }
}

function strongEtag(body: Buffer): string {
  return `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
}

/** `If-None-Match` is a list; a proxy that re-encodes may have weakened our tag to `W/"…"`. */
export function etagMatches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

/** Brotli when the client takes it, else gzip, else none; `q=0` refuses an encoding. */
export function acceptedEncoding(request: FastifyRequest): Encoding | null {
  const header = request.headers['accept-encoding'];
  if (!header || request.headers['x-no-compression'] !== undefined) return null;
  const accepted = new Set<string>();
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (q && Number(q.slice(2)) === 0) continue;
    accepted.add(name.trim());
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip') || accepted.has('*')) return 'gzip';
  return null;
}
