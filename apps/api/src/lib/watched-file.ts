import fs from 'node:fs';

/**
 * A value derived from a file, derived again when the file changes (a storefront rebuilt while the server runs). The
 * file is looked at (`stat`) at most once a second, so callers on a hot path may ask on every request; a missing file
 * gives `derive(null)`.
 */
export function watchedFile<T>(file: string, derive: (text: string | null) => T): () => T {
  let seen = -1;
  let value = derive(null);
  let checkedAt = 0;
  return () => {
    if (Date.now() - checkedAt < 1000) return value;
    checkedAt = Date.now();
    const mtime = fs.statSync(file, { throwIfNoEntry: false })?.mtimeMs ?? 0;
    if (mtime !== seen) {
      seen = mtime;
      value = derive(mtime ? fs.readFileSync(file, 'utf8') : null);
    }
    return value;
  };
}
