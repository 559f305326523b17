/// <reference types="vitest/config" />
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from '@shop/ui/build';

/** Port of the API that `npm run dev` proxies to (the shop's default 3000). */
const apiTarget = `http://localhost:${Number(process.env.API_PORT ?? 3000)}`;

/**
 * The back office (issue 25): a bundle of its own, served by the API at /admin (modules/admin-app), so nothing of it
 * reaches the storefront's pages. Its page loads one module script: no inline script, so the shop's CSP holds.
 */
export default defineConfig({
  base: '/admin/',
  plugins: [react(), precompress()],
  server: { port: Number(process.env.ADMIN_PORT ?? 5174), proxy: { '/api': apiTarget } },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: false,
    modulePreload: { polyfill: false },
  },
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/testing/setup-tests.ts'],
    restoreMocks: true,
    maxWorkers: 2,
  },
});
