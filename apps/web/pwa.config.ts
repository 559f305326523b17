import type { VitePWAOptions } from 'vite-plugin-pwa';

/**
 * Installable app (spec section 1): the app shell is precached, images and catalog reads are cached
 * at run time, and a navigation that fails offline falls back to /offline.html.
 */
export const pwaOptions: Partial<VitePWAOptions> = {
  registerType: 'autoUpdate',
  injectRegister: false,
  includeAssets: ['favicon.svg', 'offline.html', 'robots.txt', 'icons/apple-touch-icon.png'],
  manifest: {
    id: '/',
    name: 'Cellar — Beer, Wine & Spirits Delivered in Dubai',
    short_name: 'Cellar',
    description: 'Beer, wine, spirits and champagne delivered across Dubai. Prices in AED, free delivery above 100 AED.',
    lang: 'en',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    orientation: 'portrait-primary',
    background_color: '#faf6f1',
    theme_color: '#5c0f1f',
    categories: ['shopping', 'food'],
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
    ],
  },
  workbox: {
    globPatterns: ['**/*.{js,css,html,svg,png,woff2}'],
    // Navigations go to the network first; offline they get the cached shell, then the offline page.
    navigateFallback: null,
    cleanupOutdatedCaches: true,
    runtimeCaching: [
      {
        urlPattern: ({ request }) => request.mode === 'navigate',
        handler: 'NetworkFirst',
        options: {
          cacheName: 'pages',
          networkTimeoutSeconds: 4,
          precacheFallback: { fallbackURL: '/offline.html' },
          expiration: { maxEntries: 30 },
        },
      },
      {
        urlPattern: ({ url }) => url.pathname.startsWith('/images/'),
        handler: 'CacheFirst',
        options: { cacheName: 'images', expiration: { maxEntries: 300, maxAgeSeconds: 30 * 24 * 3600 } },
      },
      {
        // Catalog and content reads only: never authenticated calls.
        urlPattern: ({ url, request }) =>
          request.method === 'GET' && url.pathname.startsWith('/api/v1/') && !url.pathname.startsWith('/api/v1/auth/'),
        handler: 'StaleWhileRevalidate',
        options: { cacheName: 'catalog', expiration: { maxEntries: 200, maxAgeSeconds: 24 * 3600 } },
      },
    ],
  },
};
