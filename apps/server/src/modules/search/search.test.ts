import { createHash } from 'node:crypto';
import {
  SEARCH_MAX_ITEMS,
  SEARCH_MAX_RESTAURANTS,
  SEARCH_MAX_SUGGESTIONS,
  type TSearchResponse,
  type TSuggestion,
} from '@app/shared';
import { type SQL, sql, TransactionRollbackError } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';
import {
  FOOD_ITEM_MAX_BYTES,
  foodItems,
  RESTAURANT_MAX_BYTES,
  RESTAURANT_MAX_CUISINES,
  restaurants,
} from '../../db/schema/index.ts';
import {
  type FoodItemInsert,
  makeFoodItem,
  makeRestaurant,
  type RestaurantInsert,
} from '../../db/seed/factories.ts';
import { browseText } from '../catalogue/catalogue.repo.ts';
import * as repo from './search.repo.ts';
import { SEARCH_PHRASES } from './search.service.ts';

let ctx: TestContext;

type Dish = [name: string, overrides: Partial<FoodItemInsert>];

const rupees = (r: number) => r * 100;

/** A small Chennai: one restaurant per cuisine and area, plus a closed one that must never show. */
const CATALOGUE: { restaurant: Parameters<typeof makeRestaurant>[0]; dishes: Dish[] }[] = [
  {
    restaurant: {
      name: 'Saravana Bhavan',
      cuisine: ['South Indian'],
      area: 'Anna Nagar',
      rating: 4.6,
      isVegetarian: true,
      avgPricePaise: rupees(150),
    },
    dishes: [
      ['Masala Dosa', { pricePaise: rupees(120), rating: 4.5 }],
      ['Filter Coffee', { category: 'Beverage', pricePaise: rupees(40), rating: 4.8 }],
      ['Paneer Dosa', { pricePaise: rupees(160), rating: 4.2 }],
    ],
  },
  {
    restaurant: {
      name: 'Punjab Grill',
      cuisine: ['North Indian'],
      area: 'T Nagar',
      rating: 4.1,
      avgPricePaise: rupees(300),
    },
    dishes: [
      ['Paneer Butter Masala', { pricePaise: rupees(280), rating: 4.7 }],
      ['Kadai Paneer', { pricePaise: rupees(260), rating: 3.6 }],
      ['Chicken Tikka', { category: 'Starter', isVegetarian: false, pricePaise: rupees(320), rating: 4.3 }],
      ['Butter Naan', { pricePaise: rupees(60), rating: 4.0 }],
    ],
  },
  {
    restaurant: {
      name: 'Dragon Wok',
      cuisine: ['Chinese'],
      area: 'T Nagar',
      rating: 3.8,
      vegOptions: false,
      avgPricePaise: rupees(250),
    },
    dishes: [
      ['Chilli Chicken', { category: 'Starter', isVegetarian: false, pricePaise: rupees(260), rating: 4.4 }],
      ['Prawn Fried Rice', { isVegetarian: false, pricePaise: rupees(380), rating: 4.6 }],
      ['Dragon Chicken', { isVegetarian: false, pricePaise: rupees(450), rating: 4.5 }],
      ['Egg Noodles', { isVegetarian: false, pricePaise: rupees(180), rating: 3.9 }],
    ],
  },
  {
    restaurant: {
      name: 'Little Italy',
      cuisine: ['Italian'],
      area: 'Adyar',
      rating: 4.4,
      avgPricePaise: rupees(400),
    },
    dishes: [
      ['Margherita Pizza', { pricePaise: rupees(350), rating: 4.6 }],
      ['Pepperoni Pizza', { isVegetarian: false, pricePaise: rupees(450), rating: 4.1 }],
      ['Tiramisu', { category: 'Dessert', pricePaise: rupees(240), rating: 4.8 }],
    ],
  },
  {
    restaurant: {
      name: 'Pasta Street',
      cuisine: ['Italian'],
      area: 'Velachery',
      rating: 3.5,
      avgPricePaise: rupees(350),
    },
    dishes: [
      ['Penne Arrabbiata', { pricePaise: rupees(300), rating: 3.7 }],
      ['Chicken Lasagne', { isVegetarian: false, pricePaise: rupees(420), rating: 4.0 }],
    ],
  },
  {
    restaurant: {
      name: 'Taco Fiesta',
      cuisine: ['Mexican', 'American'],
      description: 'Tex-Mex favourites.',
      area: 'OMR',
      rating: 4.0,
      avgPricePaise: rupees(220),
    },
    dishes: [['Veg Burrito', { description: 'Beans, rice and salsa in a wrap.', pricePaise: rupees(220) }]],
  },
  {
    restaurant: { name: 'Closed Kitchen', cuisine: ['Italian'], area: 'Adyar', rating: 4.9, isActive: false },
    dishes: [['Hidden Pizza', { pricePaise: rupees(100), rating: 5 }]],
  },
];

