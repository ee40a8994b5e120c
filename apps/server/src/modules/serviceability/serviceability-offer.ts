import { deliverableFilter, quoteForAddress } from './serviceability.service.ts';
import type { Serviceability } from './serviceability-port.ts';

/** Serviceability's implementation of its port: app.ts hands it to catalogue, search and orders. */
export const serviceabilityOffer: Serviceability = { deliverableFilter, quoteForAddress };
