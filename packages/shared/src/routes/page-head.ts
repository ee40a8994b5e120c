/**
 * What a page says about itself in the document head: the server writes it into the HTML it sends
 * (link previews and search engines read that, without running JavaScript) and the web app sets
 * the same title when it navigates (decision 022). One place, so both say the same words.
 */
export const SITE_NAME = 'Chennai Eats';
export const SITE_DESCRIPTION = 'Order food from the best restaurants in Chennai, delivered fast.';

export type PageWords = { title: string; description: string };

/** The pages every visitor may open and search engines may list, by path. */
export const PUBLIC_PAGE_WORDS: Readonly<Record<string, PageWords>> = {
  '/': {
    title: `${SITE_NAME}: food delivery from Chennai's best restaurants`,
    description: SITE_DESCRIPTION,
  },
  '/all-restaurants': {
    title: `All restaurants · ${SITE_NAME}`,
    description:
      'Browse every restaurant delivering in Chennai: search by name or cuisine, filter by rating, delivery time and price.',
  },
  '/about': {
    title: `About us · ${SITE_NAME}`,
    description: `Who we are, the awards we have won and the team behind ${SITE_NAME}.`,
  },
  '/contact': {
    title: `Contact us · ${SITE_NAME}`,
    description: `Write to ${SITE_NAME}: our address, phone, email and hours.`,
  },
  '/about-restaurant': {
    title: `Partner with us · ${SITE_NAME}`,
    description: `Bring your restaurant to ${SITE_NAME} and reach hungry customers across Chennai.`,
  },
  '/privacy': {
    title: `Privacy policy · ${SITE_NAME}`,
    description: `How ${SITE_NAME} collects, uses and protects your information.`,
  },
  '/terms': {
    title: `Terms of service · ${SITE_NAME}`,
    description: `The terms that apply when you order with ${SITE_NAME}.`,
  },
};

/** The title of any other page (cart, account, workspaces): the site's name. */
export const DEFAULT_PAGE_TITLE = SITE_NAME;

export function pageTitleFor(pathname: string): string {
  return PUBLIC_PAGE_WORDS[pathname]?.title ?? DEFAULT_PAGE_TITLE;
}

/** The facts a restaurant page's head is made of (a subset of TRestaurant). */
export type RestaurantHeadFacts = {
  name: string;
  rating: number;
  ratingCount: number;
  cuisine: readonly string[];
  area: string;
  description: string;
};

export function restaurantPageTitle(r: Pick<RestaurantHeadFacts, 'name' | 'area'>): string {
  return r.area ? `${r.name}, ${r.area} · ${SITE_NAME}` : `${r.name} · ${SITE_NAME}`;
}

/** 'Rated 4.6 (1,234 ratings) · South Indian, Indian · Anna Nagar. Popular: Ghee Roast Dosa, … Crisp dosas…' */
export function restaurantPageDescription(
  r: RestaurantHeadFacts & { popularDishes?: readonly string[] },
): string {
  const rated =
    r.ratingCount > 0
      ? `Rated ${r.rating.toFixed(1)} (${r.ratingCount.toLocaleString('en-IN')} ratings)`
      : 'New on Chennai Eats';
  const parts = [rated, r.cuisine.join(', '), r.area].filter((p) => p.length > 0);
  const popular = r.popularDishes?.length ? ` Popular: ${r.popularDishes.join(', ')}.` : '';
  const lead = `${parts.join(' · ')}.${popular}`;
  return r.description ? `${lead} ${r.description}` : `${lead} Order online for delivery.`;
}
