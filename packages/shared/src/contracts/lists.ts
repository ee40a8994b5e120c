/** A CSV export stops after this many rows (a restaurant group's whole history fits many times). */
export const LIST_CSV_MAX_ROWS = 100_000;

/** The spec's message for a list that could not be read: 'Failed to fetch users' (spec 8). */
export const listFetchFailed = (what: string) => `Failed to fetch ${what}`;

/**
 * The spec's list panel: 'Error loading {what}: {message}', the message being its own words
 * ('Failed to fetch users'), not whatever the server or the network said.
 */
export const listErrorText = (what: string) => `Error loading ${what}: ${listFetchFailed(what)}`;
