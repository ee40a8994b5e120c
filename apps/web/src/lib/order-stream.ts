import { ORDER_STREAM_EVENTS, type TRiderPosition } from '@app/shared';
import { useEffect, useRef, useState } from 'react';

/** One order change as the server's stream carries it; riders' events add `kind`, owners' `restaurantId`. */
export type OrderStreamEvent = {
  orderId: string;
  status?: string;
  restaurantId?: string;
  kind?: 'ready' | 'taken' | 'released' | 'location' | 'offer';
  deliveryPartnerId?: string;
  /** `location`: where the rider is now (to the order's customer only). */
  position?: TRiderPosition;
};

/** What a screen hears from the tab's one stream. */
export type OrderStreamSubscriber = {
  /** An order the signed-in user may see changed. */
  onOrder?: (event: OrderStreamEvent) => void;
  /**
   * Changes may have been missed (the server's `resync`, a reconnect after a drop, a stream that was
   * paused while the tab was hidden, or an event that could not be read): refetch what is shown.
   */
  onResync?: () => void;
  /** Whether the stream is connected. */
  onLive?: (live: boolean) => void;
  /**
   * Keep the stream open while the tab is hidden (a new-order chime or notification must reach an
   * owner or a rider looking at another tab). Without it the stream pauses until the tab is seen.
   */
  whileHidden?: boolean;
};

type EventSourceLike = {
  readonly readyState: number;
  onopen: ((this: never, ev: Event) => unknown) | null;
  onerror: ((this: never, ev: Event) => unknown) | null;
  addEventListener(type: string, listener: (ev: MessageEvent<string>) => void): void;
  close(): void;
};

type DocumentLike = {
  readonly visibilityState: string;
  addEventListener(type: 'visibilitychange', listener: () => void): void;
  removeEventListener(type: 'visibilitychange', listener: () => void): void;
};

export type OrderStreamDeps = {
  url?: string;
  createSource: (url: string) => EventSourceLike;
  document?: DocumentLike | undefined;
  random?: () => number;
  setTimer?: (fn: () => void, ms: number) => unknown;
  clearTimer?: (timer: unknown) => void;
};

/** EventSource.CLOSED: the browser gave up on this stream (the server refused it) and will not retry. */
const CLOSED = 2;
export const REOPEN_BASE_MS = 1_000;
export const REOPEN_MAX_MS = 30_000;

/** The wait before reopening after `attempt` refusals in a row: exponential, capped, full jitter. */
export function reopenDelay(attempt: number, random: () => number = Math.random): number {
  const ceiling = Math.min(REOPEN_MAX_MS, REOPEN_BASE_MS * 2 ** attempt);
  return Math.round(ceiling / 2 + (random() * ceiling) / 2);
}

/**
 * The one live order stream of a browser tab (GET /api/orders/events, Server-Sent Events) shared by
 * every screen that listens: one EventSource whatever the number of subscribers, opened with the
 * first and closed with the last. A refused stream (the browser gives up on those) is reopened
 * after a growing, jittered pause; while the tab is hidden the stream pauses unless a subscriber
 * needs it then; every way of missing events ends in a resync for each subscriber, the first open
 * included for those that came before it (their first read may predate the stream).
 */
