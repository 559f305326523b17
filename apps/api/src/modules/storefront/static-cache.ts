import path from 'node:path';

/**
 * Hashed build assets never change, so browsers keep them for a year; the page, the service worker and the
 * manifest must be revalidated so a new release reaches shoppers; other files (icons) for a day.
 */
export function staticCacheControl(filePath: string): string {
  const name = path.basename(filePath).replace(/\.(br|gz)$/, '');
  if (filePath.split(path.sep).includes('assets')) return 'public, max-age=31536000, immutable';
  if (name === 'index.html' || name === 'sw.js' || name.endsWith('.webmanifest') || name.startsWith('workbox-'))
    return 'no-cache';
  return 'public, max-age=86400';
}
