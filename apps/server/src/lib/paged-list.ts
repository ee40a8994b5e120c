import { Readable } from 'node:stream';
import { LIST_CSV_MAX_ROWS, type TListQuery } from '@app/shared';
import type { FastifyReply } from 'fastify';
import { CSV_BOM, csvLine } from './csv.ts';
import { escapeLike } from './escape-like.ts';
import { sendPage } from './paging.ts';

/**
 * The one shape of every management list (food items, restaurants, users, orders, reviews, help
 * desk): a page of rows plus the total in X-Total-Count, or, with `format=csv`, every filtered row
 * as a CSV download. A list supplies its query as a `ListSource`; its repo does the SQL (one query
 * for a page, one for the count, both on the same indexed WHERE).
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

export const offsetOf = (q: Pick<TListQuery, 'page' | 'limit'>) => (q.page - 1) * q.limit;

/**
 * Answers a list request: JSON page + X-Total-Count, or the CSV of all filtered rows (streamed in
 * batches, at most LIST_CSV_MAX_ROWS). Route handlers `return sendList(...)`.
 */
export async function sendList<T>(
  reply: FastifyReply,
  query: Pick<TListQuery, 'page' | 'limit' | 'format'>,
  source: ListSource<T>,
  csv: CsvExport<T>,
): Promise<T[]> {
  if (query.format === 'csv') return sendCsv(reply, csv, offsetBatches(source)) as unknown as T[];
  const [items, total] = await Promise.all([source.rows(query.limit, offsetOf(query)), source.count()]);
  return sendPage(reply, { items, total });
}

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
