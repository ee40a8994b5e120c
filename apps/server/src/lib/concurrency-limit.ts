/**
 * Runs at most `limit` tasks at once; the rest wait in arrival order. For CPU-heavy work that
 * runs on libuv's small thread pool (sharp: decoding, resizing, encoding photos): without a bound,
 * a burst of such tasks fills the pool, and file reads, password hashing and compression of every
 * other request queue behind them.
 */
export class ConcurrencyLimit {
  private running = 0;
  private peakRunning = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(readonly limit: number) {
    if (!Number.isInteger(limit) || limit < 1) throw new Error('ConcurrencyLimit needs a limit of 1 or more');
  }

  /** Running and waiting now, and the most ever running at once (tests read it). */
  get stats(): { running: number; waiting: number; peak: number } {
    return { running: this.running, waiting: this.waiting.length, peak: this.peakRunning };
  }

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.running >= this.limit) await new Promise<void>((resolve) => this.waiting.push(resolve));
    else this.running += 1;
    this.peakRunning = Math.max(this.peakRunning, this.running);
    try {
      return await task();
    } finally {
      const next = this.waiting.shift();
      // The finished task's slot passes straight to the next in line, so `running` never dips.
      if (next) next();
      else this.running -= 1;
    }
  }
}