export function createOrderStream(deps: OrderStreamDeps) {
  const url = deps.url ?? '/api/orders/events';
  const random = deps.random ?? Math.random;
  const setTimer = deps.setTimer ?? ((fn, ms) => setTimeout(fn, ms));
  const clearTimer = deps.clearTimer ?? ((t) => clearTimeout(t as ReturnType<typeof setTimeout>));
  const doc = deps.document;
  const subscribers = new Set<OrderStreamSubscriber>();
  let source: EventSourceLike | null = null;
  let reopenTimer: unknown = null;
  let attempt = 0;
  let live = false;
  /** Events may have been missed since the last open: the next open resyncs. */
  let missed = false;
  /**
   * Subscribers that came while the stream was not open: what they show was read before the server
   * could send them a change, so a change in between would be missed; the open resyncs them.
   */
  const beforeOpen = new Set<OrderStreamSubscriber>();

  const setLive = (value: boolean) => {
    if (live === value) return;
    live = value;
    for (const s of [...subscribers]) s.onLive?.(value);
  };
  const resync = () => {
    for (const s of [...subscribers]) s.onResync?.();
  };
  const hiddenPause = () => doc?.visibilityState === 'hidden' && ![...subscribers].some((s) => s.whileHidden);

  function close() {
    if (reopenTimer !== null) clearTimer(reopenTimer);
    reopenTimer = null;
    if (source) {
      source.close();
      source = null;
      missed = true;
    }
    setLive(false);
  }

  function open() {
    reopenTimer = null;
    if (source || subscribers.size === 0 || hiddenPause()) return;
    const current = deps.createSource(url);
    source = current;
    current.addEventListener(ORDER_STREAM_EVENTS.order, (message) => {
      let event: OrderStreamEvent;
      try {
        event = JSON.parse(message.data) as OrderStreamEvent;
      } catch {
        resync();
        return;
      }
      for (const s of [...subscribers]) s.onOrder?.(event);
    });
    current.addEventListener(ORDER_STREAM_EVENTS.resync, resync);
    current.onopen = () => {
      if (source !== current) return;
      attempt = 0;
      setLive(true);
      if (missed) resync();
      else for (const s of [...beforeOpen]) s.onResync?.();
      missed = false;
      beforeOpen.clear();
    };
    current.onerror = () => {
      if (source !== current) return;
      // The browser retries a dropped stream by itself; whatever it carried meanwhile is missed.
      missed = true;
      setLive(false);
      if (current.readyState === CLOSED) {
        current.close();
        source = null;
        reopenTimer = setTimer(open, reopenDelay(attempt++, random));
      }
    };
  }

  const onVisibility = () => {
    if (hiddenPause()) close();
    else if (!source && reopenTimer === null) open();
  };

  return {
    subscribe(subscriber: OrderStreamSubscriber): () => void {
      if (subscribers.size === 0) doc?.addEventListener('visibilitychange', onVisibility);
      subscribers.add(subscriber);
      if (!live) beforeOpen.add(subscriber);
      subscriber.onLive?.(live);
      if (!source && reopenTimer === null) open();
      return () => {
        subscribers.delete(subscriber);
        beforeOpen.delete(subscriber);
        if (subscribers.size === 0) {
          doc?.removeEventListener('visibilitychange', onVisibility);
          close();
          missed = false;
        } else if (hiddenPause()) close();
      };
    },
    get live() {
      return live;
    },
  };
}

export type OrderStream = ReturnType<typeof createOrderStream>;

let tabStream: OrderStream | null = null;

/** The tab's one stream (created on first use; none where the browser has no EventSource). */
export function tabOrderStream(): OrderStream | null {
  if (typeof EventSource === 'undefined') return null;
  tabStream ??= createOrderStream({
    createSource: (url) => new EventSource(url) as unknown as EventSourceLike,
    document: typeof document === 'undefined' ? undefined : document,
  });
  return tabStream;
}

/**
 * A screen's subscription to the tab's stream for as long as it is mounted; the latest handlers are
 * called (no resubscription when they change). Returns whether the stream is connected.
 */
export function useOrderStream(subscriber: OrderStreamSubscriber): boolean {
  const [live, setLive] = useState(false);
  const latest = useRef(subscriber);
  latest.current = subscriber;
  const whileHidden = subscriber.whileHidden ?? false;

  useEffect(() => {
    const stream = tabOrderStream();
    if (!stream) return;
    return stream.subscribe({
      onOrder: (event) => latest.current.onOrder?.(event),
      onResync: () => latest.current.onResync?.(),
      onLive: setLive,
      whileHidden,
    });
  }, [whileHidden]);

  return live;
}
