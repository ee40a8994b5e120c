/** Words for failures that are ours, not the person's: the database away, input we cannot store. */
export const RELIABILITY_MESSAGES = {
  serviceUnavailable: 'The service is briefly unavailable. Please try again in a moment.',
  /** This instance's database connections were all busy for the whole wait: overload, not an outage. */
  serviceBusy: 'The service is busy right now. Please try again in a moment.',
  /** A text field holds a NUL byte or half of a surrogate pair, which no database stores. */
  invalidCharacters: (field: string) =>
    `${field}: contains characters that are not allowed (a NUL byte or an unpaired surrogate).`,
  tooDeeplyNested: 'The request body is nested too deeply.',
  /** Refused by Node before any route: the address and headers together are over 16 kB. */
  headersTooLarge: 'The request address or headers are too large.',
  requestTimeout: 'The request took too long to arrive.',
  malformedRequest: 'The request is not valid HTTP.',
  /** better-auth refused the page's address: tell the operator the one setting that fixes it. */
  untrustedOrigin: (origin: string) =>
    `Sign-in refused: ${origin || 'this address'} is not this server's address. Open the app at its configured address, or set PUBLIC_URL to the address people use.`,
} as const;

/** Named events on GET /api/orders/events besides `order`. */
export const ORDER_STREAM_EVENTS = {
  order: 'order',
  /** The server may have missed changes (its database connection was lost and is back): refetch. */
  resync: 'resync',
} as const;

/** Live order streams one account may hold open on one server instance (tabs, devices). */
export const ORDER_STREAMS_PER_USER = 5;

export const ORDER_STREAM_MESSAGES = {
  tooManyStreams: `Too many live connections are open for this account (at most ${ORDER_STREAMS_PER_USER}). Close another tab and try again.`,
  instanceFull: 'Live updates are busy right now. Please try again in a moment.',
} as const;
