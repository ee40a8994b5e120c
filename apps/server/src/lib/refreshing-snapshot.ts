/**
 * A value read from the database and kept in memory per instance for `ttlMs`: after that the next
 * reader gets the old copy while a fresh one loads (never two loads at once; a failed refresh is
 * tried again by a later reader). `forget()` drops the copy at once (a change made on this instance).
 */
export class RefreshingSnapshot<T> {
  private value: Promise<T> | null = null;
  private loadedAt = 0;
  private refreshing: Promise<T> | null = null;

  constructor(
    private readonly loader: () => Promise<T>,
    private readonly ttlMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  read(): Promise<T> {
    if (!this.value) return this.load();
    if (this.now() - this.loadedAt > this.ttlMs && !this.refreshing) this.load().catch(() => undefined);
    return this.value;
  }

  forget(): void {
    this.value = null;
    this.refreshing = null;
  }

  private load(): Promise<T> {
    const started = this.now();
    const loading = this.loader();
    this.refreshing = loading;
    if (!this.value) this.value = loading;
    loading.then(
      () => {
        if (this.refreshing !== loading) return;
        this.value = loading;
        this.loadedAt = started;
        this.refreshing = null;
      },
      () => {
        if (this.refreshing === loading) this.refreshing = null;
        if (this.value === loading) this.value = null;
      },
    );
    return loading;
  }
}

/** One snapshot per database handle (per instance), made on first use. */
export function snapshotPerDb<T>(make: (db: object) => RefreshingSnapshot<T>) {
  const snapshots = new WeakMap<object, RefreshingSnapshot<T>>();
  return (db: object): RefreshingSnapshot<T> => {
    let snapshot = snapshots.get(db);
    if (!snapshot) {
      snapshot = make(db);
      snapshots.set(db, snapshot);
    }
    return snapshot;
  };
}
