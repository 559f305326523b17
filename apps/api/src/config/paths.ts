import fs from 'node:fs';
import path from 'node:path';

/**
 * The API package's folder, found from this file whether it runs as source (`src/config/`) or bundled
 * (`dist/`), so committed assets (migrations) and the storefront build are found from either.
 */
function findApiRoot(from: string): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    const manifest = path.join(dir, 'package.json');
    if (
      fs.existsSync(manifest) &&
      (JSON.parse(fs.readFileSync(manifest, 'utf8')) as { name?: string }).name === '@shop/api'
    )
      return dir;
    if (path.dirname(dir) === dir) throw new Error(`The @shop/api package folder was not found above ${from}`);
  }
}

export const API_ROOT = findApiRoot(import.meta.dirname);
/** Committed SQL migrations, applied at start-up. */
export const MIGRATIONS_DIR = path.join(API_ROOT, 'drizzle');
