import fs from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|webmanifest|txt|xml)$/;

/**
 * Writes `.br` and `.gz` beside every text asset of the build, so the API's static handler
 * (`@fastify/static` with `preCompressed`) serves them compressed without compressing per request.
 * Runs last, after the service worker has been generated.
 */
export function precompress(): Plugin {
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
        const walk = (dir: string): string[] =>
          fs
            .readdirSync(dir, { withFileTypes: true })
            .flatMap((e) => (e.isDirectory() ? walk(path.join(dir, e.name)) : [path.join(dir, e.name)]));
        for (const file of walk(outDir)) {
          if (!COMPRESSIBLE.test(file)) continue;
          const data = fs.readFileSync(file);
          if (data.length < 1024) continue;
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
