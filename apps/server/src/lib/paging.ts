import { Readable } from 'node:stream';
import { LIST_CSV_MAX_ROWS, type TPageQuery, type TSearchPageQuery } from '@app/shared';
import type { FastifyReply } from 'fastify';
import { CSV_BOM, csvLine } from './csv.ts';
import { escapeLike } from './escape-like.ts';
import type { PublicRead } from './public-read-cache.ts';

/**
 * The one list stack. Every list answers with `sendPage`: the spec's plain-array shape, the total
 * in X-Total-Count. A list whose service counts and reads itself hands over the page; a management
 * list hands over its query and a `ListSource` (and, for `format=csv`, its CSV columns), and gets
 * one page, or every filtered row as a streamed CSV download.
 */
export type Page<T> = { items: T[]; total: number };

export function sendPage<T>(reply: FastifyReply, page: Page<T>): T[];
export function sendPage<T>(
  reply: FastifyReply,
  query: Pick<TSearchPageQuery, 'page' | 'limit' | 'format'>,
  source: ListSource<T>,
  csv: CsvExport<T>,
): Promise<T[]>;
export function sendPage<T>(
  reply: FastifyReply,
  pageOrQuery: Page<T> | Pick<TSearchPageQuery, 'page' | 'limit' | 'format'>,
  source?: ListSource<T>,
  csv?: CsvExport<T>,
): T[] | Promise<T[]> {
  if ('items' in pageOrQuery) {
    reply.header('X-Total-Count', String(pageOrQuery.total));
    return pageOrQuery.items;
  }
  if (!source || !csv) throw new TypeError('sendPage: a query needs its list source and CSV columns');
  return sourcePage(reply, pageOrQuery, source, csv);
}

async function sourcePage<T>(
  reply: FastifyReply,
  query: Pick<TSearchPageQuery, 'page' | 'limit' | 'format'>,
  source: ListSource<T>,
  csv: CsvExport<T>,
): Promise<T[]> {
  if (query.format === 'csv') return sendCsv(reply, csv, offsetBatches(source)) as unknown as T[];
  const [items, total] = await Promise.all([source.rows(query.limit, offsetOf(query)), source.count()]);
  return sendPage(reply, { items, total });
}

/** The same page as a public-read cache entry (lib/public-read-cache.ts). */
export function pageRead<T>(page: Page<T>): PublicRead {
  return { payload: page.items, headers: { 'X-Total-Count': String(page.total) } };
}

/**
 * A management list's query (food items, restaurants, users, orders, reviews, help desk): its repo
 * does the SQL, one query for a page and one for the count, both on the same indexed WHERE.
 */
export type ListSource<T> = {
  /** Rows `offset`..`offset+limit` in the list's order; the order must end on a unique column. */
  rows(limit: number, offset: number): Promise<T[]>;
  /** How many rows the filters match. */
  count(): Promise<number>;
};

export type CsvColumn<T> = { header: string; value: (row: T) => unknown };

export type CsvExport<T> = {
  /** The download's name, e.g. the spec's `food-items-export.csv`. */
  fileName: string;
  columns: readonly CsvColumn<T>[];
};

/** How many rows a CSV export reads per query. */
const CSV_BATCH = 1000;

/** `q` as a lower-case `%text%` LIKE pattern with its wildcards escaped, or undefined for no search. */
export function searchPattern(q: string | undefined): string | undefined {
  const text = q?.trim().toLowerCase();
  return text ? `%${escapeLike(text)}%` : undefined;
}

export const offsetOf = (q: Pick<TPageQuery, 'page' | 'limit'>) => (q.page - 1) * q.limit;

/** Every row of a list, CSV_BATCH at a time, at most LIST_CSV_MAX_ROWS. */
async function* offsetBatches<T>(source: ListSource<T>): AsyncGenerator<T[]> {
  for (let offset = 0; offset < LIST_CSV_MAX_ROWS; offset += CSV_BATCH) {
    const rows = await source.rows(Math.min(CSV_BATCH, LIST_CSV_MAX_ROWS - offset), offset);
    if (rows.length) yield rows;
    if (rows.length < CSV_BATCH) return;
  }
}

/**
 * Streams a CSV download: the header, then each batch as the database answers it, so a large
 * export never sits in memory whole. Returns the reply (Fastify pipes the stream; route handlers
 * `return sendCsv(...)`).
 */
export function sendCsv<T>(
  reply: FastifyReply,
  csv: CsvExport<T>,
  batches: AsyncIterable<T[]>,
): FastifyReply {
  reply
    .header('Content-Type', 'text/csv; charset=utf-8')
    .header('Content-Disposition', `attachment; filename="${csv.fileName}"`)
    .header('Cache-Control', 'no-store');
  // The stream is the body (no JSON serialisation); returning the reply says the answer is under way.
  return reply.send(Readable.from(csvChunks(csv, batches)));
}

async function* csvChunks<T>(csv: CsvExport<T>, batches: AsyncIterable<T[]>): AsyncGenerator<string> {
  yield CSV_BOM + csvLine(csv.columns.map((c) => c.header));
  for await (const rows of batches) {
    let chunk = '';
    for (const row of rows) chunk += csvLine(csv.columns.map((c) => c.value(row)));
    if (chunk) yield chunk;
  }
}
