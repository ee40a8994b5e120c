import { describe, expect, it, vi } from 'vitest';
import { createOrderStream, REOPEN_MAX_MS, reopenDelay } from './order-stream.ts';

class FakeSource {
  readyState = 0;
  closed = false;
  onopen: (() => void) | null = null;
  onerror: (() => void) | null = null;
  listeners = new Map<string, ((ev: MessageEvent<string>) => void)[]>();
  constructor(readonly url: string) {}
  addEventListener(type: string, listener: (ev: MessageEvent<string>) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  close() {
    this.closed = true;
    this.readyState = 2;
  }
  open() {
    this.readyState = 1;
    this.onopen?.();
  }
  emit(type: string, data = '') {
    for (const l of this.listeners.get(type) ?? []) l({ data } as MessageEvent<string>);
  }
  /** The browser retries by itself (readyState CONNECTING) or, refused, gives up (CLOSED). */
  fail(refused: boolean) {
    this.readyState = refused ? 2 : 0;
    this.onerror?.();
  }
}

class FakeDocument {
  visibilityState = 'visible';
  listeners = new Set<() => void>();
  addEventListener(_: string, l: () => void) {
    this.listeners.add(l);
  }
  removeEventListener(_: string, l: () => void) {
    this.listeners.delete(l);
  }
  set(state: 'visible' | 'hidden') {
    this.visibilityState = state;
    for (const l of this.listeners) l();
  }
}

function setup() {
  const sources: FakeSource[] = [];
  const timers: { fn: () => void; ms: number; cleared: boolean }[] = [];
  const doc = new FakeDocument();
  const stream = createOrderStream({
    createSource: (url) => {
      const s = new FakeSource(url);
      sources.push(s);
      return s as never;
    },
    document: doc,
    random: () => 0.5,
    setTimer: (fn, ms) => {
      const t = { fn, ms, cleared: false };
      timers.push(t);
      return t;
    },
    clearTimer: (t) => {
      (t as { cleared: boolean }).cleared = true;
    },
  });
  const subscriber = () => ({ onOrder: vi.fn(), onResync: vi.fn(), onLive: vi.fn() });
  const openSources = () => sources.filter((s) => !s.closed);
  return { sources, timers, doc, stream, subscriber, openSources };
}

describe('the tab’s order stream', () => {
  it('opens one EventSource for every subscriber and hands each event to all of them', () => {
    const { sources, stream, subscriber } = setup();
    const a = subscriber();
    const b = subscriber();
    const offA = stream.subscribe(a);
    const offB = stream.subscribe(b);
    expect(sources).toHaveLength(1);
    expect(sources[0]?.url).toBe('/api/orders/events');
    sources[0]?.open();
    expect(a.onLive).toHaveBeenLastCalledWith(true);
    expect(b.onLive).toHaveBeenLastCalledWith(true);
    sources[0]?.emit('order', JSON.stringify({ orderId: 'o1', status: 'Preparing' }));
    expect(a.onOrder).toHaveBeenCalledWith({ orderId: 'o1', status: 'Preparing' });
    expect(b.onOrder).toHaveBeenCalledWith({ orderId: 'o1', status: 'Preparing' });
    offA();
    expect(sources[0]?.closed).toBe(false);
    offB();
    expect(sources[0]?.closed).toBe(true);
  });

  it('passes the server’s resync, and resyncs after a dropped stream reconnects or an unreadable event', () => {
    const { sources, stream, subscriber } = setup();
    const a = subscriber();
    stream.subscribe(a);
    const source = sources[0] as FakeSource;
    source.open();
    a.onResync.mockClear(); // the first open's (below)
    source.emit('resync');
    expect(a.onResync).toHaveBeenCalledTimes(1);
    source.fail(false);
    expect(a.onLive).toHaveBeenLastCalledWith(false);
    source.open();
    expect(a.onResync).toHaveBeenCalledTimes(2);
    source.emit('order', 'not json');
    expect(a.onResync).toHaveBeenCalledTimes(3);
    expect(sources).toHaveLength(1);
  });

  it('resyncs, when it opens, the screens that came before it, and not one that comes once it is open', () => {
    const { sources, stream, subscriber } = setup();
    const a = subscriber();
    const b = subscriber();
    stream.subscribe(a);
    stream.subscribe(b);
    // Their first reads left before the server could send them anything: a change made between
    // those reads and this open would otherwise never show.
    sources[0]?.open();
    expect(a.onResync).toHaveBeenCalledTimes(1);
    expect(b.onResync).toHaveBeenCalledTimes(1);

    const c = subscriber();
    stream.subscribe(c);
    sources[0]?.emit('order', JSON.stringify({ orderId: 'o2' }));
    expect(c.onOrder).toHaveBeenCalledTimes(1);
    expect(c.onResync).not.toHaveBeenCalled();
    expect(a.onResync).toHaveBeenCalledTimes(1);
  });

  it('reopens a refused stream after a growing, jittered, capped pause, and resyncs when it is back', () => {
    const { sources, timers, stream, subscriber } = setup();
    const a = subscriber();
    stream.subscribe(a);
    for (let i = 0; i < 3; i++) {
      sources.at(-1)?.fail(true);
      expect(timers).toHaveLength(i + 1);
      timers.at(-1)?.fn();
      expect(sources).toHaveLength(i + 2);
    }
    expect(timers.map((t) => t.ms)).toEqual([750, 1500, 3000]);
    sources.at(-1)?.open();
    expect(a.onResync).toHaveBeenCalledTimes(1);
    expect(a.onLive).toHaveBeenLastCalledWith(true);
    // After an open the pause starts small again.
    sources.at(-1)?.fail(true);
    expect(timers.at(-1)?.ms).toBe(750);
  });

  it('spreads reopen delays between half and all of a ceiling that stops growing', () => {
    expect(reopenDelay(0, () => 0)).toBe(500);
    expect(reopenDelay(0, () => 1)).toBe(1000);
    expect(reopenDelay(20, () => 1)).toBe(REOPEN_MAX_MS);
    expect(reopenDelay(20, () => 0)).toBe(REOPEN_MAX_MS / 2);
  });

  it('pauses while the tab is hidden and resumes with a resync when it is seen again', () => {
    const { sources, doc, stream, subscriber, openSources } = setup();
    const a = subscriber();
    stream.subscribe(a);
    sources[0]?.open();
    a.onResync.mockClear(); // the first open's
    doc.set('hidden');
    expect(openSources()).toHaveLength(0);
    expect(a.onLive).toHaveBeenLastCalledWith(false);
    doc.set('visible');
    expect(openSources()).toHaveLength(1);
    sources[1]?.open();
    expect(a.onResync).toHaveBeenCalledTimes(1);
  });

  it('stays open in a hidden tab while a subscriber must hear new orders there', () => {
    const { doc, stream, subscriber, openSources } = setup();
    const board = { ...subscriber(), whileHidden: true };
    const offBoard = stream.subscribe(board);
    stream.subscribe(subscriber());
    doc.set('hidden');
    expect(openSources()).toHaveLength(1);
    offBoard();
    expect(openSources()).toHaveLength(0);
  });

  it('does not reopen a stream nobody listens to any more', () => {
    const { sources, timers, stream, subscriber } = setup();
    const off = stream.subscribe(subscriber());
    sources[0]?.fail(true);
    off();
    expect(timers[0]?.cleared).toBe(true);
  });
});
