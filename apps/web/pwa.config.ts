import { aedText, FREE_SHIPPING_LIMIT_FILS } from './build-tools/shared.ts';
import type { VitePWAOptions } from 'vite-plugin-pwa';

/**
 * Installable app (spec section 1). The service worker is our own (src/sw/sw.ts, built by the plugin
 * with the precache manifest injected): its caching rules are plain functions with unit tests
 * (src/sw/cache-rules.ts), which generated service workers cannot offer.
 */
export const pwaOptions: Partial<VitePWAOptions> = {
  strategies: 'injectManifest',
  srcDir: 'src/sw',
  filename: 'sw.ts',
  registerType: 'autoUpdate',
  injectRegister: false,
  // robots.txt and sitemap.xml are served by the API (they name the public address).
  includeAssets: ['favicon.png', 'icons/mark.svg', 'offline.html', 'icons/apple-touch-icon.png'],
  injectManifest: {
    globPatterns: ['**/*.{js,css,html,svg,png,woff2}'],
  },
  manifest: {
    id: '/',
    name: 'Cellar — Beer, Wine & Spirits Delivered in Dubai',
    short_name: 'Cellar',
    description: `Beer, wine, spirits and champagne delivered across Dubai. Prices in AED, free delivery above ${aedText(FREE_SHIPPING_LIMIT_FILS)}.`,
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
      { src: '/icons/mark.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
    ],
  },
};
