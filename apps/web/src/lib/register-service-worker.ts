import { firstScreenReads } from '@app/shared';

/**
 * Installs the service worker (production builds only, decision 022). The page that installs it
 * was loaded without it, so the worker is asked to fetch and keep this screen's reads (a
 * restaurant and its menu): the app then opens offline after one visit.
 */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  const container = navigator.serviceWorker;
  // After the page has loaded and gone quiet: installing fetches the files the worker keeps, which
  // must not compete with the page's own first screen.
  const whenIdle = (fn: () => void) =>
    'requestIdleCallback' in window
      ? window.requestIdleCallback(fn, { timeout: 5000 })
      : setTimeout(fn, 2000);
  // A page the server drew starts its code only once it has loaded (decision 033).
  if (document.readyState === 'complete') whenIdle(register);
  else window.addEventListener('load', () => whenIdle(register));
  function register() {
    const firstInstall = !container.controller;
    container
      .register('/sw.js')
      .then(async () => {
        if (!firstInstall) return;
        const registration = await container.ready;
        registration.active?.postMessage({
          type: 'remember-reads',
          urls: firstScreenReads(window.location.pathname).map((p) => `/api${p}`),
        });
      })
      .catch(() => {
        // No worker (private mode, old browser): the app works as before, online only.
      });
  }
}
