/**
 * What other modules may ask of serviceability (decision 026's ports): the lists filter on
 * `deliverableFilter`, placing an order prices and times an address with `quoteForAddress`.
 */
export { type DeliverableFilter, deliverableFilter, quoteForAddress } from './serviceability.service.ts';
