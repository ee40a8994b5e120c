/**
 * Every query key of the web app, one factory per read. A read's `queryOptions` takes its key from
 * here, and a mutation or a live event invalidates by the same factory (a prefix here invalidates
 * every read under it), so no screen spells a key as a string literal.
 */
export const keys = {
  session: ['session'] as const,
  clientConfig: ['client-config'] as const,
  siteSettings: ['site-settings'] as const,
  contactMessages: ['contact-messages'] as const,
  favorites: (userId: string) => ['favorites', userId] as const,
  foodItems: (limit: number) => ['food-items', limit] as const,
  localities: ['localities'] as const,
  /** The admin's platform coupons, or the owner's restaurant coupons (components/coupons). */
  coupons: (funder: 'platform' | 'restaurant') => ['coupons', funder] as const,
  serviceability: (restaurantId: string, lat: number, lng: number) =>
    ['serviceability', restaurantId, lat, lng] as const,
  menu: {
    all: ['menu'] as const,
    of: (restaurantId: string) => ['menu', restaurantId] as const,
  },
  restaurants: {
    all: ['restaurants'] as const,
    list: (params: unknown) => ['restaurants', params] as const,
    detail: (id: string) => ['restaurants', 'detail', id] as const,
    browse: (narrowing: unknown) => ['restaurants', 'browse', narrowing] as const,
    reviews: (restaurantId: string) => ['restaurants', 'reviews', restaurantId] as const,
  },
  search: {
    results: (q: string, point: { lat?: number; lng?: number } = {}) => ['search', q, point] as const,
    suggestions: (q: string) => ['search', 'suggestions', q] as const,
  },
  /** A customer's orders: every read here refreshes on a live change of an order. */
  orders: {
    all: ['orders'] as const,
    mine: (page: number) => ['orders', 'mine', page] as const,
    one: (orderId: string) => ['orders', 'one', orderId] as const,
    /** The bill checkout would be charged for this body (POST /api/orders/quote). */
    quote: (body: unknown) => ['orders', 'quote', body] as const,
    /** The coupons checkout lists for this restaurant and item total (GET /api/coupons). */
    coupons: (restaurantId: string, itemTotal: number) =>
      ['orders', 'coupons', restaurantId, itemTotal] as const,
    /** The half hours a scheduled order may pick (GET /api/restaurants/{id}/slots). */
    slots: (restaurantId: string) => ['orders', 'slots', restaurantId] as const,
  },
  users: {
    detail: (userId: string) => ['users', 'detail', userId] as const,
  },
  /** The management lists (components/workspace/management-list.tsx), one prefix per API path. */
  managementList: {
    of: (path: string) => ['management-list', path] as const,
    page: (path: string, filter: string, page: number) => ['management-list', path, filter, page] as const,
  },
  owner: {
    restaurants: ['owner', 'restaurants'] as const,
    deliveryZone: (restaurantId: string) => ['owner', 'delivery-zone', restaurantId] as const,
    restaurant: (id: string) => ['owner', 'restaurants', id] as const,
    foodItems: ['owner', 'food-item'] as const,
    foodItem: (id: string) => ['owner', 'food-item', id] as const,
    dashboard: (restaurantId: string) => ['owner', 'dashboard', restaurantId] as const,
    analytics: (restaurantId: string) => ['owner', 'analytics', restaurantId] as const,
    ratingSummary: (restaurantId: string) => ['owner', 'rating-summary', restaurantId] as const,
    helpDesk: ['owner', 'help-desk'] as const,
    statement: (restaurantId: string, week: string) => ['owner', 'statement', restaurantId, week] as const,
    boards: ['owner', 'board'] as const,
    board: (restaurantId: string, since: string) => ['owner', 'board', restaurantId, since] as const,
  },
  admin: {
    dashboard: ['admin', 'dashboard'] as const,
    settings: ['admin', 'settings'] as const,
    riderCash: ['admin', 'rider-cash'] as const,
    payouts: ['admin', 'payouts'] as const,
    payoutList: (status: string) => ['admin', 'payouts', status] as const,
    analytics: (from: string, to: string) => ['admin', 'analytics', from, to] as const,
    orders: ['admin', 'order'] as const,
    order: (id: string) => ['admin', 'order', id] as const,
    search: (q: string) => ['admin', 'search', q] as const,
    owners: (q: string) => ['admin', 'owners', q] as const,
    restaurantOptions: (q: string) => ['admin', 'restaurant-options', q] as const,
    userOrders: (userId: string) => ['admin', 'user-orders', userId] as const,
    attention: ['admin', 'attention'] as const,
    ticket: (id: string) => ['admin', 'ticket', id] as const,
  },
  delivery: {
    all: ['delivery'] as const,
    current: ['delivery', 'current'] as const,
    history: ['delivery', 'history'] as const,
    duty: ['delivery', 'duty'] as const,
    pickupsAll: ['delivery', 'pickups'] as const,
    pickups: (near: readonly [string, string] | null) => ['delivery', 'pickups', near] as const,
    offer: ['delivery', 'offer'] as const,
    statement: (week: string) => ['delivery', 'statement', week] as const,
  },
  dispatch: {
    all: ['dispatch'] as const,
    queue: (page: number) => ['dispatch', 'queue', page] as const,
    riders: (q: string) => ['dispatch', 'riders', q] as const,
  },
} as const;
