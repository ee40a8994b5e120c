import {
  ADMIN_FIGURES_MESSAGES,
  DEFAULT_DELIVERY_FEE_SLABS,
  feeSlabsProblem,
  feeSlabsToPaise,
  feeSlabsToRupees,
  RIDER_DELIVERY_CAP_DEFAULT,
  type TFeeSlab,
  type TPublicSiteSettings,
  type TSiteSettings,
  type TSiteSettingsInput,
} from '@app/shared';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { siteSettings } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import type { SessionUser } from '../auth/auth.ts';
import { recordAudit } from './audit.ts';

/**
 * System Settings (decision 020): one row, read on every order, payment and page load through a
 * per-instance cache that lives SETTINGS_CACHE_MS. An instance that saves forgets its copy at once;
 * every other instance reads the new row within SETTINGS_CACHE_MS, so all agree within seconds
 * without a message bus.
 */
export const SETTINGS_CACHE_MS = 3000;

type Row = typeof siteSettings.$inferSelect;

/** The values the migration ships with, used only if the row was deleted by hand. */
const FALLBACK: Row = {
  id: 1,
  supportPhone: '+91 44 4000 1234',
  supportEmail: 'support@chennaieats.example',
  bannerEnabled: false,
  bannerText: '',
  orderingPaused: false,
  riderDeliveryCap: RIDER_DELIVERY_CAP_DEFAULT,
  deliveryFeeSlabs: [...DEFAULT_DELIVERY_FEE_SLABS],
  updatedAt: null,
  updatedBy: null,
};

async function readRow(db: Db): Promise<Row> {
  const [row] = await db.select().from(siteSettings).where(eq(siteSettings.id, 1)).limit(1);
  return row ?? FALLBACK;
}

export class SettingsReader {
  private cached: { expires: number; value: Promise<Row> } | null = null;

  constructor(
    private readonly db: Db,
    private readonly ttlMs = SETTINGS_CACHE_MS,
    private readonly now: () => number = Date.now,
  ) {}

  read(): Promise<Row> {
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

const toAdmin = (r: Row): TSiteSettings => ({
  supportPhone: r.supportPhone,
  supportEmail: r.supportEmail,
  bannerEnabled: r.bannerEnabled,
  bannerText: r.bannerText,
  orderingPaused: r.orderingPaused,
  riderDeliveryCap: r.riderDeliveryCap,
  deliveryFeeSlabs: feeSlabsToRupees(r.deliveryFeeSlabs),
  updatedAt: r.updatedAt ? r.updatedAt.toISOString() : null,
  updatedBy: r.updatedBy,
});

export const toPublic = (r: Row): TPublicSiteSettings => ({
  supportPhone: r.supportPhone,
  supportEmail: r.supportEmail,
  banner: r.bannerEnabled && r.bannerText ? r.bannerText : null,
  orderingPaused: r.orderingPaused,
});

export async function publicSettings(db: Db): Promise<TPublicSiteSettings> {
  return toPublic(await settingsReader(db).read());
}

/** The admin's form reads the row itself, never a cached copy. */
export async function adminSettings(db: Db): Promise<TSiteSettings> {
  return toAdmin(await readRow(db));
}

const audited = (r: Row) => ({
  supportPhone: r.supportPhone,
  supportEmail: r.supportEmail,
  bannerEnabled: r.bannerEnabled,
  bannerText: r.bannerText,
  orderingPaused: r.orderingPaused,
  riderDeliveryCap: r.riderDeliveryCap,
  deliveryFeeSlabs: r.deliveryFeeSlabs,
});

/**
 * The fee slabs every price uses (decision 041), from the cached row. A row edited by hand into
 * something that cannot price every distance falls back to the defaults rather than charge nonsense.
 */
export async function deliveryFeeSlabs(db: Db): Promise<readonly TFeeSlab[]> {
  const slabs = (await settingsReader(db).read()).deliveryFeeSlabs;
  return Array.isArray(slabs) && feeSlabsProblem(slabs) === null ? slabs : DEFAULT_DELIVERY_FEE_SLABS;
}

/** Saves the settings and the audit entry (before/after) in one transaction. */
export async function updateSettings(
  db: Db,
  actor: SessionUser,
  input: TSiteSettingsInput,
  now = new Date(),
): Promise<TSiteSettings> {
  const saved = await db.transaction(async (tx) => {
    const [before] = await tx.select().from(siteSettings).where(eq(siteSettings.id, 1)).for('update');
    const values = {
      supportPhone: input.supportPhone,
      supportEmail: input.supportEmail,
      bannerEnabled: input.bannerEnabled,
      bannerText: input.bannerText,
      orderingPaused: input.orderingPaused,
      ...(input.riderDeliveryCap !== undefined ? { riderDeliveryCap: input.riderDeliveryCap } : {}),
      deliveryFeeSlabs: input.deliveryFeeSlabs
        ? feeSlabsToPaise(input.deliveryFeeSlabs)
        : (before?.deliveryFeeSlabs ?? [...DEFAULT_DELIVERY_FEE_SLABS]),
      updatedAt: now,
      updatedBy: actor.email,
    };
    const [after] = await tx
      .insert(siteSettings)
      .values({ id: 1, ...values })
      .onConflictDoUpdate({ target: siteSettings.id, set: values })
      .returning();
    if (!after) throw new Error('site_settings upsert returned nothing');
    await recordAudit(tx, actor, {
      action: 'settings.update',
      targetType: 'settings',
      targetId: 'site',
      before: audited(before ?? FALLBACK),
      after: audited(after),
    });
    return after;
  });
  settingsReader(db).forget();
  return toAdmin(saved);
}

/** Placing an order and paying are refused while an admin has paused ordering. */
export async function assertOrderingOpen(db: Db): Promise<void> {
  if ((await settingsReader(db).read()).orderingPaused) {
    throw new AppError('UNAVAILABLE', ADMIN_FIGURES_MESSAGES.orderingPaused);
  }
}
