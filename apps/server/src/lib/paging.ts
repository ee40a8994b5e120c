import type { FastifyReply } from 'fastify';

/** Lists keep the spec's plain-array shape; the total travels in a header. */
export function sendPage<T>(reply: FastifyReply, page: { items: T[]; total: number }): T[] {
  reply.header('X-Total-Count', String(page.total));
  return page.items;
}
