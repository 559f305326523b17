import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';

export interface PageJavaScript {
  files: Array<{ url: string; gzip: number }>;
  total: number;
}

/**
 * The JavaScript a page loads on a first visit (no service worker, nothing cached), each file gzipped:
 * the page is opened at 390 px and scrolled to the end so below-the-fold modules (the footer) are counted
 * too. `adult` opens it as a visitor who has already answered the age gate.
 */
export async function pageJavaScript(
  chromiumPath: string,
  baseUrl: string,
  path = '/',
  { adult = false } = {},
): Promise<PageJavaScript> {
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  try {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 }, serviceWorkers: 'block' });
    if (adult) {
      await page.addInitScript(() =>
        localStorage.setItem('cellar-state', JSON.stringify({ state: { user: { ageValid: true } }, version: 1 })),
      );
    }
    const scripts = new Map<string, Promise<number>>();
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      scripts.set(
        response.url(),
        response
          .body()
          .then((body) => gzipSync(body).length)
          .catch(() => 0),
      );
    });
    await page.goto(`${baseUrl}${path}`, { waitUntil: 'networkidle' });
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.waitForLoadState('networkidle');
    const files = await Promise.all(
      [...scripts].map(async ([url, size]) => ({ url: url.replace(baseUrl, ''), gzip: await size })),
    );
    return { files, total: files.reduce((sum, f) => sum + f.gzip, 0) };
  } finally {
    await browser.close();
  }
}

/** The listing, product page and blog post the bench measures: /shop/wine, its first product, the newest post. */
export async function benchPaths(baseUrl: string): Promise<{ listing: string; product: string; blogPost: string }> {
  const listing = (await (await fetch(`${baseUrl}/api/v1/product-list/wine`)).json()) as {
    product: { data: Array<{ route: string; category: { route: string } }> };
  };
  const posts = (await (await fetch(`${baseUrl}/api/v1/blog-list`)).json()) as Array<{
    route: string;
    category: { route: string };
  }>;
  const first = listing.product.data[0];
  const post = posts[0];
  if (!first || !post) throw new Error('The demo shop has no wine or no blog post');
  return {
    listing: '/shop/wine',
    product: `/product/${first.category.route}/${first.route}`,
    blogPost: `/blog/${post.category.route}/${post.route}`,
  };
}
