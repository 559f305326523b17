// `npm run build` in apps/api (decision 010): bundles the server and the staff commands with esbuild, each entry one
// ES module with a source map holding our code and packages/shared, every npm dependency left as an import, so a
// production install (`npm ci --omit=dev`) runs them with plain `node`: dist/server.js and dist/commands/*.js.
// Plain JavaScript, so it runs before anything is built.
//
//   node build.mjs [--outdir <folder>]    (default: dist; a folder inside apps/api, so the bundles find node_modules)
import path from 'node:path';
import { parseArgs } from 'node:util';
import { build } from 'esbuild';

const API_DIR = import.meta.dirname;

/** Each bundle's path under the output folder (without `.js`) and its source. */
const ENTRY_POINTS = {
  server: 'src/server.ts',
  // The staff commands (decision 017), run by `npm run order:status` and the others.
  'commands/order-status': 'src/commands/order-status.ts',
  'commands/quotation-status': 'src/commands/quotation-status.ts',
  'commands/comments': 'src/commands/comments.ts',
  'commands/staff-create': 'src/commands/staff-create.ts',
};

const { values } = parseArgs({ options: { outdir: { type: 'string', default: 'dist' } } });

await build({
  absWorkingDir: API_DIR,
  entryPoints: ENTRY_POINTS,
  outdir: path.resolve(API_DIR, values.outdir),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  // packages/shared exports TypeScript source, which plain Node cannot load: it is bundled in.
  alias: { '@shop/shared': path.resolve(API_DIR, '../../packages/shared/src/index.ts') },
  sourcemap: true,
  logLevel: 'warning',
});
