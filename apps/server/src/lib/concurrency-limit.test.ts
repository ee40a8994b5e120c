import { describe, expect, it } from 'vitest';
import { ConcurrencyLimit } from './concurrency-limit.ts';

/** A task that runs until released. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { open, opened };
}

describe('ConcurrencyLimit', () => {
  it('runs at most `limit` tasks at once, the rest in arrival order, and frees a slot on failure', async () => {
    const limit = new ConcurrencyLimit(2);
    const gates = Array.from({ length: 6 }, gate);
    const started: number[] = [];
    const results = gates.map((g, i) =>
      limit.run(async () => {
        started.push(i);
        await g.opened;
        if (i === 0) throw new Error('task 0 failed');
        return i;
      }),
    );
    await Promise.resolve();
    expect(started).toEqual([0, 1]);
    expect(limit.stats).toMatchObject({ running: 2, waiting: 4 });
    gates[0]?.open();
    await expect(results[0]).rejects.toThrow('task 0 failed');
    await Promise.resolve();
    expect(started).toEqual([0, 1, 2]);
    for (const g of gates) g.open();
    expect(await Promise.all(results.slice(1))).toEqual([1, 2, 3, 4, 5]);
    expect(started).toEqual([0, 1, 2, 3, 4, 5]);
    expect(limit.stats).toEqual({ running: 0, waiting: 0, peak: 2 });
  });

  it('refuses a limit below one', () => {
    expect(() => new ConcurrencyLimit(0)).toThrow();
  });
});
