import type { Db } from './client.ts';

/** The handle a `db.transaction(async (tx) => …)` callback receives; repos take `Db | Tx` to run in either. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