const BULK = 60;

beforeAll(async () => {
  ctx = await createTestApp();
  const db = ctx.database.db;
  for (const entry of CATALOGUE) {
    const [row] = await db
      .insert(restaurants)
      .values(makeRestaurant(entry.restaurant))
      .returning({ id: restaurants.id });
    await db
      .insert(foodItems)
      .values(entry.dishes.map(([name, overrides]) => makeFoodItem(row?.id ?? '', { name, ...overrides })));
  }
  // More matches than a page holds, to see the limits; rated 1.x, priced 410 and in their own area
  // and cuisine so that they never crowd the other tests' answers.
  const bulk = await db
    .insert(restaurants)
    .values(
      Array.from({ length: BULK }, (_, i) =>
        makeRestaurant({
          name: `Bulkbite House ${String(i).padStart(2, '0')}`,
          cuisine: ['Thai'],
          area: 'Bulkpur',
          rating: 1 + (i % 10) / 10,
          avgPricePaise: rupees(410),
        }),
      ),
    )
    .returning({ id: restaurants.id });
  await db.insert(foodItems).values(
    bulk.map((r, i) =>
      makeFoodItem(r.id, {
        name: `Bulkbite Thali ${String(i).padStart(2, '0')}`,
        description: 'Rice with six sides.',
        pricePaise: rupees(410),
        rating: 1 + (i % 10) / 10,
      }),
    ),
  );
});

afterAll(async () => ctx?.close());

async function search(q: string): Promise<TSearchResponse> {
  const res = await ctx.app.inject({ method: 'GET', url: '/api/search', query: { q } });
  expect(res.statusCode).toBe(200);
  return res.json<TSearchResponse>();
}

const names = (list: { name: string }[]) => list.map((x) => x.name);
const itemNames = async (q: string) => names((await search(q)).items);
const restaurantNames = async (q: string) => names((await search(q)).restaurants);

