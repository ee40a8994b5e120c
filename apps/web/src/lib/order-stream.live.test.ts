import type { TOrder } from '@app/shared';
import { QueryClientProvider, useQuery, useQueryClient } from '@tanstack/react-query';
import { act, createElement, Fragment } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { FetchEventSource } from '../../test/fetch-event-source.ts';
import { useLiveApi } from '../../test/live-api.ts';
import { api } from './api-client.ts';
import { createOrderStream, REOPEN_BASE_MS, tabOrderStream, useOrderStream } from './order-stream.ts';
import { queryClient } from './query-client.ts';

Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });

const CUSTOMER = { email: 'customer@chennaieats.demo', password: 'Customer@123' };

const until = async (what: () => boolean, ms = 10_000) => {
  const deadline = Date.now() + ms;
  while (!what()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await act(() => new Promise((r) => setTimeout(r, 20)));
  }
};

/**
 * lib/order-stream.ts against the real server's GET /api/orders/events (the browser's EventSource
 * played by test/fetch-event-source.ts over fetch): a refused stream is reopened after a growing
 * pause and resyncs when it is let in; the tab's screens share one stream; a dropped stream comes
 * back and every screen refetches what it shows.
 */
describe("the tab's order stream against the real server", () => {
  const live = useLiveApi();
  const send = (url: string, init?: RequestInit) => live.send(url, init);
  afterEach(() => live.signOut());

  it('reopens a refused stream after a growing pause, and resyncs once it is let in', async () => {
    const waiting: { fn: () => void; ms: number }[] = [];
    const delays: number[] = [];
    const stream = createOrderStream({
      createSource: (url) => new FetchEventSource(url, send),
      random: () => 1,
      setTimer: (fn, ms) => {
        delays.push(ms);
        waiting.push({ fn, ms });
        return waiting.length;
      },
      clearTimer: () => undefined,
    });
    let resyncs = 0;
    let connected = false;
    const opened = FetchEventSource.opened.length;
    const stop = stream.subscribe({ onResync: () => (resyncs += 1), onLive: (v) => (connected = v) });
    // Signed out: the server refuses (401); the stream waits 1 s, then 2 s, before trying again.
    await until(() => waiting.length === 1);
    waiting.shift()?.fn();
    await until(() => waiting.length === 1);
    expect(delays).toEqual([REOPEN_BASE_MS, 2 * REOPEN_BASE_MS]);
    expect(connected).toBe(false);
    await live.signIn(CUSTOMER.email, CUSTOMER.password);
    waiting.shift()?.fn();
    await until(() => connected);
    expect(FetchEventSource.opened.length - opened).toBe(3);
    expect(resyncs).toBe(1);
    stop();
    expect(FetchEventSource.opened.at(-1)?.readyState).toBe(2);
  });

  describe('two screens of one tab', () => {
    let root: Root;
    const fetches = { a: 0, b: 0 };
    const liveOf = { a: false, b: false };

    function Screen({ name }: { name: 'a' | 'b' }) {
      const client = useQueryClient();
      useQuery({
        queryKey: ['order-stream-live', name],
        queryFn: async () => {
          fetches[name] += 1;
          return (await api.getPage<TOrder>('/orders?page=1&limit=1')).items;
        },
      });
      liveOf[name] = useOrderStream({
        onResync: () => void client.invalidateQueries({ queryKey: ['order-stream-live', name] }),
      });
      return null;
    }
    afterAll(() => act(() => root?.unmount()));

    it('share one EventSource, and both refetch after the stream dropped and came back', async () => {
      await live.signIn(CUSTOMER.email, CUSTOMER.password);
      Object.assign(globalThis, {
        EventSource: class extends FetchEventSource {
          constructor(url: string) {
            super(url, send);
          }
        },
      });
      const before = FetchEventSource.opened.length;
      root = createRoot(document.createElement('div'));
      await act(async () =>
        root.render(
          createElement(
            QueryClientProvider,
            { client: queryClient },
            createElement(
              Fragment,
              null,
              createElement(Screen, { name: 'a' }),
              createElement(Screen, { name: 'b' }),
            ),
          ),
        ),
      );
      await until(() => liveOf.a && liveOf.b && fetches.a >= 1 && fetches.b >= 1);
      // The stream's first open resyncs screens that subscribed before it (decision 059): once
      // their reads have settled, the counts are where a drop starts from.
      await until(() => queryClient.isFetching() === 0);
      const [a, b] = [fetches.a, fetches.b];
      expect(FetchEventSource.opened.length - before).toBe(1);
      expect(tabOrderStream()).toBe(tabOrderStream());

      (FetchEventSource.opened.at(-1) as FetchEventSource).drop();
      await until(() => fetches.a > a && fetches.b > b);
      expect(liveOf).toEqual({ a: true, b: true });
      // The browser reconnected the same EventSource: still one per tab.
      expect(FetchEventSource.opened.length - before).toBe(1);
    });
  });
});
