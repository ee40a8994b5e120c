/* Chennai Eats service worker (decision 022). Built by build/service-worker.ts, which fills in the
 * build id and the files to keep; a new build is a new sw.js, so the browser installs it. */
const VERSION = '__BUILD_ID__';
const PRECACHE = __PRECACHE__;
const SHELL_CACHE = `shell-${VERSION}`;
const ASSET_CACHE = `assets-${VERSION}`;
const IMAGE_CACHE = `images-${VERSION}`;
const MENU_CACHE = `last-menu-${VERSION}`;
const CURRENT = [SHELL_CACHE, ASSET_CACHE, IMAGE_CACHE, MENU_CACHE];
const SHELL_KEY = '/';
const IMAGES_KEPT = 80;

// What offline shows when even the shell was never saved.
const OFFLINE_HTML =
  '<!doctype html><html lang="en-IN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">' +
  '<title>You are offline · Chennai Eats</title></head><body style="font-family:sans-serif;padding:2rem">' +
  '<h1>You are offline</h1><p>Chennai Eats needs a connection for this page. Try again when you are back online.</p></body></html>';

self.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const assets = await caches.open(ASSET_CACHE);
      await assets.addAll(PRECACHE);
      await saveShell();
      await self.skipWaiting();
    })(),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      // Every cache of an earlier build goes: nothing of a previous deploy is ever served again.
      for (const name of await caches.keys()) {
        if (!CURRENT.includes(name)) await caches.delete(name);
      }
      // No clients.claim(): a page loaded without a worker finishes without one; the next visit
      // is served by it.
    })(),
  );
});

// The page that installed this worker asks it to keep the reads of the screen it shows.
self.addEventListener('message', (event) => {
  const data = event.data;
  if (data?.type !== 'remember-reads' || !Array.isArray(data.urls)) return;
  // Only this site's restaurant and menu reads, as absolute addresses.
  const urls = data.urls
    .filter((u) => typeof u === 'string')
    .map((u) => new URL(u, self.location.origin))
    .filter((url) => url.origin === self.location.origin && menuRead(url))
    .map((url) => url.href);
  event.waitUntil(
    Promise.all(
      urls.map((u) =>
        fetch(u, { credentials: 'same-origin' })
          .then((res) => rememberMenuRead(u, res))
          .catch(() => {}),
      ),
    ),
  );
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;

  if (request.mode === 'navigate' && !url.pathname.startsWith('/api/')) {
    event.respondWith(navigate(request));
  } else if (url.pathname.startsWith('/assets/')) {
    event.respondWith(cacheFirst(request, ASSET_CACHE));
  } else if (url.pathname.startsWith('/images/')) {
    event.respondWith(cacheFirst(request, IMAGE_CACHE, IMAGES_KEPT));
  } else if (menuRead(url)) {
    event.respondWith(networkThenMenu(request));
  }
});

/** The app shell: always the network's (so a deploy shows at once), the saved one only offline. */
async function navigate(request) {
  try {
    const response = await fetch(request);
    if (response.ok || response.status === 404) {
      const cache = await caches.open(SHELL_CACHE);
      await cache.put(SHELL_KEY, response.clone());
    }
    return response;
  } catch {
    const saved = await caches.match(SHELL_KEY, { cacheName: SHELL_CACHE });
    return saved ?? new Response(OFFLINE_HTML, { headers: { 'Content-Type': 'text/html; charset=utf-8' } });
  }
}

async function saveShell() {
  try {
    const response = await fetch(SHELL_KEY, { cache: 'no-cache' });
    if (response.ok) await (await caches.open(SHELL_CACHE)).put(SHELL_KEY, response);
  } catch {
    // Installed while offline: the next navigation saves it.
  }
}

/** Hashed files never change: from the cache when there, else the network (and keep it). */
async function cacheFirst(request, cacheName, keep) {
  const cache = await caches.open(cacheName);
  const hit = await cache.match(request);
  if (hit) return hit;
  const response = await fetch(request);
  if (response.ok) {
    await cache.put(request, response.clone());
    if (keep) {
      const keys = await cache.keys();
      for (const old of keys.slice(0, Math.max(0, keys.length - keep))) await cache.delete(old);
    }
  }
  return response;
}

/** A restaurant and its menu: `/api/restaurants/{id}` and `/api/food-items-by-restaurant?…`. */
function menuRead(url) {
  return (
    /^\/api\/restaurants\/[0-9a-f-]{36}$/i.test(url.pathname) ||
    (url.pathname === '/api/food-items-by-restaurant' && url.searchParams.has('restaurantId'))
  );
}

function restaurantOf(url) {
  return (url.searchParams.get('restaurantId') ?? url.pathname.split('/').pop() ?? '').toLowerCase();
}

/** Fresh from the network while online; the last restaurant seen is kept for offline. */
async function networkThenMenu(request) {
  try {
    const response = await fetch(request);
    await rememberMenuRead(request.url, response.clone());
    return response;
  } catch (err) {
    const saved = await caches.match(request.url, { cacheName: MENU_CACHE });
    if (saved) return saved;
    throw err;
  }
}

/** Keeps this read, and forgets those of any other restaurant: only the last menu seen stays. */
async function rememberMenuRead(href, response) {
  if (!response.ok) return;
  const id = restaurantOf(new URL(href));
  const cache = await caches.open(MENU_CACHE);
  for (const key of await cache.keys()) {
    if (restaurantOf(new URL(key.url)) !== id) await cache.delete(key);
  }
  await cache.put(href, response);
}

// Web Push (decision 051): the server's notice, shown even with every tab of the site closed. A
// notice about an order replaces the last one about it (its tag), so a repeat is never seen twice.
self.addEventListener('push', (event) => {
  let notice;
  try {
    notice = event.data?.json();
  } catch {
    notice = undefined;
  }
  if (!notice || typeof notice.title !== 'string') return;
  event.waitUntil(
    self.registration.showNotification(notice.title, {
      body: typeof notice.body === 'string' ? notice.body : '',
      tag: typeof notice.tag === 'string' ? notice.tag : undefined,
      icon: '/icons/icon-192.png',
      badge: '/icons/icon-192.png',
      data: { url: typeof notice.url === 'string' && notice.url.startsWith('/') ? notice.url : '/' },
    }),
  );
});

// A tap on the notice opens its screen: in a tab of the site already open, or a new one.
self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = new URL(event.notification.data?.url ?? '/', self.location.origin).href;
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      const open = windows.find((w) => new URL(w.url).origin === self.location.origin);
      if (open) return open.navigate(url).then((w) => (w ?? open).focus());
      return self.clients.openWindow(url);
    }),
  );
});
