import { type ComponentType, createElement, lazy } from 'react';

/** A lazily loaded page whose code can be fetched ahead of rendering it (`preload`). */
export type LazyPage = ComponentType & { preload: () => Promise<void> };

/**
 * React.lazy, plus `preload`: once it has resolved, the page renders at once instead of suspending
 * for a turn. A server-rendered page needs that to hydrate in one go (decision 031): the server
 * and the browser both preload it first, so a tap after the page has loaded is never lost to a
 * part still waiting for its code.
 */
export function lazyPage(load: () => Promise<{ default: ComponentType }>): LazyPage {
  let loaded: ComponentType | null = null;
  let pending: Promise<void> | null = null;
  const Lazy = lazy(load);
  const preload = () => {
    pending ??= load().then((module) => {
      loaded = module.default;
    });
    return pending;
  };
  const Page = () => createElement(loaded ?? Lazy);
  return Object.assign(Page, { preload });
}
