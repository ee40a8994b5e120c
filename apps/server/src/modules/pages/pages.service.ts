import {
  imageSources,
  PUBLIC_PAGE_WORDS,
  restaurantPageDescription,
  restaurantPageTitle,
  SITE_DESCRIPTION,
  SITE_NAME,
  shownRating,
} from '@app/shared';
import type { Db } from '../../db/client.ts';
import type { MicroCache } from '../../lib/micro-cache.ts';
import type { PageHead } from './page-head.ts';
import { findActiveRestaurantForHead, type RestaurantForHead, topDishesForHead } from './pages.repo.ts';

/** Dishes named in a restaurant page's head: a few in the description, more in its menu data. */
const HEAD_DISHES = 10;
const DESCRIPTION_DISHES = 4;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export type PageDeps = {
  db: Db;
  /** PUBLIC_URL without a trailing slash. */
  origin: string;
  /** The picture a link preview should use for an image path (absolute URL), see spa.ts. */
  previewImage: (src: string | undefined) => string | undefined;
  /** Public reads, remembered for a moment like the catalogue's (lib/micro-cache.ts). */
  restaurants: MicroCache<RestaurantForHead | null>;
};

export type ShellAnswer = { status: 200 | 404; head: PageHead };

/** The status and head of the app shell for a client route. */
export async function shellAnswerFor(pathname: string, deps: PageDeps): Promise<ShellAnswer> {
  const canonical = `${deps.origin}${pathname === '/' ? '/' : pathname.replace(/\/+$/, '')}`;
  const restaurantId = /^\/view-restaurant\/([^/]*)\/?$/.exec(pathname)?.[1];
  if (restaurantId !== undefined) {
    const restaurant = UUID.test(restaurantId)
      ? await deps.restaurants.get(restaurantId.toLowerCase(), async () => {
          const found = await findActiveRestaurantForHead(deps.db, restaurantId);
          return found ? { ...found, dishes: await topDishesForHead(deps.db, found.id, HEAD_DISHES) } : null;
        })
      : null;
    if (!restaurant) return { status: 404, head: notFoundHead(canonical) };
    return { status: 200, head: restaurantHead(restaurant, canonical, deps) };
  }
  const words = PUBLIC_PAGE_WORDS[pathname.replace(/(.)\/+$/, '$1')];
  if (words) {
    return {
      status: 200,
      head: { ...words, canonical, type: 'website', image: deps.previewImage('/icons/icon-512.png') },
    };
  }
  // Cart, account, workspaces…: the site's name, and not for search engines (robots.txt agrees).
  return {
    status: 200,
    head: { title: SITE_NAME, description: SITE_DESCRIPTION, canonical, type: 'website', noIndex: true },
  };
}

function notFoundHead(canonical: string): PageHead {
  return {
    title: `Restaurant not found · ${SITE_NAME}`,
    description: SITE_DESCRIPTION,
    canonical,
    type: 'website',
    noIndex: true,
  };
}

function restaurantHead(r: RestaurantForHead, canonical: string, deps: PageDeps): PageHead {
  const rating = shownRating(r.rating);
  const facts = { ...r, rating };
  const banner = r.images[0];
  const image = deps.previewImage(banner);
  const popular = r.dishes.slice(0, DESCRIPTION_DISHES).map((d) => d.name);
  const description = restaurantPageDescription({ ...facts, popularDishes: popular });
  return {
    title: restaurantPageTitle(r),
    description,
    canonical,
    type: 'restaurant.restaurant',
    image,
    imageAlt: `${r.name}, ${r.area || 'Chennai'}`,
    // The page's banner <img> (view-restaurant-page.tsx, slot 'banner') is its largest paint.
    lcpImage: banner ? imageSources(banner, 'banner') : undefined,
    extra: [
      ['restaurant:rating', rating.toFixed(1)],
      ...r.cuisine.map((c) => ['restaurant:cuisine', c] as const),
      ...(r.area ? ([['restaurant:area', r.area]] as const) : []),
    ],
    structuredData: {
      '@context': 'https://schema.org',
      '@type': 'Restaurant',
      name: r.name,
      description: r.description || description,
      url: canonical,
      ...(image ? { image } : {}),
      servesCuisine: r.cuisine,
      priceRange: '₹'.repeat(Math.min(4, Math.max(1, r.priceLevel))),
      address: {
        '@type': 'PostalAddress',
        streetAddress: r.address,
        addressLocality: r.area ? `${r.area}, Chennai` : 'Chennai',
        addressCountry: 'IN',
      },
      geo: { '@type': 'GeoCoordinates', latitude: r.lat, longitude: r.lng },
      ...(r.ratingCount > 0
        ? {
            aggregateRating: {
              '@type': 'AggregateRating',
              ratingValue: rating,
              ratingCount: r.ratingCount,
              bestRating: 5,
              worstRating: 1,
            },
          }
        : {}),
      ...(r.dishes.length > 0
        ? {
            hasMenu: {
              '@type': 'Menu',
              hasMenuItem: r.dishes.map((d) => ({
                '@type': 'MenuItem',
                name: d.name,
                description: d.description,
                offers: { '@type': 'Offer', price: (d.pricePaise / 100).toFixed(2), priceCurrency: 'INR' },
              })),
            },
          }
        : {}),
      ...(r.isVegetarian ? { suitableForDiet: 'https://schema.org/VegetarianDiet' } : {}),
    },
  };
}
