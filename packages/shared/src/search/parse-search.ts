/**
 * Plain-words customer search (spec 5, "Customer search parser"): turns a query such as
 * "veg only under 250 in anna nagar" into structured filters plus the leftover words that the
 * caller matches as a case-insensitive substring on name, category, description or area.
 * Pure and total: any string in, a complete filter object out.
 */
import { AREAS, type TArea, type TCuisine } from '../constants.ts';

export type TSearchFilters = {
  vegOnly: boolean;
  nonVegOnly: boolean;
  minRating: number | null;
  cuisines: string[];
  areas: string[];
  /** Rupees, inclusive. */
  maxPrice: number | null;
  /** Rupees, inclusive. */
  minPrice: number | null;
  /** Leftover words, lower-case and single-spaced; '' when none. */
  text: string;
};

export const SEARCH_CUISINES: readonly TCuisine[] = ['Indian', 'Italian', 'American', 'Chinese', 'Mexican'];
export const SEARCH_AREAS: readonly TArea[] = AREAS;

/** Bounds the work done per keystroke; longer input is ignored past this point. */
const MAX_QUERY_CHARS = 200;

const FILLER_WORDS: ReadonlySet<string> = new Set([
  'in',
  'at',
  'near',
  'only',
  'food',
  'restaurants',
  'restaurant',
  'dishes',
  'with',
  'and',
  'for',
  'rs',
  '₹',
  'inr',
  'rupees',
]);

// Marks (\p{M}) count as word characters so Indic-script words are not split or trimmed.
const WORD_CHAR = String.raw`[\p{L}\p{N}\p{M}]`;
const NUMBER = String.raw`\d+(?:,\d{3})*(?:\.\d+)?`;
const CURRENCY = String.raw`(?:₹|rs\.?|inr)`;
const AMOUNT = String.raw`${CURRENCY}?\s*(${NUMBER})(?:\s*(?:${CURRENCY}|rupees|\/-))?`;

/** Whole words only, so "veg" never matches inside "vegan"; bodies are lower-case like the query. */
function phrase(body: string): RegExp {
  return new RegExp(`(?<!${WORD_CHAR})(?:${body})(?!${WORD_CHAR})`, 'gu');
}

// Non-veg is consumed before veg so that "non veg" never also reads as "veg".
const NON_VEG = phrase(String.raw`non[\s-]*veg(?:etarian)?(?:[\s-]+only)?`);
const VEG = phrase(String.raw`(?:pure\s+)?veg(?:etarian)?(?:[\s-]+only)?`);
// "above 4 star" and "4 star and above" are common ways to say the same minimum; the tail is
// not taken when a price follows ("4 star and above 300").
const RATING = phrase(
  String.raw`(?:(?:above|over|at\s*least)\s*)?(\d+(?:\.\d+)?)\s*\+?[\s-]*stars?` +
    String.raw`(?:\s*(?:&|and|or)\s*(?:above|up|more|higher)(?!\s*${CURRENCY}?\s*\d))?`,
);
const PRICE_BETWEEN = phrase(String.raw`between\s*${AMOUNT}(?:\s*-\s*|\s+(?:and|to)\s+)${AMOUNT}`);
const PRICE_MAX = phrase(String.raw`(?:under|below|less\s+than)\s*${AMOUNT}`);
const PRICE_MIN = phrase(String.raw`(?:above|greater\s+than|more\s+than)\s*${AMOUNT}`);

const CUISINE_PATTERNS: ReadonlyArray<readonly [string, RegExp]> = SEARCH_CUISINES.map((cuisine) => [
  cuisine,
  phrase(cuisine.toLowerCase()),
]);

// Spelled-out patterns because people write "annanagar", "T. Nagar" or "tnagar".
const AREA_PATTERNS: ReadonlyArray<readonly [string, RegExp]> = [
  ['Anna Nagar', phrase(String.raw`anna[\s-]*nagar`)],
  ['T Nagar', phrase(String.raw`t[\s.-]*nagar`)],
  ['Velachery', phrase('velachery')],
  ['Adyar', phrase('adyar')],
  ['OMR', phrase('omr')],
];

