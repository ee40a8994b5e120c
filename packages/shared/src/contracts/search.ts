import { z } from 'zod';
import { ZFoodItem, ZRestaurantNearby } from './catalogue.ts';
import { BOTH_OR_NEITHER, bothOrNeither, ZOptionalPoint } from './serviceability.ts';

/** `?q=` of both search endpoints; the parser caps its own work at the same length. */
export const ZSearchQuery = z.object({
  q: z.string().trim().max(200, 'must be at most 200 characters').default(''),
});
export type TSearchQuery = z.infer<typeof ZSearchQuery>;
/** GET /api/search: with `lat`/`lng`, only dishes and restaurants that deliver there (decision 041). */
export const ZSearchLocatedQuery = ZSearchQuery.extend(ZOptionalPoint.shape).refine(
  bothOrNeither,
  BOTH_OR_NEITHER,
);

/** What `parseSearch` read from the query, echoed so the screen can show the filters it applied. */
export const ZSearchFilters = z.object({
  vegOnly: z.boolean(),
  nonVegOnly: z.boolean(),
  minRating: z.number().nullable(),
  cuisines: z.array(z.string()),
  areas: z.array(z.string()),
  maxPrice: z.number().nullable(),
  minPrice: z.number().nullable(),
  text: z.string(),
});

/** A search hit names its restaurant, so the result list can link to it without another call. */
export const ZSearchFoodItem = ZFoodItem.extend({
  restaurantId: z.object({ _id: z.string(), name: z.string() }),
});

export const ZSearchResponse = z.object({
  filters: ZSearchFilters,
  items: z.array(ZSearchFoodItem),
  restaurants: z.array(ZRestaurantNearby),
});
export type TSearchResponse = z.infer<typeof ZSearchResponse>;

export const SUGGESTION_KINDS = ['phrase', 'dish', 'category', 'restaurant', 'area'] as const;

export const ZSuggestion = z.object({
  text: z.string(),
  kind: z.enum(SUGGESTION_KINDS),
});
export type TSuggestion = z.infer<typeof ZSuggestion>;

export const ZSuggestionsResponse = z.array(ZSuggestion);
