/**
 * Renders the app icons (PNG) from the SVG mark with the system Chromium; run once and commit:
 *   npx tsx scripts/generate-icons.ts
 * The mark is the glass and the shop's name. The tab's icon is the glass alone (favicon.svg, its source): a name is
 * unreadable at a tab's size. It is served as a PNG: an SVG icon is a document the page's own main thread loads, lays
 * out and paints while the page is still starting (issue 24).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';

const root = path.resolve(import.meta.dirname, '..');
const mark = readFileSync(path.join(root, 'public/icons/mark.svg'), 'utf8');
const glass = readFileSync(path.join(root, 'public/favicon.svg'), 'utf8');
// Maskable icons keep the mark inside the central 80% safe zone on a full-bleed background.
const maskable = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="#5c0f1f"/><g transform="translate(12.8 12.8) scale(.6)">${mark.replace(/<svg[^>]*>|<\/svg>/g, '')}</g></svg>`;
const square = mark.replace('rx="14"', 'rx="0"');

const targets: Array<{ file: string; size: number; svg: string }> = [
  { file: 'favicon.png', size: 48, svg: glass },
  { file: 'icons/icon-192.png', size: 192, svg: mark },
  { file: 'icons/icon-512.png', size: 512, svg: mark },
  { file: 'icons/icon-maskable-512.png', size: 512, svg: maskable },
  { file: 'icons/apple-touch-icon.png', size: 180, svg: square },
];

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
try {
  for (const t of targets) {
    const page = await browser.newPage({ viewport: { width: t.size, height: t.size } });
    await page.setContent(
      `<style>html,body{margin:0;background:transparent}svg{display:block;width:${t.size}px;height:${t.size}px}</style>${t.svg}`,
    );
    await page.screenshot({ path: path.join(root, 'public', t.file), omitBackground: true });
    await page.close();
    console.log(`wrote public/${t.file}`);
  }
} finally {
  await browser.close();
}
