export * from './constants.ts';
export * from './contracts/catalogue.ts';
export * from './contracts/common.ts';
export * from './messages.ts';
export * from './money.ts';
export * from './orders/order-status.ts';
export * from './orders/pricing.ts';
export * from './search/parse-search.ts';
