/**
 * JavaScript (gzip) loaded by home, a listing and a product page, for a first visit (age gate shown)
 * and for a visitor who has answered it: the budget figure of web-bench without Lighthouse.
 *   npm run bench:js --workspace apps/web     (BENCH_SKIP_BUILD=1 to reuse dist/, BENCH_VERBOSE=1 for every file)
 */
import { execSync } from 'node:child_process';
import { findChromiumOrExit } from '../../../tooling/find-chromium.mjs';
import { benchPaths, pageJavaScript } from './page-javascript.ts';
import { startServer, webDir } from './server.ts';

const CHROMIUM = findChromiumOrExit();
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

async function main() {
  if (process.env.BENCH_SKIP_BUILD !== '1')
    execSync('npm run build', { cwd: webDir, stdio: ['ignore', 'ignore', 'inherit'] });
  const server = await startServer(Number(process.env.BENCH_PORT_BASE ?? 3170));
  try {
    const { listing, product } = await benchPaths(server.baseUrl);
    console.log(`${'page'.padEnd(60)} ${'first visit'.padStart(16)} ${'age answered'.padStart(16)}`);
    for (const path of ['/', listing, product]) {
      const first = await pageJavaScript(CHROMIUM, server.baseUrl, path);
      const adult = await pageJavaScript(CHROMIUM, server.baseUrl, path, { adult: true });
      const cell = (js: typeof first) => `${kb(js.total)} (${js.files.length})`.padStart(16);
      console.log(`${path.padEnd(60)} ${cell(first)} ${cell(adult)}`);
      if (process.env.BENCH_VERBOSE === '1') {
        for (const f of adult.files.sort((a, b) => b.gzip - a.gzip))
          console.log(`    ${kb(f.gzip).padStart(9)}  ${f.url}`);
      }
    }
  } finally {
    await server.stop();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