/** Calls onMatch for every match and returns the input with the matches blanked out. */
function consume(input: string, pattern: RegExp, onMatch: (match: RegExpMatchArray) => void): string {
  for (const match of input.matchAll(pattern)) onMatch(match);
  return input.replace(pattern, ' ');
}

/** The length cap keeps amounts finite today; this keeps NaN or Infinity out of filters regardless. */
function toNumber(raw: string | undefined): number | null {
  if (raw === undefined) return null;
  const value = Number(raw.replaceAll(',', ''));
  return Number.isFinite(value) ? value : null;
}

function normalise(query: unknown): string {
  const raw = typeof query === 'string' ? query : '';
  // NFKC folds full-width digits and letters; cap again because it can lengthen the string.
  return raw.slice(0, MAX_QUERY_CHARS).normalize('NFKC').slice(0, MAX_QUERY_CHARS).toLowerCase();
}

function minOf(a: number | null, b: number | null): number | null {
  if (a === null) return b;
  return b === null ? a : Math.min(a, b);
}

function maxOf(a: number | null, b: number | null): number | null {
  if (a === null) return b;
  return b === null ? a : Math.max(a, b);
}

/** Several price phrases narrow the range; a contradictory pair is read as a range the other way. */
function extractPrices(input: string, filters: TSearchFilters): string {
  let rest = consume(input, PRICE_BETWEEN, (match) => {
    const [first, second] = [toNumber(match[1]), toNumber(match[2])];
    if (first === null || second === null) return;
    filters.minPrice = maxOf(filters.minPrice, Math.min(first, second));
    filters.maxPrice = minOf(filters.maxPrice, Math.max(first, second));
  });
  rest = consume(rest, PRICE_MAX, (match) => {
    filters.maxPrice = minOf(filters.maxPrice, toNumber(match[1]));
  });
  rest = consume(rest, PRICE_MIN, (match) => {
    filters.minPrice = maxOf(filters.minPrice, toNumber(match[1]));
  });
  const { minPrice, maxPrice } = filters;
  if (minPrice !== null && maxPrice !== null && minPrice > maxPrice) {
    filters.minPrice = maxPrice;
    filters.maxPrice = minPrice;
  }
  return rest;
}

function extractDiet(input: string, filters: TSearchFilters): string {
  const rest = consume(input, NON_VEG, () => {
    filters.nonVegOnly = true;
  });
  return consume(rest, VEG, () => {
    filters.vegOnly = true;
  });
}

function extractRating(input: string, filters: TSearchFilters): string {
  return consume(input, RATING, (match) => {
    filters.minRating = maxOf(filters.minRating, toNumber(match[1]));
  });
}

/** Adds the canonical names found, in canonical order, and removes their words. */
function extractNames(
  input: string,
  patterns: ReadonlyArray<readonly [string, RegExp]>,
  found: string[],
): string {
  let rest = input;
  for (const [name, pattern] of patterns) {
    rest = consume(rest, pattern, () => {
      if (!found.includes(name)) found.push(name);
    });
  }
  return rest;
}

/** Edge punctuation goes so "pizza," still matches "Pizza"; inner ("domino's") stays. */
const EDGE_PUNCTUATION = new RegExp(`^(?:(?!${WORD_CHAR}).)+|(?:(?!${WORD_CHAR}).)+$`, 'gu');

function toText(rest: string): string {
  return rest
    .split(/\s+/u)
    .map((word) => word.replace(EDGE_PUNCTUATION, ''))
    .filter((word) => word !== '' && !FILLER_WORDS.has(word))
    .join(' ');
}

function emptyFilters(): TSearchFilters {
  return {
    vegOnly: false,
    nonVegOnly: false,
    minRating: null,
    cuisines: [],
    areas: [],
    maxPrice: null,
    minPrice: null,
    text: '',
  };
}

export function parseSearch(query: string): TSearchFilters {
  const filters = emptyFilters();
  let rest = normalise(query);
  rest = extractDiet(rest, filters);
  // Rating before prices so "above 4 star" is a rating, not a minimum price of 4.
  rest = extractRating(rest, filters);
  rest = extractPrices(rest, filters);
  rest = extractNames(rest, AREA_PATTERNS, filters.areas);
  rest = extractNames(rest, CUISINE_PATTERNS, filters.cuisines);
  filters.text = toText(rest);
  return filters;
}
