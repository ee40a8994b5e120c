/**
 * What other modules may ask of serviceability (decision 026's ports): the lists filter on
 * `deliverableNear`, placing an order prices a pinned address with `feeForAddress`.
 */
export { deliverableNear, feeForAddress } from './serviceability.service.ts';