describe('GET /api/search filters', () => {
  it('veg only: vegetarian dishes; pure-veg restaurants and those with veg options', async () => {
    const body = await search('veg only');
    expect(body.filters).toMatchObject({ vegOnly: true, nonVegOnly: false, text: '' });
    expect(body.items.length).toBeGreaterThan(0);
    expect(body.items.every((i) => i.isVegetarian)).toBe(true);
    expect(names(body.restaurants)).not.toContain('Dragon Wok');
    expect(names(body.restaurants)).toContain('Saravana Bhavan');
    expect(names(body.restaurants)).toContain('Little Italy');
  });

  it('non veg: non-vegetarian dishes; restaurants that are not pure veg', async () => {
    const body = await search('non veg');
    expect(body.filters).toMatchObject({ vegOnly: false, nonVegOnly: true });
    expect(body.items.every((i) => !i.isVegetarian)).toBe(true);
    expect(names(body.items)).toContain('Chilli Chicken');
    expect(names(body.restaurants)).not.toContain('Saravana Bhavan');
    expect(names(body.restaurants)).toContain('Dragon Wok');
  });

  it('N star: minimum dish rating for dishes, minimum restaurant rating for restaurants', async () => {
    const body = await search('4.5 star');
    expect(body.filters.minRating).toBe(4.5);
    expect(names(body.items)).toEqual([
      'Filter Coffee',
      'Tiramisu',
      'Paneer Butter Masala',
      'Margherita Pizza',
      'Prawn Fried Rice',
      'Dragon Chicken',
      'Masala Dosa',
    ]);
    expect(names(body.restaurants)).toEqual(['Saravana Bhavan']);
  });

  it('a cuisine matches every restaurant cuisine containing it: indian finds South and North Indian', async () => {
    const body = await search('indian');
    expect(body.filters.cuisines).toEqual(['Indian']);
    expect(names(body.restaurants)).toEqual(['Saravana Bhavan', 'Punjab Grill']);
    expect(new Set(body.items.map((i) => i.restaurantId.name))).toEqual(
      new Set(['Saravana Bhavan', 'Punjab Grill']),
    );
  });

  it('an area keeps dishes and restaurants of that area', async () => {
    const body = await search('in adyar');
    expect(body.filters.areas).toEqual(['Adyar']);
    expect(names(body.restaurants)).toEqual(['Little Italy']);
    expect(names(body.items)).toEqual(['Tiramisu', 'Margherita Pizza', 'Pepperoni Pizza']);
    expect(body.items.every((i) => i.area === 'Adyar')).toBe(true);
  });

  it('under N is inclusive, in rupees, on dish price and restaurant average price', async () => {
    const body = await search('under 240');
    expect(body.items.every((i) => i.price <= 240)).toBe(true);
    expect(names(body.items)).toContain('Tiramisu');
    expect(names(body.restaurants)).toEqual(['Saravana Bhavan', 'Taco Fiesta']);
  });

  it('above N and between N and M are inclusive too', async () => {
    expect(await itemNames('above 420')).toEqual(['Dragon Chicken', 'Pepperoni Pizza', 'Chicken Lasagne']);
    const between = await search('between 250 and 300');
    expect(names(between.items)).toEqual([
      'Paneer Butter Masala',
      'Chilli Chicken',
      'Penne Arrabbiata',
      'Kadai Paneer',
    ]);
    expect(names(between.restaurants)).toEqual(['Punjab Grill', 'Dragon Wok']);
  });
});

