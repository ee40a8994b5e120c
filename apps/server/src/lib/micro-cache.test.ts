import { describe, expect, it } from 'vitest';
import { MicroCache } from './micro-cache.ts';

describe('MicroCache', () => {
  it('shares one computation between concurrent misses', async () => {
    const cache = new MicroCache<number>(1000, 10);
    let runs = 0;
    const compute = async () => ++runs;
    const [a, b] = await Promise.all([cache.get('k', compute), cache.get('k', compute)]);
    expect([a, b, runs]).toEqual([1, 1, 1]);
  });

  it('at capacity lets only the least recently used entry go', async () => {
    const cache = new MicroCache<string>(60_000, 2);
    await cache.get('a', async () => 'a1');
    await cache.get('b', async () => 'b1');
    await cache.get('a', async () => 'a2'); // a is now the most recently used
    await cache.get('c', async () => 'c1'); // b goes
    expect(await cache.get('a', async () => 'a3')).toBe('a1');
    expect(await cache.get('b', async () => 'b2')).toBe('b2');
  });

  it('does not remember a failure', async () => {
    const cache = new MicroCache<string>(60_000, 10);
    await expect(cache.get('k', async () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await cache.get('k', async () => 'retried')).toBe('retried');
  });

  it('never lets a late failure evict the newer value that replaced it', async () => {
    const cache = new MicroCache<string>(200, 10);
    let fail!: (err: Error) => void;
    const stale = cache.get('k', () => new Promise<string>((_, reject) => (fail = reject)));
    await new Promise((resolve) => setTimeout(resolve, 250)); // the pending entry has expired
    expect(await cache.get('k', async () => 'fresh')).toBe('fresh');
    fail(new Error('late'));
    await expect(stale).rejects.toThrow('late');
    expect(await cache.get('k', async () => 'recomputed')).toBe('fresh');
  });
});
