export * from './auth.ts';
export * from './catalogue.ts';
export * from './messages.ts';
export * from './orders.ts';