describe('GET /api/search combinations and text', () => {
  it('veg only under 250', async () => {
    const body = await search('veg only under 250');
    expect(body.filters).toMatchObject({ vegOnly: true, maxPrice: 250, text: '' });
    expect(names(body.items)).toEqual([
      'Filter Coffee',
      'Tiramisu',
      'Masala Dosa',
      'Veg Burrito',
      'Paneer Dosa',
      'Butter Naan',
    ]);
    expect(names(body.restaurants)).toEqual(['Saravana Bhavan', 'Taco Fiesta']);
  });

  it('4 star italian', async () => {
    const body = await search('4 star italian');
    expect(names(body.items)).toEqual(['Tiramisu', 'Margherita Pizza', 'Pepperoni Pizza', 'Chicken Lasagne']);
    expect(names(body.restaurants)).toEqual(['Little Italy']);
  });

  it('non veg chinese between 200 and 400 in t nagar', async () => {
    const body = await search('non veg chinese between 200 and 400 in t nagar');
    expect(body.filters).toMatchObject({
      nonVegOnly: true,
      cuisines: ['Chinese'],
      areas: ['T Nagar'],
      minPrice: 200,
      maxPrice: 400,
      text: '',
    });
    expect(names(body.items)).toEqual(['Prawn Fried Rice', 'Chilli Chicken']);
    expect(names(body.restaurants)).toEqual(['Dragon Wok']);
  });

  it('a cuisine in an area that no restaurant serves finds nothing', async () => {
    const body = await search('chinese in velachery');
    expect(body.filters).toMatchObject({ cuisines: ['Chinese'], areas: ['Velachery'] });
    expect(body.items).toEqual([]);
    expect(body.restaurants).toEqual([]);
  });

  it('leftover words match dish name, category or description, any case', async () => {
    expect(await itemNames('DOSA')).toEqual(['Masala Dosa', 'Paneer Dosa']);
    expect(await itemNames('beverage')).toEqual(['Filter Coffee']);
    expect(await itemNames('salsa')).toEqual(['Veg Burrito']);
    expect(await itemNames('paneer under 200')).toEqual(['Paneer Dosa']);
  });

  it("leftover words match a dish's restaurant area, and restaurant name, cuisine, description or area", async () => {
    expect(await itemNames('velach')).toEqual(['Chicken Lasagne', 'Penne Arrabbiata']);
    expect(await restaurantNames('velach')).toEqual(['Pasta Street']);
    expect(await restaurantNames('wok')).toEqual(['Dragon Wok']);
    expect(await restaurantNames('south')).toEqual(['Saravana Bhavan']);
    expect(await restaurantNames('tex-mex')).toEqual(['Taco Fiesta']);
    expect(await itemNames('wok')).toEqual([]);
  });

  it('treats % and _ in the query as plain characters', async () => {
    expect(await itemNames('d_sa')).toEqual([]);
    expect(await itemNames('m%a')).toEqual([]);
  });

  it('never shows an inactive restaurant or its dishes', async () => {
    expect(await itemNames('hidden')).toEqual([]);
    expect(await restaurantNames('closed')).toEqual([]);
    const everything = await search('');
    expect(names(everything.items)).not.toContain('Hidden Pizza');
    expect(names(everything.restaurants)).not.toContain('Closed Kitchen');
  });

  it('an empty query lists the best rated of each, rating then name, each within its limit', async () => {
    const body = await search('');
    expect(body.items).toHaveLength(SEARCH_MAX_ITEMS);
    expect(body.restaurants).toHaveLength(SEARCH_MAX_RESTAURANTS);
    expect(names(body.items).slice(0, 3)).toEqual(['Filter Coffee', 'Tiramisu', 'Paneer Butter Masala']);
    expect(names(body.restaurants).slice(0, 2)).toEqual(['Saravana Bhavan', 'Little Italy']);
    const ratings = body.items.map((i) => i.rating);
    expect(ratings).toEqual([...ratings].sort((a, b) => b - a));
  });

  it('returns at most 50 dishes and 50 restaurants, best rated then by name', async () => {
    const body = await search('bulkbite');
    expect(body.items).toHaveLength(SEARCH_MAX_ITEMS);
    expect(body.restaurants).toHaveLength(SEARCH_MAX_RESTAURANTS);
    // Ratings 1.9 (names ending 09, 19, ... 59) come first, ties by name.
    expect(names(body.items).slice(0, 3)).toEqual([
      'Bulkbite Thali 09',
      'Bulkbite Thali 19',
      'Bulkbite Thali 29',
    ]);
    expect(names(body.restaurants).slice(0, 2)).toEqual(['Bulkbite House 09', 'Bulkbite House 19']);
  });

  it('answers in the spec shape: rupees, the restaurant id and name, the parsed filters', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/search?q=masala%20dosa' });
    expect(res.headers['server-timing']).toMatch(/^db;dur=\d+(\.\d+)?$/);
    const body = res.json<TSearchResponse>();
    expect(body.filters).toEqual({
      vegOnly: false,
      nonVegOnly: false,
      minRating: null,
      cuisines: [],
      areas: [],
      maxPrice: null,
      minPrice: null,
      text: 'masala dosa',
    });
    expect(body.items).toHaveLength(1);
    expect(body.items[0]).toMatchObject({
      name: 'Masala Dosa',
      price: 120,
      area: 'Anna Nagar',
      restaurantId: { name: 'Saravana Bhavan' },
    });
    expect(body.items[0]?.restaurantId._id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('refuses a query over 200 characters with a 400 that says why', async () => {
    for (const url of ['/api/search', '/api/search/suggestions']) {
      const res = await ctx.app.inject({ method: 'GET', url, query: { q: 'a'.repeat(201) } });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ error: 'q: must be at most 200 characters', code: 'BAD_REQUEST' });
    }
  });

  it('does not overflow on absurd numbers', async () => {
    expect(await itemNames('under 99999999999999 999999 star')).toEqual([]);
    expect((await search('above 99999999999999')).items).toEqual([]);
  });
});

