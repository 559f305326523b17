/// <reference lib="webworker" />
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { PrecacheFallbackPlugin, cleanupOutdatedCaches, precacheAndRoute } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst, NetworkOnly, StaleWhileRevalidate } from 'workbox-strategies';
import {
  isPublicApiRequest,
  isPublicApiResponse,
  isStorableImage,
  isStorablePage,
  isStorablePageResponse,
} from './cache-rules';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<{ url: string; revision: string | null }> };

/**
 * The installable app's service worker (spec section 1): the shell is precached; pages are network
 * first with the offline page as fallback; images cache first; public catalog reads stale while
 * revalidate. What may be kept is decided in cache-rules.ts: nothing that can belong to one person.
 */
self.skipWaiting();
clientsClaim();
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

const apiBase = new URL(import.meta.env.VITE_API_BASE_URL ?? '/api/v1', self.location.origin);
const offlinePage = new PrecacheFallbackPlugin({ fallbackURL: '/offline.html' });

registerRoute(
  ({ request, url }) => request.mode === 'navigate' && isStorablePage(url),
  new NetworkFirst({
    cacheName: 'pages',
    networkTimeoutSeconds: 4,
    plugins: [
      { cacheWillUpdate: async ({ response }) => (isStorablePageResponse(response) ? response : null) },
      new ExpirationPlugin({ maxEntries: 30 }),
      offlinePage,
    ],
  }),
);
// Every other page (cart, account, the not-found page...) is never stored: the network, or the offline page.
registerRoute(({ request }) => request.mode === 'navigate', new NetworkOnly({ plugins: [offlinePage] }));

registerRoute(
  ({ url }) => isStorableImage(url, self.location.origin),
  new CacheFirst({
    cacheName: 'images',
    plugins: [new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 30 * 24 * 3600 })],
  }),
);

registerRoute(
  ({ request }) => isPublicApiRequest(request, apiBase),
  new StaleWhileRevalidate({
    cacheName: 'catalog',
    plugins: [
      { cacheWillUpdate: async ({ response }) => (isPublicApiResponse(response) ? response : null) },
      new ExpirationPlugin({ maxEntries: 200, maxAgeSeconds: 24 * 3600 }),
    ],
  }),
);
