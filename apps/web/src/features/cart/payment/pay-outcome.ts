import type { TOrder } from '@app/shared';

export type PayOutcome =
  | { kind: 'paid'; order: TOrder }
  | { kind: 'failed'; message: string }
  | { kind: 'dismissed' };