describe('GET /api/search/suggestions', () => {
  async function suggest(q: string): Promise<TSuggestion[]> {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/search/suggestions', query: { q } });
    expect(res.statusCode).toBe(200);
    return res.json<TSuggestion[]>();
  }

  it('offers the fixed phrases for an empty box', async () => {
    expect(await suggest('')).toEqual(
      SEARCH_PHRASES.slice(0, SEARCH_MAX_SUGGESTIONS).map((text) => ({ text, kind: 'phrase' })),
    );
  });

  it('orders phrases first, then restaurants, then dishes; prefix matches before the rest', async () => {
    expect(await suggest('PA')).toEqual([
      { text: 'paneer', kind: 'phrase' },
      { text: 'Pasta Street', kind: 'restaurant' },
      { text: 'Paneer Butter Masala', kind: 'dish' },
      { text: 'Paneer Dosa', kind: 'dish' },
      { text: 'Kadai Paneer', kind: 'dish' },
    ]);
  });

  it('offers areas and categories, and a dish name only once however many restaurants serve it', async () => {
    expect(await suggest('nagar')).toEqual([
      { text: 'Anna Nagar', kind: 'area' },
      { text: 'T Nagar', kind: 'area' },
    ]);
    expect(await suggest('bev')).toEqual([{ text: 'Beverage', kind: 'category' }]);
    expect(await suggest('tiramisu')).toEqual([{ text: 'Tiramisu', kind: 'dish' }]);
  });

  it('leaves out dishes of inactive restaurants', async () => {
    expect(await suggest('hidden')).toEqual([]);
  });

  it(`returns at most ${SEARCH_MAX_SUGGESTIONS}`, async () => {
    const list = await suggest('bulkbite');
    expect(list).toHaveLength(SEARCH_MAX_SUGGESTIONS);
    expect(list.every((s) => s.kind === 'restaurant')).toBe(true);
    expect((await suggest('a')).length).toBeLessThanOrEqual(SEARCH_MAX_SUGGESTIONS);
  });
});

type Tx = Parameters<Parameters<TestContext['database']['db']['transaction']>[0]>[0];

/** Runs `work` in a transaction that is always rolled back, so it may drop indexes or insert rows. */
async function inRolledBackTransaction<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
  let result: T | undefined;
  await ctx.database.db
    .transaction(async (tx) => {
      result = await work(tx);
      tx.rollback();
    })
    .catch((err: unknown) => {
      if (!(err instanceof TransactionRollbackError)) throw err;
    });
  return result as T;
}

async function explain(tx: Tx, query: SQL): Promise<string> {
  const result = (await tx.execute(sql`explain (costs off) ${query}`)) as unknown as {
    rows: Record<string, string>[];
  };
  return result.rows.map((r) => Object.values(r)[0]).join('\n');
}

