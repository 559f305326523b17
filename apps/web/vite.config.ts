/// <reference types="vitest/config" />
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { inlineEntryCss } from './build-tools/inline-css.ts';
import { precompress } from './build-tools/precompress.ts';
import { pureSharedModules } from './build-tools/pure-shared.ts';
import { pwaOptions } from './pwa.config.ts';

/** Port of the API that `npm run dev` proxies to (spec: default 3000). */
const apiPort = Number(process.env.API_PORT ?? 3000);
const apiTarget = `http://localhost:${apiPort}`;

export default defineConfig({
  plugins: [react(), pureSharedModules(), inlineEntryCss(), VitePWA(pwaOptions), precompress()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  server: {
    port: Number(process.env.WEB_PORT ?? 5173),
    proxy: { '/api': apiTarget, '/images': apiTarget },
  },
  preview: { proxy: { '/api': apiTarget, '/images': apiTarget } },
  build: {
    target: 'es2022',
    sourcemap: false,
    chunkSizeWarningLimit: 300,
    rolldownOptions: {
      output: {
        // A few route-sized chunks instead of one file per shared module: fewer requests on the
        // first page (HTTP/1.1 allows six at a time). The first entry (home) stays under budget.
        codeSplitting: {
          includeDependenciesRecursively: false,
          groups: [
            { name: 'vendor', test: /\/node_modules\/(react|react-dom|scheduler|react-router|@tanstack|zustand|cookie|set-cookie-parser)\// },
            {
              name: 'shell',
              test: /\/(src\/(app\/(provider|router|prefetch|layout\/(app-layout|header|category-strip|scroll-manager|use-scrolled-past)|routes\/route-error)|lib\/(api-client|query-client|toast|use-debounced-value)|stores\/|config\/|components\/(product-actions|ui\/(toast-host|error-boundary))|features\/(cart|wishlist|search|age-gate|pwa)\/|features\/catalog\/(api\/(get-home|get-product|get-listing|get-category)|hooks\/listing-params))|packages\/shared\/src\/)/,
            },
            { name: 'ui', test: /\/src\/(components\/ui\/(seo|spinner|not-found-view|page-header|render-when-near|safe-html)|lib\/(is-not-found|html-text))\./ },
            { name: 'catalog', test: /\/src\/features\/catalog\/(components\/(product-card|product-grid|price-tag|stock|home-row|home-blocks|choice-tiles)|api\/get-choices)\./ },
            { name: 'listing', test: /\/src\/(features\/catalog\/(components\/(listing-view|filters-panel|sort-select)|hooks\/use-listing-params|api\/get-filter-list)|components\/ui\/pagination|lib\/(pagination|use-media-query))\./ },
            { name: 'product', test: /\/src\/features\/catalog\/components\/(product-view|product-gallery|product-purchase|product-json-ld)\./ },
          ],
        },
      },
    },
  },
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/testing/setup-tests.ts'],
    restoreMocks: true,
    clearMocks: true,
  },
});
