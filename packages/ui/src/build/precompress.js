import fs from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

// Plain JavaScript (typed in precompress.d.ts): Vite loads a config's imports from packages without compiling them.

const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|webmanifest|txt|xml)$/;
/** Smaller files gain nothing worth a second request path. */
const MIN_BYTES = 1024;

/** @param {string} dir @returns {string[]} */
function filesUnder(dir) {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => (entry.isDirectory() ? filesUnder(path.join(dir, entry.name)) : [path.join(dir, entry.name)]));
}

/**
 * Writes `.br` and `.gz` beside every text asset of a front end's build (the storefront's and the back office's), so
 * the server's static handler (`@fastify/static` with `preCompressed`) sends them compressed without compressing per
 * request. Runs last, after the storefront's service worker has been generated.
 *
 * @returns {import('./precompress.d.ts').PrecompressPlugin}
 */
export function precompress() {
  let outDir = 'dist';
  return {
    name: 'precompress',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      handler() {
        for (const file of filesUnder(outDir)) {
          if (!COMPRESSIBLE.test(file)) continue;
          const data = fs.readFileSync(file);
          if (data.length < MIN_BYTES) continue;
          fs.writeFileSync(`${file}.gz`, gzipSync(data, { level: 9 }));
          fs.writeFileSync(
            `${file}.br`,
            brotliCompressSync(data, {
              params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: data.length },
            }),
          );
        }
      },
    },
  };
}