describe('search indexes', () => {
  /**
   * EXPLAIN with only the index under test left on its table (the others dropped in a transaction
   * that is rolled back) and sequential scans and sorts off: the plan names the index only if the
   * query can use it.
   */
  async function planWithOnly(table: string, index: string, query: (tx: Tx) => SQL): Promise<string> {
    return inRolledBackTransaction(async (tx) => {
      const others = (await tx.execute(
        sql`select indexname from pg_indexes where tablename = ${table}
          and indexname <> ${index} and indexname not like '%\\_pkey'`,
      )) as unknown as { rows: { indexname: string }[] };
      for (const { indexname } of others.rows) await tx.execute(sql`drop index ${sql.identifier(indexname)}`);
      await tx.execute(sql`set local enable_seqscan = off`);
      await tx.execute(sql`set local enable_sort = off`);
      return explain(tx, query(tx));
    });
  }

  it.each([
    ['dishText', 'food_items', 'food_items_search_trgm_idx', repo.SEARCH_EXPRESSIONS.dishText],
    ['restaurantText', 'restaurants', 'restaurants_search_trgm_idx', repo.SEARCH_EXPRESSIONS.restaurantText],
    ['cuisineText', 'restaurants', 'restaurants_cuisine_trgm_idx', repo.SEARCH_EXPRESSIONS.cuisineText],
    ['areaText', 'restaurants', 'restaurants_area_trgm_idx', repo.SEARCH_EXPRESSIONS.areaText],
    [
      'restaurantNameText',
      'restaurants',
      'restaurants_name_trgm_idx',
      repo.SEARCH_EXPRESSIONS.restaurantNameText,
    ],
    // The browse screen's search box (GET /api/restaurants?q=) lives in the catalogue module.
    ['browseText', 'restaurants', 'restaurants_browse_trgm_idx', browseText],
  ] as const)('the %s expression on %s is answered by %s', async (_name, table, index, expression) => {
    const where = sql`${expression} like '%dosa%'`;
    const plan = await planWithOnly(
      table,
      index,
      () => sql`select 1 from ${sql.identifier(table)} where ${where}`,
    );
    expect(plan).toContain(`Bitmap Index Scan on ${index}`);
  });

  /** Every filter search has, and free text, so that the hits queries read every column they can. */
  const everyFilter: repo.SearchCriteria = {
    veg: 'veg',
    minRating: 1,
    minPricePaise: 100,
    maxPricePaise: 100_000,
    cuisines: ['Indian'],
    areas: ['Anna Nagar'],
    textPattern: '%dosa%',
    textAreas: ['Anna Nagar'],
    limit: SEARCH_MAX_ITEMS,
  };

  it.each([
    ['dishHits', 'food_items', 'food_items_search_covering_idx', repo.dishHits],
    ['restaurantHits', 'restaurants', 'restaurants_search_covering_idx', repo.restaurantHits],
  ] as const)(
    '%s walks %s by an index-only scan of %s, with every filter and text',
    async (_, table, index, hits) => {
      // Only the ordered walk is left; it is index-only only while every column the query reads from
      // the table is in the index (a new filter must be INCLUDEd there too).
      const plan = await planWithOnly(table, index, (tx) => sql`${hits(tx, everyFilter)}`);
      expect(plan).toContain(`Index Only Scan using ${index} on ${table}`);
    },
  );

  it.each([
    ['food_items_search_covering_idx', 4, 'food_items_search_trgm_idx'],
    ['restaurants_search_covering_idx', 5, 'restaurants_search_trgm_idx'],
  ] as const)('%s stores, as key %i, the very text expression of %s', async (covering, column, trigram) => {
    // The walk reads the stored lower-cased text only if the repo's expression is the index's; the
    // tests above tie the repo to the trigram index, this ties the two indexes.
    const result = (await ctx.database.db.execute(sql`
      select pg_get_indexdef(${covering}::regclass, ${column}::int, true) as covering,
             pg_get_indexdef(${trigram}::regclass, 1, true) as trigram`)) as unknown as {
      rows: { covering: string; trigram: string }[];
    };
    const [row] = result.rows;
    expect(row?.trigram).toMatch(/^lower\(/);
    expect(row?.covering).toBe(row?.trigram);
  });
});

/** Text that pglz cannot compress (base64 of hashes), so an index entry holds every byte of it. */
function incompressible(bytes: number, seed: string): string {
  let text = '';
  for (let i = 0; text.length < bytes; i++)
    text += createHash('sha256').update(`${seed}:${i}`).digest('base64');
  return text.slice(0, bytes);
}

/** The database's message for an insert, or 'inserted'; rolled back either way. */
async function tryInsert(insert: (tx: Tx) => Promise<unknown>): Promise<string> {
  return inRolledBackTransaction(async (tx) => {
    try {
      await insert(tx);
      return 'inserted';
    } catch (err) {
      // Drizzle wraps the driver's error; the cause carries PostgreSQL's message.
      const cause = (err as { cause?: unknown }).cause ?? err;
      return cause instanceof Error ? cause.message : String(cause);
    }
  });
}

describe('dish text limits (food_items CHECK constraints)', () => {
  async function insertDish(overrides: Partial<FoodItemInsert>): Promise<string> {
    const [restaurant] = await ctx.database.db.select({ id: restaurants.id }).from(restaurants).limit(1);
    return tryInsert((tx) => tx.insert(foodItems).values(makeFoodItem(restaurant?.id ?? '', overrides)));
  }

  it('accepts the largest dish the limits allow: its entry fits the covering btree index', async () => {
    // Limits count bytes: 'த' is 3 bytes in UTF-8, so 333 of them and one letter make 1,000.
    const tamil = `${'த'.repeat(333)}a`;
    expect(Buffer.byteLength(tamil)).toBe(FOOD_ITEM_MAX_BYTES.description);
    expect(await insertDish({ description: tamil })).toBe('inserted');
    expect(
      await insertDish({
        name: incompressible(FOOD_ITEM_MAX_BYTES.name, 'name'),
        category: incompressible(FOOD_ITEM_MAX_BYTES.category, 'category'),
        description: incompressible(FOOD_ITEM_MAX_BYTES.description, 'description'),
      }),
    ).toBe('inserted');
  });

  it.each([
    ['name', 'food_items_name_size'],
    ['category', 'food_items_category_size'],
    ['description', 'food_items_description_size'],
  ] as const)('refuses a %s one byte over its limit, naming %s', async (column, constraint) => {
    const message = await insertDish({ [column]: incompressible(FOOD_ITEM_MAX_BYTES[column] + 1, column) });
    expect(message).toContain(`violates check constraint "${constraint}"`);
  });
});

describe('restaurant text limits (restaurants CHECK constraints)', () => {
  const insertRestaurant = (overrides: Partial<RestaurantInsert>) =>
    tryInsert((tx) => tx.insert(restaurants).values(makeRestaurant(overrides)));

  /** Distinct cuisines of quotes and backslashes, which the tsvector text doubles: the worst case. */
  function escapedCuisines(count: number, bytes: number): string[] {
    return Array.from({ length: count }, (_, i) =>
      `${String(i).padStart(2, '0')}${"'\\".repeat(bytes)}`.slice(0, bytes),
    );
  }

  it('accepts the largest restaurant the limits allow: its entry fits the covering btree index', async () => {
    const perCuisine = RESTAURANT_MAX_BYTES.cuisines / RESTAURANT_MAX_CUISINES;
    expect(
      await insertRestaurant({
        name: incompressible(RESTAURANT_MAX_BYTES.name, 'name'),
        description: incompressible(RESTAURANT_MAX_BYTES.description, 'description'),
        cuisine: escapedCuisines(RESTAURANT_MAX_CUISINES, perCuisine),
        area: incompressible(RESTAURANT_MAX_BYTES.area, 'area'),
      }),
    ).toBe('inserted');
  });

  it.each([
    ['name', 'restaurants_name_size'],
    ['description', 'restaurants_description_size'],
    ['area', 'restaurants_area_size'],
  ] as const)('refuses a %s one byte over its limit, naming %s', async (column, constraint) => {
    const message = await insertRestaurant({
      [column]: incompressible(RESTAURANT_MAX_BYTES[column] + 1, column),
    });
    expect(message).toContain(`violates check constraint "${constraint}"`);
  });

  it('refuses more cuisines, or longer ones, than the limits allow', async () => {
    const tooMany = Array.from({ length: RESTAURANT_MAX_CUISINES + 1 }, (_, i) => `Cuisine ${i}`);
    const tooLong = [incompressible(RESTAURANT_MAX_BYTES.cuisines + 1, 'cuisine')];
    for (const cuisine of [tooMany, tooLong])
      expect(await insertRestaurant({ cuisine })).toContain(
        'violates check constraint "restaurants_cuisine_size"',
      );
  });
});
