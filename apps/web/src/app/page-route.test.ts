import { createMemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { LazyPage } from '../lib/lazy-page.ts';
import { queryClient } from '../lib/query-client.ts';
import { codeFirst, pageRoute, routerReady } from './page-route.ts';

/** A promise and the function that settles it, for steering when a loader finishes. */
function deferred() {
  let resolve = () => {};
  const promise = new Promise<void>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

const tick = () => new Promise((r) => setTimeout(r, 0));

describe('routerReady', () => {
  it('resolves only once the first page’s loaders have finished', async () => {
    const code = deferred();
    const router = createMemoryRouter([{ path: '/', loader: () => code.promise.then(() => null) }]);
    let ready = false;
    void routerReady(router).then(() => {
      ready = true;
    });
    await tick();
    expect(ready).toBe(false);
    code.resolve();
    await routerReady(router);
    expect(router.state.initialized).toBe(true);
    expect(ready).toBe(true);
    router.dispose();
  });

  it('resolves at once for a router with nothing to load', async () => {
    const router = createMemoryRouter([{ path: '/' }]);
    await expect(routerReady(router)).resolves.toBeUndefined();
    router.dispose();
  });
});

describe('codeFirst', () => {
  it('answers only when every page’s code has arrived, fetched at the same time', async () => {
    const layout = deferred();
    const page = deferred();
    const started: string[] = [];
    const fake = (name: string, arrives: Promise<void>) =>
      Object.assign(() => null, {
        preload: () => {
          started.push(name);
          return arrives;
        },
      }) as unknown as LazyPage;
    let answered = false;
    const loading = Promise.resolve(
      codeFirst([fake('layout', layout.promise), fake('page', page.promise)])({
        request: new Request('http://localhost/'),
        params: {},
        context: undefined,
      } as never),
    ).then(() => {
      answered = true;
    });
    expect(started).toEqual(['layout', 'page']);
    layout.resolve();
    await tick();
    expect(answered).toBe(false);
    page.resolve();
    await loading;
    expect(answered).toBe(true);
  });
});

describe('pageRoute reads', () => {
  it('starts the screen’s reads with its route’s URL while its code is still on its way', async () => {
    const code = deferred();
    const page = Object.assign(() => null, { preload: () => code.promise }) as unknown as LazyPage;
    const seen: string[] = [];
    const route = pageRoute('/view-users', page, {
      reads:
        async () =>
        async (client, { request }) => {
          seen.push(`${client === queryClient} ${new URL(request.url).search}`);
        },
    });
    let answered = false;
    const loading = Promise.resolve(
      (route.loader as (args: unknown) => unknown)({
        request: new Request('http://localhost/view-users?q=asha'),
        params: {},
        context: undefined,
      }),
    ).then(() => {
      answered = true;
    });
    await tick();
    expect(seen).toEqual(['true ?q=asha']);
    expect(answered).toBe(false);
    code.resolve();
    await loading;
    expect(answered).toBe(true);
  });

  it('does not wait for the reads, nor fail when one fails: the page shows its own error', async () => {
    const page = Object.assign(() => null, { preload: () => Promise.resolve() }) as unknown as LazyPage;
    const route = pageRoute('/admin', page, { reads: () => Promise.reject(new Error('offline')) });
    await expect(
      Promise.resolve(
        (route.loader as (args: unknown) => unknown)({
          request: new Request('http://localhost/admin'),
          params: {},
          context: undefined,
        }),
      ),
    ).resolves.toBeNull();
  });
});
