import { ZPageQuery, ZSearchPageQuery } from '@app/shared';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { type ListSource, searchPattern, sendPage } from './paging.ts';

type Row = { id: number; name: string };
const ROWS: Row[] = Array.from({ length: 2345 }, (_, i) => ({
  id: i + 1,
  name: i === 0 ? 'Dosa, "crisp"' : `Dish ${i + 1}`,
}));

const source = (q: string | undefined): ListSource<Row> => {
  const matching = q ? ROWS.filter((r) => r.name.toLowerCase().includes(q.toLowerCase())) : ROWS;
  return {
    rows: async (limit, offset) => matching.slice(offset, offset + limit),
    count: async () => matching.length,
  };
};

const app = Fastify().withTypeProvider<ZodTypeProvider>();
app.setValidatorCompiler(validatorCompiler);
app.setSerializerCompiler(serializerCompiler);
app.get(
  '/list',
  {
    schema: {
      querystring: ZSearchPageQuery,
      response: { 200: z.array(z.object({ id: z.number(), name: z.string() })) },
    },
  },
  async (request, reply) =>
    sendPage(reply, request.query, source(request.query.q), {
      fileName: 'dishes-export.csv',
      columns: [
        { header: 'ID', value: (r) => r.id },
        { header: 'Name', value: (r) => r.name },
      ],
    }),
);

beforeAll(() => app.ready());
afterAll(() => app.close());

describe('sendPage with a list source', () => {
  it('answers a page of 10 by default with the total in X-Total-Count', async () => {
    const res = await app.inject('/list?page=2');
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-total-count']).toBe('2345');
    expect(res.json().map((r: Row) => r.id)).toEqual([11, 12, 13, 14, 15, 16, 17, 18, 19, 20]);
  });

  it('exports every filtered row as CSV, across batches, under the given file name', async () => {
    const res = await app.inject('/list?format=csv&page=3&limit=5');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="dishes-export.csv"');
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe('ID,Name');
    expect(lines).toHaveLength(1 + 2345);
    expect(lines[1]).toBe('1,"Dosa, ""crisp"""');
    expect(lines.at(-1)).toBe('2345,Dish 2345');
  });

  it('exports only the rows the search matches', async () => {
    const res = await app.inject('/list?format=csv&q=dish%20234');
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    const ids = [234, 2340, 2341, 2342, 2343, 2344, 2345];
    expect(lines.slice(1)).toEqual(ids.map((id) => `${id},Dish ${id}`));
  });

  it('makes LIKE patterns whose wildcards match literally', () => {
    expect(searchPattern('  50%_Off ')).toBe('%50\\%\\_off%');
    expect(searchPattern('   ')).toBeUndefined();
    expect(searchPattern(undefined)).toBeUndefined();
  });
});

describe('sendPage with a page its service read', () => {
  const paged = Fastify().withTypeProvider<ZodTypeProvider>();
  paged.setValidatorCompiler(validatorCompiler);
  paged.setSerializerCompiler(serializerCompiler);
  paged.get('/page', { schema: { querystring: ZPageQuery } }, async (request, reply) =>
    sendPage(reply, {
      items: ROWS.slice((request.query.page - 1) * request.query.limit).slice(0, request.query.limit),
      total: ROWS.length,
    }),
  );
  beforeAll(() => paged.ready());
  afterAll(() => paged.close());

  it('answers the same shape: a plain array, 50 by default, the total in X-Total-Count', async () => {
    const res = await paged.inject('/page?page=2');
    expect(res.headers['x-total-count']).toBe('2345');
    expect(res.json()).toHaveLength(50);
    expect(res.json()[0]).toEqual({ id: 51, name: 'Dish 51' });
  });
});
