import { type ComponentProps, type ComponentType, createElement, lazy } from 'react';

// biome-ignore lint/suspicious/noExplicitAny: any component, as React.lazy takes.
type AnyComponent = ComponentType<any>;

/** A lazily loaded page, or part of one, whose code can be fetched ahead of rendering it (`preload`). */
export type LazyPage<T extends AnyComponent = AnyComponent> = T & { preload: () => Promise<void> };

/**
 * React.lazy, plus `preload`: once it has resolved, the page renders at once instead of suspending
 * for a turn. A server-rendered page needs that to hydrate in one go (decision 031): the server
 * and the browser both preload it first, so a tap after the page has loaded is never lost to a
 * part still waiting for its code. The browser's other pages preload in their route's loader
 * (`codeFirst`).
 */
export function lazyPage<T extends AnyComponent>(load: () => Promise<{ default: T }>): LazyPage<T> {
  let loaded: T | null = null;
  let pending: Promise<void> | null = null;
  const Lazy = lazy(load);
  const preload = () => {
    pending ??= load().then((module) => {
      loaded = module.default;
    });
    return pending;
  };
  const Page = (props: ComponentProps<T>) => createElement(loaded ?? Lazy, props);
  return Object.assign(Page as unknown as T, { preload });
}
