// @vitest-environment node
import { htmlToText, type ContactDetails, type FilterListResponse, type PublicReadRequest } from '@shop/shared/rules';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { createRenderer } from './entry-server';
import { answerCallsInProcess } from './lib/api-client';
import type { SsrData } from './lib/ssr-data';
import { listing, product, productDetail, variation } from './testing/fixtures';

/**
 * The server entry as the API drives it (decisions 015 and 023): public reads answered in process by a reader, made by
 * the page's loaders, then the page rendered once. Here the reader is the API's stand-in: it answers a few paths.
 */

const contact: ContactDetails = {
  address: 'Unit 9, Warehouse Road, Dubai',
  store_address: 'Kiosk 2, Harbour Mall, Dubai',
  phone: '+971 50 111 2222',
  phone_link: 'tel:+971501112222',
  map_link: 'https://maps.example/warehouse',
  store_map_link: 'https://maps.example/store',
  email: 'care@shop.example',
  chat_link: 'https://wa.me/971501112222',
};
const filterList: FilterListResponse = {
  status: 200,
  brand: [{ id: 1, route: 'test-estate', name: 'Test Estate', count: 2 }],
  origin: ['France'],
  origins: [{ country: 'France', count: 2 }],
  price: { min: 50, max: 200 },
  sub_category: { sub_category: [{ id: 21, route: 'red-wine', name: 'Red Wine', title: 'Red Wine' }] },
};
const rouge = product({
  id: 11,
  route: 'chateau-rouge',
  name: 'Château Rouge',
  price_variation: [variation({ id: 111, product_id: 11, price: 120, stock: 4 })],
});
const blanc = product({
  id: 12,
  route: 'domaine-blanc',
  name: 'Domaine Blanc',
  price_variation: [variation({ id: 121, product_id: 12, price: 85.5 })],
});

const asked: PublicReadRequest[] = [];
const read = vi.fn(async (request: PublicReadRequest) => {
  asked.push(request);
  const { pathname, searchParams } = new URL(request.path, 'http://api.invalid');
  if (pathname === '/contact-details') return { status: 200, body: { status: 200, data: contact } };
  if (pathname === '/filter-list/wine') return { status: 200, body: filterList };
  if (pathname === '/product-list/wine')
    return {
      status: 200,
      body: listing(
        searchParams.get('sort') === 'price-asc' ? [blanc, rouge] : [rouge, blanc],
        Number(searchParams.get('page')),
        3,
      ),
    };
  if (pathname === '/filter-product') return { status: 200, body: listing([blanc], 1, 1) };
  if (pathname === '/product-detail/busy-bottle') return { status: 503, body: { error: 'Busy.', code: 'UNAVAILABLE' } };
  if (pathname === '/product-detail/chateau-rouge') {
    return {
      status: 200,
      body: {
        status: 200,
        product: productDetail({ ...rouge, long_description: '<p>Dark fruit and <strong>cedar</strong>.</p>' }),
        similar_products: [blanc],
      },
    };
  }
  return { status: 404, body: { error: 'Not found.', code: 'NOT_FOUND' } };
});
const renderer = createRenderer({ read, origin: 'https://www.cellar.example' });
afterAll(() => answerCallsInProcess(null));

const dataOf = (data: string) => JSON.parse(data) as SsrData;

