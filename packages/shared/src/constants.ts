/** Business constants of spec section 9, in one place for the UI, the server and the tests. */

/** A new restaurant's delivery fee (the FAQ's "flat ₹49"); each order charges its restaurant's own fee (decision 023). */
export const DELIVERY_FEE_RUPEES = 49;
export const TOP_RATED_MIN_RATING = 4.5;

export const SEARCH_MAX_ITEMS = 50;
export const SEARCH_MAX_RESTAURANTS = 50;
export const SEARCH_MAX_SUGGESTIONS = 8;
/** Cards of each kind a search draws at first; the rest on "Show all" (50 of each took seconds on a slow phone). */
export const SEARCH_RESULTS_SHOWN_FIRST = 12;

export const CAROUSEL_STEP_PX = 250;
export const CAROUSEL_INTERVAL_MS = 3000;

export const ORDER_SUCCESS_REDIRECT_MS = 3000;
export const LOGOUT_REDIRECT_MS = 1500;
export const PROFILE_REDIRECT_MS = 2000;
export const CONTACT_SUCCESS_MS = 5000;
export const CONTACT_SIMULATED_DELAY_MS = 1500;

export const LIST_PAGE_SIZE = 10;

/** An order still unpaid this long after it was placed is cancelled automatically (its payment window closed). */
export const UNPAID_ORDER_EXPIRY_MINUTES = 30;

/** Paging of the catalogue reads: `?page=` starts at 1, `?limit=` is capped. */
export const PAGE_DEFAULT_LIMIT = 50;
export const PAGE_MAX_LIMIT = 100;
export const MENU_DEFAULT_LIMIT = 100;
export const MENU_MAX_LIMIT = 200;

export const AREAS = ['Anna Nagar', 'T Nagar', 'Velachery', 'Adyar', 'OMR'] as const;
export type TArea = (typeof AREAS)[number];

/** Cuisines offered when adding a restaurant (spec 5) plus those the search parser knows. */
export const CUISINES = ['Indian', 'Chinese', 'Italian', 'Mexican', 'Thai', 'French', 'American'] as const;
export type TCuisine = (typeof CUISINES)[number];

export const FOOD_CATEGORIES = ['Starter', 'Main Course', 'Fast Food', 'Dessert', 'Beverage'] as const;
export type TFoodCategory = (typeof FOOD_CATEGORIES)[number];

export const HOME_CATEGORIES = [
  'Desserts',
  'Indian',
  'South_Indian',
  'North_Indian',
  'American',
  'Vegetarian',
  'Chinese',
  'Italian',
] as const;

export const QUICK_TAGS = ['veg only', 'dessert', 'under 250', 'pizza', 'Anna Nagar'] as const;

export const ROLES = ['customer', 'restaurantOwner', 'admin', 'deliveryPartner'] as const;
export type TRole = (typeof ROLES)[number];

/** Each role in words (the admin's forms and lists). */
export const ROLE_LABELS: Record<TRole, string> = {
  customer: 'Customer',
  restaurantOwner: 'Restaurant owner',
  admin: 'Admin',
  deliveryPartner: 'Delivery partner',
};

/** A role in words; takes any string because a role may come from outside our types. */
export function roleLabel(role: string): string {
  return role in ROLE_LABELS ? ROLE_LABELS[role as TRole] : role;
}

/** Who works in each workspace: the server's route access and the web app's route guards read these. */
export const RESTAURANT_MANAGER_ROLES = ['restaurantOwner', 'admin'] as const satisfies readonly TRole[];
export const ADMIN_ROLES = ['admin'] as const satisfies readonly TRole[];
export const DELIVERY_ROLES = ['deliveryPartner'] as const satisfies readonly TRole[];

/** Whether `role` runs restaurants (an owner or an admin): sees owner details, changes the catalogue. */
export function isRestaurantManager(role: TRole): boolean {
  return RESTAURANT_MANAGER_ROLES.some((manager) => manager === role);
}

export function isRole(value: unknown): value is TRole {
  return ROLES.some((role) => role === value);
}

/** A role read back from outside our types (a session): anything unknown is the least trusted, a customer. */
export function roleOf(value: unknown): TRole {
  return isRole(value) ? value : 'customer';
}

/** What the information pages promise (spec 9, in ₹): the FAQ, terms and contact pages read these. */
export const PRODUCT_NAME = 'Chennai Eats';
export const ORDER_CHANGE_WINDOW_MINUTES = 15;
export const CANCEL_FULL_REFUND_MINUTES = 5;
export const REFUND_BUSINESS_DAYS = { min: 5, max: 7 } as const;
export const DELIVERY_HOURS = { opens: '8:00 AM', closes: '10:00 PM' } as const;
export const CONTACT_REPLY_HOURS = 24;
export const MIN_ACCOUNT_AGE_YEARS = 18;

/** After 'Profile saved! Redirecting...' the profile screen moves on after this long. */
export const PROFILE_SAVED_REDIRECT_MS = 1000;

/** Delivery partners: the doorstep code, its tries, and how often a position is kept. */
export const DELIVERY_PARTNER_FEE_DEFAULT_RUPEES = 40;
export const DELIVERY_CODE_MAX_FAILURES = 5;
/** Status requests one rider may make on one order in 10 minutes (pick up, codes): more is guessing. */
export const DELIVERY_STATUS_ATTEMPTS_PER_ORDER = 12;
export const COURIER_LOCATION_MIN_INTERVAL_MS = 1000;
/** How often the rider's phone sends its position while a delivery is on the way. */
export const COURIER_LOCATION_SEND_EVERY_MS = 4000;
