/**
 * What other modules may ask of serviceability (decision 026's ports): the lists filter on
 * `deliverableFilter`, placing an order prices a pinned address with `feeForAddress`.
 */
export { type DeliverableFilter, deliverableFilter, feeForAddress } from './serviceability.service.ts';
