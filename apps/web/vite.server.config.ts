import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/**
 * The storefront's server entry (decision 015): `src/entry-server.tsx` built for Node into `dist-server/`, which the
 * API loads to render public pages. Libraries stay in node_modules; the shared package's TypeScript is bundled.
 */
export default defineConfig({
  plugins: [react()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  ssr: { noExternal: ['@shop/shared'] },
  publicDir: false,
  build: {
    ssr: 'src/entry-server.tsx',
    outDir: 'dist-server',
    target: 'node20',
    sourcemap: true,
    emptyOutDir: true,
    rolldownOptions: { output: { entryFileNames: 'entry-server.js' } },
  },
});
