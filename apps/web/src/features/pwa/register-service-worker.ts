/** Where the build puts the shop's service worker (src/sw/sw.ts, built by vite-plugin-pwa). */
export const SERVICE_WORKER_URL = '/sw.js';

/**
 * Registers the shop's service worker. The worker takes over as soon as it is installed (`skipWaiting` and
 * `clientsClaim` in src/sw/sw.ts). When an updated worker takes over a page that an older one controlled, the page
 * reloads once: its lazily loaded parts were built with the old release, whose files the new worker no longer keeps.
 * A first install reloads nothing.
 *
 * Written with the browser's own API: workbox-window would add 2.7 KB gzip to every first visit for the same result.
 */
export function registerServiceWorker(
  container: ServiceWorkerContainer = navigator.serviceWorker,
  reload = () => window.location.reload(),
): Promise<void> {
  const updating = container.controller !== null;
  let reloaded = false;
  container.addEventListener('controllerchange', () => {
    if (!updating || reloaded) return;
    reloaded = true;
    reload();
  });
  return container.register(SERVICE_WORKER_URL, { scope: '/' }).then(
    () => undefined,
    // An unregistrable worker (private mode, a blocked script) leaves the shop working without offline support.
    () => undefined,
  );
}
