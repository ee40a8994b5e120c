// The order both order benches place (orders.mjs, paid-orders.mjs): the first listed restaurant's
// first two dishes on sale, two of each, to a Chennai address.

/** Reads the server at `base` and returns the order body (an object, not yet JSON). */
export async function benchOrder(base) {
  const get = async (path) => {
    const res = await fetch(new URL(path, base));
    if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
    return res.json();
  };
  const [restaurant] = await get('/api/restaurants?limit=1');
  const menu = await get(`/api/food-items-by-restaurant?restaurantId=${restaurant._id}&limit=200`);
  const dishes = menu.filter((d) => d.isAvailable).slice(0, 2);
  return {
    restaurantId: restaurant._id,
    items: dishes.map((d) => ({ foodItemId: d._id, quantity: 2, options: [] })),
    deliveryInfo: {
      name: 'Bench Customer',
      address: '1, Bench Street',
      city: 'Chennai',
      state: 'Tamil Nadu',
      zip: '600040',
      phone: '9840000000',
    },
  };
}
