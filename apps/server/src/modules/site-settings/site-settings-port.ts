import {
  ADMIN_FIGURES_MESSAGES,
  DEFAULT_DELIVERY_FEE_SLABS,
  feeSlabsProblem,
  type TCodSettingsPaise,
  type TFeeSlab,
} from '@app/shared';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { settingsReader } from './settings-reader.ts';

/** What the site settings offer other modules: the cached reads an order, a payment or a price needs. */

/**
 * The fee slabs every price uses (decision 041), from the cached row. A row edited by hand into
 * something that cannot price every distance falls back to the defaults rather than charge nonsense.
 */
export async function deliveryFeeSlabs(db: Db): Promise<readonly TFeeSlab[]> {
  return chargedFeeSlabs((await settingsReader(db).read()).deliveryFeeSlabs);
}

/** The slabs a row holds, or the defaults when they cannot price every distance. */
export function chargedFeeSlabs(slabs: unknown): readonly TFeeSlab[] {
  return Array.isArray(slabs) && feeSlabsProblem(slabs) === null ? slabs : DEFAULT_DELIVERY_FEE_SLABS;
}

/** Placing an order and paying are refused while an admin has paused ordering. */
export async function assertOrderingOpen(db: Db): Promise<void> {
  if ((await settingsReader(db).read()).orderingPaused) {
    throw new AppError('UNAVAILABLE', ADMIN_FIGURES_MESSAGES.orderingPaused);
  }
}

/** Whether checkout offers cash on delivery and up to which total (decision 049), from the cached row. */
export async function cashOnDeliverySettings(db: Db): Promise<TCodSettingsPaise> {
  const row = await settingsReader(db).read();
  return { enabled: row.codEnabled, maxOrderPaise: row.codMaxOrderPaise };
}

/** The platform fee every order's bill carries (decision 045), from the cached row. */
export async function platformFeePaise(db: Db): Promise<number> {
  return (await settingsReader(db).read()).platformFeePaise;
}
