import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseSearch, SEARCH_AREAS, SEARCH_CUISINES, type TSearchFilters } from './parse-search.ts';

const NONE: TSearchFilters = {
  vegOnly: false,
  nonVegOnly: false,
  minRating: null,
  cuisines: [],
  areas: [],
  maxPrice: null,
  minPrice: null,
  text: '',
};

function expectFilters(query: string, expected: Partial<TSearchFilters>): void {
  expect(parseSearch(query)).toEqual({ ...NONE, ...expected });
}

describe('parseSearch: one rule at a time', () => {
  it.each(['veg only', 'vegetarian', 'veg', 'pure veg', 'VEG ONLY', 'veg-only', 'pure vegetarian'])(
    'reads %j as veg only',
    (query) => expectFilters(query, { vegOnly: true }),
  );

  it.each(['non veg', 'non-veg', 'nonveg', 'Non Veg', 'non vegetarian', 'non veg only'])(
    'reads %j as non-veg only without also setting veg only',
    (query) => expectFilters(query, { nonVegOnly: true }),
  );

  it.each([
    ['4 star', 4],
    ['4 stars', 4],
    ['4.5 stars', 4.5],
    ['4+ star', 4],
    ['3-star', 3],
    ['4star', 4],
    ['above 4 star', 4],
    ['4 stars and above', 4],
  ])('reads %j as a minimum rating of %d', (query, minRating) => expectFilters(query, { minRating }));

  it.each([
    ['indian', 'Indian'],
    ['ITALIAN', 'Italian'],
    ['american', 'American'],
    ['Chinese', 'Chinese'],
    ['mexican', 'Mexican'],
  ])('reads %j as the cuisine %s', (query, cuisine) => expectFilters(query, { cuisines: [cuisine] }));

  it.each([
    ['anna nagar', 'Anna Nagar'],
    ['Annanagar', 'Anna Nagar'],
    ['t nagar', 'T Nagar'],
    ['T. Nagar', 'T Nagar'],
    ['velachery', 'Velachery'],
    ['adyar', 'Adyar'],
    ['OMR', 'OMR'],
  ])('reads %j as the area %s', (query, area) => expectFilters(query, { areas: [area] }));

  it.each([
    'under 250',
    'less than 250',
    'below 250',
    'under ₹250',
    'under ₹ 250',
    'under rs 250',
    'under Rs. 250',
    'under inr 250',
    'under 250 rupees',
    'under 250rs',
  ])('reads %j as a maximum price of 250', (query) => expectFilters(query, { maxPrice: 250 }));

  it.each(['above 300', 'greater than 300', 'more than 300', 'above ₹300', 'more than rs 300'])(
    'reads %j as a minimum price of 300',
    (query) => expectFilters(query, { minPrice: 300 }),
  );

  it.each([
    'between 200 and 400',
    'between 200 to 400',
    'between ₹200 and ₹400',
    'between 200-400',
    'between 400 and 200',
  ])('reads %j as a price range of 200 to 400, swapping a reversed range', (query) =>
    expectFilters(query, { minPrice: 200, maxPrice: 400 }),
  );

  it('keeps decimals in prices and ratings', () => {
    expectFilters('under 249.50 4.5 star', { maxPrice: 249.5, minRating: 4.5 });
  });

  it('reads thousands separators in prices', () => {
    expectFilters('more than 1,000', { minPrice: 1000 });
  });
});

describe('parseSearch: combinations', () => {
  it('veg only under 250 in anna nagar', () => {
    expectFilters('veg only under 250 in anna nagar', {
      vegOnly: true,
      maxPrice: 250,
      areas: ['Anna Nagar'],
    });
  });

  it('4 star italian', () => {
    expectFilters('4 star italian', { minRating: 4, cuisines: ['Italian'] });
  });

  it('non veg chinese between 200 and 400 in t nagar', () => {
    expectFilters('non veg chinese between 200 and 400 in t nagar', {
      nonVegOnly: true,
      cuisines: ['Chinese'],
      minPrice: 200,
      maxPrice: 400,
      areas: ['T Nagar'],
    });
  });

  it('pizza under 300', () => {
    expectFilters('pizza under 300', { maxPrice: 300, text: 'pizza' });
  });

  it('tells t nagar and anna nagar apart when both appear', () => {
    expectFilters('biryani in t nagar or anna nagar', {
      areas: ['Anna Nagar', 'T Nagar'],
      text: 'biryani or',
    });
  });

  it('lists several cuisines once each, in canonical order', () => {
    expectFilters('mexican or indian or mexican food', { cuisines: ['Indian', 'Mexican'], text: 'or or' });
  });

  it('narrows to the tightest bound when prices repeat', () => {
    expectFilters('under 500 under 300 above 100 above 150', { minPrice: 150, maxPrice: 300 });
  });

  it('reads a contradictory price pair as the range between them', () => {
    expectFilters('above 500 under 200', { minPrice: 200, maxPrice: 500 });
  });

  it('keeps the price after a rating that ends in "and above"', () => {
    expectFilters('4 stars and above 300', { minRating: 4, minPrice: 300 });
  });

  it('is case-insensitive everywhere', () => {
    expectFilters('PURE VEG Paneer UNDER ₹199 In VELACHERY 4 STARS', {
      vegOnly: true,
      maxPrice: 199,
      areas: ['Velachery'],
      minRating: 4,
      text: 'paneer',
    });
  });
});