describe('the server entry', () => {
  it('renders a listing with what it read, and carries that data for hydration', async () => {
    asked.length = 0;
    const page = await renderer.render({ url: '/shop/wine?page=2&sort=price-asc', ageConfirmed: true });
    const text = htmlToText(page.body);
    expect(text).toContain('Domaine Blanc');
    expect(text).toContain('Château Rouge');
    expect(text.indexOf('Domaine Blanc')).toBeLessThan(text.indexOf('Château Rouge'));
    expect(text).toMatch(/AED\s*120\.00/);
    // The loaders read what the page and the layout show, each once: the listing with the URL's page and sort, its
    // filters, the footer's details.
    const paths = asked.map((r) => r.path);
    expect(paths.sort()).toEqual(['/contact-details', '/filter-list/wine', '/product-list/wine?page=2&sort=price-asc']);
    // React's hoisted elements go to the head: the title, and preloads of the images above the fold.
    expect(page.head).toContain('<title>Wine | Cellar</title>');
    // A drawing is offered as WebP at its widths (decision 005), so the preload names them.
    expect(page.head).toContain(
      '<link rel="preload" as="image" imageSrcSet="/images/products/test-wine-320.webp 320w, /images/products/test-wine-640.webp 640w, /images/products/test-wine-1200.webp 1200w" imageSizes="(max-width: 760px) 50vw, 300px" fetchPriority="high"/>',
    );
    expect(page.head).toContain('<link rel="canonical" href="https://www.cellar.example/shop/wine?page=2"/>');
    expect(page.body).not.toContain('<title>');
    const data = dataOf(page.data);
    expect(data.ageConfirmed).toBe(true);
    // The parts the browser loads before hydrating: the page, the footer, the listing's FAQ.
    expect(data.parts).toEqual(expect.arrayContaining(['page:shop', 'footer']));
    expect(data.queries.queries.map((q) => q.queryHash)).toEqual(expect.arrayContaining(['["contact-details"]']));
    expect(data.queries.queries.every((q) => q.state.status === 'success')).toBe(true);
  });

  it('reads the filtered listing a URL names', async () => {
    asked.length = 0;
    const page = await renderer.render({ url: '/shop/wine?brand=1', ageConfirmed: true });
    expect(asked.find((r) => r.path.startsWith('/filter-product'))).toMatchObject({
      method: 'POST',
      body: expect.objectContaining({ brand_id: [1] }),
    });
    expect(htmlToText(page.body)).toContain('Domaine Blanc');
  });

  it('renders the age gate for a visitor who has not confirmed, as a form that works without JavaScript', async () => {
    const page = await renderer.render({ url: '/shop/wine', ageConfirmed: false });
    expect(page.body).toContain('action="/age-confirm"');
    expect(page.body).toContain('name="return" value="/shop/wine"');
    expect(dataOf(page.data).ageConfirmed).toBe(false);
    const confirmed = await renderer.render({ url: '/shop/wine', ageConfirmed: true });
    expect(confirmed.body).not.toContain('age-confirm');
  });

  it("writes the API's HTML (cleaned by the API) as HTML, the way the browser will", async () => {
    const page = await renderer.render({ url: '/product/wine/chateau-rouge', ageConfirmed: true });
    expect(page.body).toContain('<p>Dark fruit and <strong>cedar</strong>.</p>');
    expect(htmlToText(page.body)).toContain('In stock — only 4 left');
  });

  it('shows a read the API refused as the browser does (the not-found view), and carries it', async () => {
    const page = await renderer.render({ url: '/product/no-such-bottle', ageConfirmed: true });
    expect(htmlToText(page.body)).toContain('Sorry, this product could not be found');
    expect(page.head).toContain('<title>Page not found | Cellar</title>');
    expect(page.keep).toBe(true);
    const failed = dataOf(page.data).queries.queries.find((q) => q.queryHash === '["product","no-such-bottle"]');
    expect(failed?.state).toMatchObject({ status: 'error', error: { status: 404, code: 'NOT_FOUND' } });
  });

  it('leaves a read that failed for the moment to the browser, and keeps the page for no one', async () => {
    const page = await renderer.render({ url: '/product/busy-bottle', ageConfirmed: true });
    expect(page.keep).toBe(false);
    expect(page.body).toContain('role="status"');
    expect(dataOf(page.data).queries.queries.some((q) => q.queryHash.includes('busy-bottle'))).toBe(false);
  });

  it('keeps no inline script in the page (the CSP allows none) and escapes the data block', async () => {
    const page = await renderer.render({ url: '/shop/wine', ageConfirmed: true });
    expect(page.body).not.toMatch(/<script(?![^>]*type="application\/ld\+json")/);
    expect(page.data).not.toContain('<');
  });

  it('keys a page by its one spelling and renders no personal page', () => {
    expect(renderer.pageKey('/SHOP/Wine/?sort=price-asc&page=1&utm_source=mail')).toBe('/shop/wine?sort=price-asc');
    expect(renderer.pageKey('/shop/wine?page=2&brand=3,1')).toBe('/shop/wine?brand=1%2C3&page=2');
    expect(renderer.pageKey('/cart')).toBeNull();
    expect(renderer.pageKey('/account/orders')).toBeNull();
    expect(renderer.pageKey('/no-such-page')).toBe('/no-such-page');
  });

  it('says before rendering which pages the shared cache may keep', () => {
    expect(renderer.keeps('/shop/wine?sort=price-asc&page=2')).toBe(true);
    expect(renderer.keeps('/shop/wine?brand=1')).toBe(false);
    expect(renderer.keeps('/shop/wine?page=51')).toBe(false);
    expect(renderer.keeps('/blog')).toBe(true);
  });
});
