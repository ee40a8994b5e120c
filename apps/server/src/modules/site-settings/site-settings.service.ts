import {
  DEFAULT_DELIVERY_FEE_SLABS,
  feeSlabsToPaise,
  feeSlabsToRupees,
  paiseToRupees,
  rupeesToPaise,
  type TPublicSiteSettings,
  type TSiteSettings,
  type TSiteSettingsInput,
} from '@app/shared';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { siteSettings } from '../../db/schema/index.ts';
import { recordAudit } from '../audit/record-audit.ts';
import type { SessionUser } from '../auth/auth.ts';
import { FALLBACK, readRow, type SettingsRow, settingsReader } from './settings-reader.ts';
import { chargedFeeSlabs } from './site-settings-port.ts';

const codInRupees = (r: SettingsRow) => ({
  enabled: r.codEnabled,
  maxOrderAmount: paiseToRupees(r.codMaxOrderPaise),
});

const toAdmin = (r: SettingsRow): TSiteSettings => ({
  supportPhone: r.supportPhone,
  supportEmail: r.supportEmail,
  bannerEnabled: r.bannerEnabled,
  bannerText: r.bannerText,
  orderingPaused: r.orderingPaused,
  riderDeliveryCap: r.riderDeliveryCap,
  deliveryFeeSlabs: feeSlabsToRupees(r.deliveryFeeSlabs),
  platformFee: paiseToRupees(r.platformFeePaise),
  cashOnDelivery: codInRupees(r),
  updatedAt: r.updatedAt ? r.updatedAt.toISOString() : null,
  updatedBy: r.updatedBy,
});

export const toPublic = (r: SettingsRow): TPublicSiteSettings => ({
  supportPhone: r.supportPhone,
  supportEmail: r.supportEmail,
  banner: r.bannerEnabled && r.bannerText ? r.bannerText : null,
  orderingPaused: r.orderingPaused,
  platformFee: paiseToRupees(r.platformFeePaise),
  cashOnDelivery: codInRupees(r),
  // What every price charges, so the information pages quote the same slabs.
  deliveryFeeSlabs: feeSlabsToRupees(chargedFeeSlabs(r.deliveryFeeSlabs)),
});

export async function publicSettings(db: Db): Promise<TPublicSiteSettings> {
  return toPublic(await settingsReader(db).read());
}

/** The admin's form reads the row itself, never a cached copy. */
export async function adminSettings(db: Db): Promise<TSiteSettings> {
  return toAdmin(await readRow(db));
}

const audited = (r: SettingsRow) => ({
  supportPhone: r.supportPhone,
  supportEmail: r.supportEmail,
  bannerEnabled: r.bannerEnabled,
  bannerText: r.bannerText,
  orderingPaused: r.orderingPaused,
  riderDeliveryCap: r.riderDeliveryCap,
  deliveryFeeSlabs: r.deliveryFeeSlabs,
  platformFeePaise: r.platformFeePaise,
  codEnabled: r.codEnabled,
  codMaxOrderPaise: r.codMaxOrderPaise,
});

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
      ...(input.platformFee !== undefined ? { platformFeePaise: rupeesToPaise(input.platformFee) } : {}),
      ...(input.cashOnDelivery
        ? {
            codEnabled: input.cashOnDelivery.enabled,
            codMaxOrderPaise: rupeesToPaise(input.cashOnDelivery.maxOrderAmount),
          }
        : {}),
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