describe('parseSearch: leftover text', () => {
  it('keeps unmatched words in order', () => {
    expectFilters('paneer butter masala', { text: 'paneer butter masala' });
  });

  it('lower-cases, trims and single-spaces the text', () => {
    expectFilters('   Paneer    BUTTER\tMasala  ', { text: 'paneer butter masala' });
  });

  it('drops filler words and currency words left over', () => {
    expectFilters('restaurants with dishes for rs ₹ inr rupees near at only food and in', {});
  });

  it('drops edge punctuation but keeps inner punctuation', () => {
    expectFilters("domino's pizza!, veg", { vegOnly: true, text: "domino's pizza" });
  });

  it('does not take part of a longer word as a phrase', () => {
    expectFilters('vegan omrice indiana', { text: 'vegan omrice indiana' });
  });

  it('keeps non-Latin words intact', () => {
    expectFilters('பிரியாணி in adyar', { areas: ['Adyar'], text: 'பிரியாணி' });
  });

  it('leaves a price word without an amount in the text', () => {
    expectFilters('under the sea', { text: 'under the sea' });
  });
});

describe('parseSearch: robustness', () => {
  it('returns empty filters for an empty or blank query', () => {
    expectFilters('', {});
    expectFilters('   \n\t ', {});
  });

  it('ignores everything after the first 200 characters', () => {
    const padding = 'x'.repeat(199);
    expectFilters(`${padding} veg`, { text: padding });
  });

  it('copes with a huge query', () => {
    expect(() => parseSearch('veg under 250 '.repeat(200_000))).not.toThrow();
  });

  it('keeps amounts finite even when NFKC turns each character into several digits', () => {
    const result = parseSearch(`under ${'⑳'.repeat(195)}`);
    expect(Number.isFinite(result.maxPrice)).toBe(true);
  });

  it('treats a non-string from untyped callers as empty', () => {
    expect(parseSearch(undefined as unknown as string)).toEqual(NONE);
  });

  it('exports the cuisine and area vocabularies it uses', () => {
    expect(SEARCH_CUISINES).toEqual(['Indian', 'Italian', 'American', 'Chinese', 'Mexican']);
    expect(SEARCH_AREAS).toEqual(['Anna Nagar', 'T Nagar', 'Velachery', 'Adyar', 'OMR']);
  });
});

const VOCABULARY = [
  'veg',
  'only',
  'non',
  'non-veg',
  'pure',
  'vegetarian',
  'star',
  'stars',
  '4',
  '4.5',
  '+',
  '-',
  'and',
  'to',
  'under',
  'below',
  'less',
  'than',
  'above',
  'greater',
  'more',
  'between',
  '₹',
  'rs',
  'rs.',
  'inr',
  'rupees',
  '250',
  '1,000',
  '0',
  '99999',
  'indian',
  'italian',
  'chinese',
  'anna',
  'nagar',
  't',
  't.',
  'omr',
  'in',
  'pizza',
  'Paneer',
  'ÉCLAIR',
  '🍕',
  'பிரியாணி',
  '',
  ' ',
];

/** Strings built from parser words, so that the properties exercise the phrases, not just noise. */
const phraseQuery = fc
  .array(fc.constantFrom(...VOCABULARY), { maxLength: 30 })
  .map((words) => words.join(' '));

const anyQuery = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 300 }),
  fc.string({ unit: 'grapheme', maxLength: 300 }),
  phraseQuery,
);

function expectWellFormed(result: TSearchFilters): void {
  expect(Object.keys(result).sort()).toEqual(Object.keys(NONE).sort());
  expect(typeof result.vegOnly).toBe('boolean');
  expect(typeof result.nonVegOnly).toBe('boolean');
  for (const bound of [result.minRating, result.minPrice, result.maxPrice]) {
    if (bound !== null) expect(Number.isFinite(bound)).toBe(true);
  }
  expect(result.cuisines.every((cuisine) => SEARCH_CUISINES.some((known) => known === cuisine))).toBe(true);
  expect(result.areas.every((area) => SEARCH_AREAS.some((known) => known === area))).toBe(true);
  expect(result.text).toBe(result.text.trim());
  expect(result.text).not.toMatch(/\s\s/u);
  expect(result.text).toBe(result.text.toLowerCase());
  if (result.minPrice !== null && result.maxPrice !== null) {
    expect(result.minPrice).toBeLessThanOrEqual(result.maxPrice);
  }
}

describe('parseSearch: properties', () => {
  it('never throws and always returns the full, consistent shape', () => {
    fc.assert(
      fc.property(anyQuery, (query) => {
        expectWellFormed(parseSearch(query));
      }),
      { numRuns: 2000 },
    );
  });

  it('never leaves a filler word in the text', () => {
    const fillers = ['in', 'at', 'near', 'only', 'food', 'restaurants', 'with', 'and', 'for', 'rs'];
    fc.assert(
      fc.property(phraseQuery, (query) => {
        const words = parseSearch(query).text.split(' ');
        expect(words.some((word) => fillers.includes(word))).toBe(false);
      }),
    );
  });

  it('is unaffected by letter case', () => {
    fc.assert(
      fc.property(phraseQuery, (query) => {
        expect(parseSearch(query.toUpperCase())).toEqual(parseSearch(query.toLowerCase()));
      }),
    );
  });
});
