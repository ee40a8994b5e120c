import {
  AREAS,
  FOOD_CATEGORIES,
  parseSearch,
  rupeesToPaise,
  SEARCH_MAX_ITEMS,
  SEARCH_MAX_RESTAURANTS,
  SEARCH_MAX_SUGGESTIONS,
  type TLatLng,
  type TSearchFilters,
  type TSearchResponse,
  type TSuggestion,
} from '@app/shared';
import type { SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { escapeLike } from '../../lib/escape-like.ts';
import { type OwnerViewer, toFoodItemDto, toRestaurantDto } from '../catalogue/catalogue.mappers.ts';
import { withQuote } from '../catalogue/catalogue-quotes.ts';
import type { Serviceability } from '../serviceability/serviceability-port.ts';
import * as repo from './search.repo.ts';

/** Shown for an empty box and offered while typing; each one is something the parser understands. */
export const SEARCH_PHRASES = [
  'veg only',
  'non veg',
  'under 250',
  '4 star',
  'pizza',
  'biryani',
  'dosa',
  'paneer',
  'dessert',
  'under 500',
  '4.5 star',
  'between 200 and 400',
] as const;

// Prices and ratings go into integer and real columns; absurd amounts must not overflow them.
const MAX_PAISE = 2_147_483_647;
const MAX_RATING = 1_000;

function toPaise(rupees: number | null): number | null {
  return rupees === null ? null : Math.min(MAX_PAISE, Math.max(0, rupeesToPaise(rupees)));
}

/** The parser lower-cases the leftover words already; the SQL side compares lower-cased text. */
function textPatternOf(filters: TSearchFilters): string | null {
  return filters.text === '' ? null : `%${escapeLike(filters.text)}%`;
}

function toCriteria(
  filters: TSearchFilters,
  textAreas: string[],
  limit: number,
  deliversHere?: SQL,
): repo.SearchCriteria {
  // "veg and non veg" asks for both, which is the same as asking for neither.
  const veg = filters.vegOnly === filters.nonVegOnly ? null : filters.vegOnly ? 'veg' : 'nonVeg';
  return {
    veg,
    minRating: filters.minRating === null ? null : Math.min(MAX_RATING, filters.minRating),
    minPricePaise: toPaise(filters.minPrice),
    maxPricePaise: toPaise(filters.maxPrice),
    cuisines: filters.cuisines,
    areas: filters.areas,
    textPattern: textPatternOf(filters),
    textAreas,
    limit,
    deliversHere,
  };
}

/**
 * Plain-words search (spec 5): the parsed filters, matching dishes and matching restaurants. With a
 * location, only restaurants that deliver there and their dishes, each restaurant with its quote.
 */
export async function search(
  db: Db,
  serviceability: Serviceability,
  q: string,
  viewer: OwnerViewer = null,
  location: TLatLng | null = null,
): Promise<TSearchResponse> {
  const filters = parseSearch(q);
  const pattern = textPatternOf(filters);
  const [textAreas, near] = await Promise.all([
    pattern === null ? [] : repo.findAreasMatching(db, pattern),
    location ? serviceability.deliverableFilter(db, location) : null,
  ]);
  const [items, restaurants] = await Promise.all([
    repo.searchFoodItems(db, toCriteria(filters, textAreas, SEARCH_MAX_ITEMS, near?.where)),
    repo.searchRestaurants(db, toCriteria(filters, textAreas, SEARCH_MAX_RESTAURANTS, near?.where)),
  ]);
  return {
    filters,
    items: items.map((row) => {
      const item = toFoodItemDto(row, 'object');
      return { ...item, restaurantId: { _id: row.restaurantId, name: row.restaurantName } };
    }),
    restaurants: restaurants.map((r) => withQuote(toRestaurantDto(r, viewer), near?.quote(r))),
  };
}

/**
 * PGlite runs no autovacuum, so a database seeded in bulk has no planner statistics until someone
 * runs ANALYZE (without them PostgreSQL guesses, and at bench scale one guess took 8 s instead of
 * 10 ms), no visibility map for index-only scans, and trigram indexes whose new entries sit in a
 * pending list that every search scans. VACUUM ANALYZE fixes all three: a few seconds once after a
 * bulk load at bench scale, then 0.8 s instead of ANALYZE's 0.6 s. PostgreSQL's autovacuum does it.
 */
export async function refreshStatistics(db: Db, kind: 'pglite' | 'postgres'): Promise<void> {
  if (kind === 'pglite') await repo.vacuumSearchTables(db);
}

/** Prefix matches first, then the rest in their given order. */
function matchFixed(q: string, words: readonly string[]): string[] {
  const contains = words.filter((w) => w.toLowerCase().includes(q));
  return [
    ...contains.filter((w) => w.toLowerCase().startsWith(q)),
    ...contains.filter((w) => !w.toLowerCase().startsWith(q)),
  ];
}

/**
 * Up to SEARCH_MAX_SUGGESTIONS completions: phrases and areas, then categories, restaurants and
 * dishes. Areas and categories are closed lists (spec 5), so they need no query.
 */
export async function suggest(db: Db, q: string): Promise<TSuggestion[]> {
  const typed = q.toLowerCase();
  if (typed === '')
    return SEARCH_PHRASES.slice(0, SEARCH_MAX_SUGGESTIONS).map((text) => ({ text, kind: 'phrase' }));

  const patterns = { contains: `%${escapeLike(typed)}%`, startsWith: `${escapeLike(typed)}%` };
  const [restaurantNames, dishNames] = await Promise.all([
    repo.suggestRestaurantNames(db, patterns, SEARCH_MAX_SUGGESTIONS),
    repo.suggestDishNames(db, patterns, SEARCH_MAX_SUGGESTIONS),
  ]);
  const candidates: TSuggestion[] = [
    ...matchFixed(typed, SEARCH_PHRASES).map((text) => ({ text, kind: 'phrase' as const })),
    ...matchFixed(typed, AREAS).map((text) => ({ text, kind: 'area' as const })),
    ...matchFixed(typed, FOOD_CATEGORIES).map((text) => ({ text, kind: 'category' as const })),
    ...restaurantNames.map((text) => ({ text, kind: 'restaurant' as const })),
    ...dishNames.map((text) => ({ text, kind: 'dish' as const })),
  ];
  // 'Pizza' the phrase and 'Pizza' the dish would search the same thing; keep the first.
  const seen = new Set<string>();
  return candidates
    .filter((s) => {
      const key = s.text.toLowerCase();
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    })
    .slice(0, SEARCH_MAX_SUGGESTIONS);
}
