import type { TDeliveryZone } from '@app/shared';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { restaurants } from '../../db/schema/index.ts';

/** How stale another instance's copy may be: a zone or an activation shows everywhere within this. */
export const ZONE_SNAPSHOT_TTL_MS = 5000;

export type SnapshotRow = {
  id: string;
  lat: number;
  lng: number;
  zone: TDeliveryZone | null;
  reachKm: number;
  prepMinutes: number | null;
};

async function readActiveZones(db: Db): Promise<SnapshotRow[]> {
  return db
    .select({
      id: restaurants.id,
      lat: restaurants.lat,
      lng: restaurants.lng,
      zone: restaurants.deliveryZone,
      reachKm: restaurants.deliveryReachKm,
      prepMinutes: restaurants.prepMinutes,
    })
    .from(restaurants)
    .where(eq(restaurants.isActive, true));
}

/**
 * Every active restaurant's position and zone, in memory per instance (decision 041): the lists ask
 * "who delivers here" on every located read, and reading ~2,000 candidate rows out of the database
 * each time cost 30-60 ms at bench scale, where a scan of 5,000 in memory costs well under 1 ms.
 * Like System Settings (decision 020), a copy lives ZONE_SNAPSHOT_TTL_MS; after that the next reader
 * gets the old copy while a fresh one loads (never two loads at once), and a zone saved on this
 * instance forgets the copy at once.
 */
export class ZoneSnapshot {
  private rows: Promise<SnapshotRow[]> | null = null;
  private loadedAt = 0;
  private refreshing: Promise<SnapshotRow[]> | null = null;

  constructor(
    private readonly db: Db,
    private readonly ttlMs = ZONE_SNAPSHOT_TTL_MS,
    private readonly now: () => number = Date.now,
  ) {}

  read(): Promise<SnapshotRow[]> {
    if (!this.rows) return this.load();
    if (this.now() - this.loadedAt > this.ttlMs && !this.refreshing) {
      // Keep answering from the old copy; a failed refresh is tried again by a later reader.
      this.load().catch(() => undefined);
    }
    return this.rows;
  }

  forget(): void {
    this.rows = null;
    this.refreshing = null;
  }

  private load(): Promise<SnapshotRow[]> {
    const started = this.now();
    const loading = readActiveZones(this.db);
    this.refreshing = loading;
    if (!this.rows) this.rows = loading;
    loading.then(
      () => {
        if (this.refreshing !== loading) return;
        this.rows = loading;
        this.loadedAt = started;
        this.refreshing = null;
      },
      () => {
        if (this.refreshing === loading) this.refreshing = null;
        if (this.rows === loading) this.rows = null;
      },
    );
    return loading;
  }
}

const snapshots = new WeakMap<Db, ZoneSnapshot>();
export function zoneSnapshot(db: Db): ZoneSnapshot {
  let snapshot = snapshots.get(db);
  if (!snapshot) {
    snapshot = new ZoneSnapshot(db);
    snapshots.set(db, snapshot);
  }
  return snapshot;
}
