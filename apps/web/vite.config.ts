/// <reference types="vitest/config" />
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { deferEntryScripts } from './build-tools/defer-entry.ts';
import { inlineEntryCss } from './build-tools/inline-css.ts';
import { precompress } from '@shop/ui/build';
import { shakeableRouter } from './build-tools/shakeable-router.ts';
import { pwaOptions } from './pwa.config.ts';

/** Port of the API that `npm run dev` proxies to (spec: default 3000). */
const apiPort = Number(process.env.API_PORT ?? 3000);
const apiTarget = `http://localhost:${apiPort}`;

export default defineConfig({
  plugins: [react(), shakeableRouter(), inlineEntryCss(), deferEntryScripts(), VitePWA(pwaOptions), precompress()],
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
    // Every browser released since 2023 preloads modules itself; in an older one a preload is skipped and the module
    // still loads when imported. The polyfill would cost every first page 0.6 KB to speed up only those browsers.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        // Chunks by folder, not by file. What every first page needs (modules reachable from main.tsx
        // without a dynamic import) is two files whatever the page: the libraries and our shell. Lazily
        // loaded code splits by route, except two folders kept whole: the UI kit every page uses, and
        // rich text, which brings the HTML sanitizer and stays off pages without article HTML.
        codeSplitting: {
          groups: [
            // Zod validates forms (account, address) that no first page shows: it gets a chunk of its own, loaded with
            // those forms, never by the shell, which imports only `@shop/shared/rules` (decision 021).
            { name: 'zod', test: /[\\/]node_modules[\\/]zod[\\/]/, priority: 4 },
            // The libraries every first page runs, named rather than found as what main.tsx imports statically: it
            // imports React DOM's client dynamically, to set it up in a task of its own, yet it belongs here.
            {
              name: 'vendor',
              test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack[\\/][a-z-]+|zustand)[\\/]/,
              priority: 3,
            },
            { name: 'shell', tags: ['$initial'], priority: 2 },
            {
              name: 'rich-text',
              test: /[\\/](src[\\/]components[\\/]rich-text|node_modules[\\/]dompurify)[\\/]/,
              priority: 1,
            },
            { name: 'ui', test: /[\\/]src[\\/](components[\\/]ui|lib|config)[\\/]/ },
          ],
        },
      },
    },
  },
  test: {
    environment: 'jsdom',
    setupFiles: ['src/testing/setup-tests.ts'],
    restoreMocks: true,
    clearMocks: true,
    // One test file per core (Vitest's default in a run is one fewer than the cores, one on a 2-core machine).
    maxWorkers: 2,
    projects: [
      // Component tests: each file still gets a fresh jsdom and fresh modules, in a VM context of a reused thread,
      // which spares most of the seconds a new process and a new jsdom cost per file.
      { extends: true, test: { name: 'app', include: ['src/**/*.test.{ts,tsx}'], pool: 'vmThreads' } },
      // The build tools' tests run Vite's bundler, whose native bindings refuse objects made in another VM context.
      { extends: true, test: { name: 'build-tools', include: ['build-tools/**/*.test.ts'], pool: 'forks' } },
    ],
  },
});
