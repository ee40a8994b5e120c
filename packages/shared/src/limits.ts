/**
 * Upper bounds on a restaurant's searched text, in UTF-8 bytes (octet_length), and on its number of
 * cuisines: the database's CHECK constraints (apps/server/src/db/schema/catalogue.ts) use these very
 * numbers, and the forms and routes that write restaurants refuse more first (400, never a 500).
 * Search walks a covering btree index that stores name, description and cuisines twice (drizzle/0003),
 * and a btree entry holds at most 2,704 bytes: at these limits an entry stays under ~2,150.
 */
export const RESTAURANT_MAX_BYTES = { name: 150, description: 500, cuisines: 200, area: 100 } as const;
export const RESTAURANT_MAX_CUISINES = 10;

/**
 * Upper bounds on a dish's text, in UTF-8 bytes: the CHECK constraints on food_items. 1,000 bytes is
 * 1,000 Latin or about 330 Tamil characters.
 */
export const FOOD_ITEM_MAX_BYTES = { name: 150, category: 50, description: 1000 } as const;

/** Dish prices (spec 3 price, step 0.01), in rupees: from one paisa-hundred to one lakh. */
export const FOOD_PRICE_MIN_RUPEES = 0.01;
export const FOOD_PRICE_MAX_RUPEES = 100_000;

/** Passwords: better-auth's limits on the server (modules/auth/auth.ts), the sign-up page and the admin's forms. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

/** The length of text in UTF-8 bytes, as PostgreSQL's octet_length counts it. */
export function utf8Bytes(text: string): number {
  // Counted by hand: `shared` has no DOM or Node types, and this runs in both.
  let bytes = 0;
  for (const ch of text) {
    const code = ch.codePointAt(0) ?? 0;
    bytes += code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4;
  }
  return bytes;
}

/**
 * Photo uploads per user: at most this many in any 24 hours (the quota, answered 429 with
 * OWNER_MESSAGES.uploadQuotaReached), and at most UPLOADS_PER_MINUTE in a minute (the rate limit).
 */
export const UPLOADS_PER_DAY = 100;
export const UPLOADS_PER_MINUTE = 20;
