/** Pages that belong to one shopper: nothing for a search engine to index. */
const PRIVATE_PAGES = ['/cart', '/wishlist', '/checkout', '/account', '/api/'];

/** robots.txt: everything public may be crawled; the sitemap lists it. */
export function robotsTxt(baseUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...PRIVATE_PAGES.map((p) => `Disallow: ${p}`),
    '',
    `Sitemap: ${baseUrl}/sitemap.xml`,
    '',
  ].join('\n');
}
