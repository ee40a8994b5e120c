import type { RouteObject } from 'react-router';
import { readHome } from '../../features/home/api/home-queries.ts';
import HomePage from '../../features/home/pages/home-page.tsx';
import { readBrowseRestaurants } from '../../features/restaurants/api/browse-restaurants.ts';
import { readRestaurantPage } from '../../features/restaurants/api/prefetch-restaurant-page.ts';
import HomeSearch from '../../features/search/components/home-search.tsx';
import { lazyPage } from '../../lib/lazy-page.ts';
import { pageRoute } from '../page-route.ts';
import { serverRendered } from '../server-rendered.ts';

// Home is where most visits start, so it ships in the entry file: one download instead of a lazy
// chunk and its two dozen small shared chunks, each a round trip on a phone (decision 010). The search
// feature is composed into it here (features do not import each other).
const Home = () => <HomePage search={<HomeSearch />} />;
const ViewRestaurantPage = lazyPage(
  () => import('../../features/restaurants/pages/view-restaurant-page.tsx'),
);
const AllRestaurantsPage = lazyPage(
  () => import('../../features/restaurants/pages/all-restaurants-page.tsx'),
);
const FavoritesPage = lazyPage(() => import('../../features/favorites/pages/favorites-page.tsx'));
const AboutPage = lazyPage(() => import('../../features/info/pages/about-page.tsx'));
const ContactPage = lazyPage(() => import('../../features/info/pages/contact-page.tsx'));
const PrivacyPage = lazyPage(() => import('../../features/info/pages/privacy-page.tsx'));
const TermsPage = lazyPage(() => import('../../features/info/pages/terms-page.tsx'));
const AboutRestaurantPage = lazyPage(() => import('../../features/info/pages/about-restaurant-page.tsx'));

/**
 * Customer browsing and the information pages. The public ones arrive rendered by the server, and
 * their reads start before their code runs (serverRendered).
 */
export const browseRoutes: RouteObject[] = [
  { path: '/', element: <Home />, ...serverRendered({ reads: readHome }) },
  {
    path: '/view-restaurant/:id',
    element: <ViewRestaurantPage />,
    ...serverRendered({
      reads: (client, params) => readRestaurantPage(client, params.id ?? ''),
      code: ViewRestaurantPage.preload,
    }),
  },
  {
    path: '/all-restaurants',
    element: <AllRestaurantsPage />,
    ...serverRendered({ reads: readBrowseRestaurants, code: AllRestaurantsPage.preload }),
  },
  pageRoute('/favorites', FavoritesPage),
  { path: '/about', element: <AboutPage />, ...serverRendered({ code: AboutPage.preload }) },
  // A form: what is typed before the app has taken the page over would be lost.
  pageRoute('/contact', ContactPage),
  { path: '/privacy', element: <PrivacyPage />, ...serverRendered({ code: PrivacyPage.preload }) },
  { path: '/terms', element: <TermsPage />, ...serverRendered({ code: TermsPage.preload }) },
  // Its map (Leaflet) needs a browser.
  pageRoute('/about-restaurant', AboutRestaurantPage),
];
