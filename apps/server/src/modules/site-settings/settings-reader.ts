import {
  COD_DEFAULT_MAX_ORDER_RUPEES,
  DEFAULT_DELIVERY_FEE_SLABS,
  RIDER_DELIVERY_CAP_DEFAULT,
  rupeesToPaise,
} from '@app/shared';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { siteSettings } from '../../db/schema/index.ts';

/**
 * System Settings (decision 020): one row, read on every order, payment and page load through a
 * per-instance cache that lives SETTINGS_CACHE_MS. An instance that saves forgets its copy at once;
 * every other instance reads the new row within SETTINGS_CACHE_MS, so all agree within seconds
 * without a message bus.
 */
export const SETTINGS_CACHE_MS = 3000;

export type SettingsRow = typeof siteSettings.$inferSelect;

/** The values the migration ships with, used only if the row was deleted by hand. */
export const FALLBACK: SettingsRow = {
  id: 1,
  supportPhone: '+91 44 4000 1234',
  supportEmail: 'support@chennaieats.example',
  bannerEnabled: false,
  bannerText: '',
  orderingPaused: false,
  riderDeliveryCap: RIDER_DELIVERY_CAP_DEFAULT,
  deliveryFeeSlabs: [...DEFAULT_DELIVERY_FEE_SLABS],
  platformFeePaise: 0,
  codEnabled: false,
  codMaxOrderPaise: rupeesToPaise(COD_DEFAULT_MAX_ORDER_RUPEES),
  updatedAt: null,
  updatedBy: null,
};

export async function readRow(db: Db): Promise<SettingsRow> {
  const [row] = await db.select().from(siteSettings).where(eq(siteSettings.id, 1)).limit(1);
  return row ?? FALLBACK;
}

export class SettingsReader {
  private cached: { expires: number; value: Promise<SettingsRow> } | null = null;

  constructor(
    private readonly db: Db,
    private readonly ttlMs = SETTINGS_CACHE_MS,
    private readonly now: () => number = Date.now,
  ) {}

  read(): Promise<SettingsRow> {
    const t = this.now();
    if (this.cached && this.cached.expires > t) return this.cached.value;
    const value = readRow(this.db);
    this.cached = { expires: t + this.ttlMs, value };
    // A failed read is not remembered: the next caller asks the database again.
    value.catch(() => {
      if (this.cached?.value === value) this.cached = null;
    });
    return value;
  }

  forget(): void {
    this.cached = null;
  }
}

const readers = new WeakMap<Db, SettingsReader>();
/** The reader of this database handle (one per app instance). */
export function settingsReader(db: Db): SettingsReader {
  let reader = readers.get(db);
  if (!reader) {
    reader = new SettingsReader(db);
    readers.set(db, reader);
  }
  return reader;
}
