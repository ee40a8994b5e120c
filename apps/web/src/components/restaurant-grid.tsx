import type { TRestaurantNearby } from '@app/shared';
import { CardGrid } from './card-grid.tsx';
import { RestaurantCard } from './restaurant-card.tsx';

/** Restaurant cards as one labelled list (home, search results, favourites). */
export function RestaurantGrid({ label, restaurants }: { label: string; restaurants: TRestaurantNearby[] }) {
  return (
    <CardGrid label={label}>
      {restaurants.map((r, i) => (
        <li key={r._id}>
          <RestaurantCard restaurant={r} first={i === 0} />
        </li>
      ))}
    </CardGrid>
  );
}
