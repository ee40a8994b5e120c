import type { FastifyReply } from 'fastify';
import type { PublicRead } from './public-read-cache.ts';

/** Lists keep the spec's plain-array shape; the total travels in a header. */
export function sendPage<T>(reply: FastifyReply, page: { items: T[]; total: number }): T[] {
  reply.header('X-Total-Count', String(page.total));
  return page.items;
}

/** The same page as a public-read cache entry (lib/public-read-cache.ts). */
export function pageRead<T>(page: { items: T[]; total: number }): PublicRead {
  return { payload: page.items, headers: { 'X-Total-Count': String(page.total) } };
}
