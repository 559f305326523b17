import { gunzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blogs, categories, choiceCategories, news, products, promoBanners } from '../../tables.ts';
import { createTestApp, testDatabases, type TestApp } from '../../testing/test-app.ts';
import { seedDemoShop } from '../seed/seed.service.ts';
import { PRODUCT_IMPORT_IMAGE } from '@shop/shared';
import sharp from 'sharp';
import { DrawingRasters } from './drawing-rasters.ts';
import { ImageService } from './images.service.ts';
import { escapeXml } from './svg-text.ts';

describe.each(testDatabases())('images on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { seed: seedDemoShop });
  });
  afterAll(() => t?.close());

  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

  function expectSvg(res: Awaited<ReturnType<typeof get>>) {
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
    expect(res.headers.etag).toMatch(/^".+"$/);
    expect(res.body.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    expect(res.body).not.toMatch(/<script|javascript:|\son[a-z]+=/i);
  }

  it('draws a product with its escaped name, an ETag and a 304 on If-None-Match', async () => {
    const [p] = await t.db.select().from(products).where(eq(products.route, 'glen-corran-30-year-old-rare-cask'));
    expect(p?.name).toContain('<em>');
    const res = await get(`/images/${p!.featuredImg}`);
    expectSvg(res);
    expect(res.body).toContain('Glen Corran 30 Year Old');
    expect(res.body).not.toContain('<em>');
    // A client joining its image base and the path with a slash asks for `//images/...`: the same picture.
    const doubled = await get(`//images//${p!.featuredImg}`);
    expect(doubled.statusCode).toBe(200);
    expect(doubled.headers.etag).toBe(res.headers.etag);
    const again = await get(`/images/${p!.featuredImg}`, { 'if-none-match': res.headers.etag as string });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('gzips images for clients that take gzip', async () => {
    const [first] = await t.db.select({ route: products.route }).from(products).limit(1);
    const plain = await get(`/images/products/${first!.route}.svg`);
    const zipped = await get(`/images/products/${first!.route}.svg`, { 'accept-encoding': 'gzip' });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(zipped.rawPayload).toString()).toBe(plain.body);
    expect(zipped.rawPayload.length).toBeLessThan(plain.body.length / 2);
  });

  it('escapes names that carry markup characters', async () => {
    const [p] = await t.db.select().from(products).limit(1);
    await t.db
      .update(products)
      .set({ name: 'Tom &amp; Jerry <b>"Reserve"</b> <script>x</script>' })
      .where(eq(products.id, p!.id));
    const res = await get(`/images/products/${p!.route}--2.svg`);
    expectSvg(res);
    expect(res.body).toContain('Tom &#38; Jerry &#34;Reserve&#34;');
    expect(res.body).not.toContain('<script');
  });

  it('draws both gallery views, different from the main shot', async () => {
    const [p] = await t.db.select().from(products).where(eq(products.route, 'glen-corran-30-year-old-rare-cask'));
    const main = await get(`/images/${p!.featuredImg}`);
    for (const file of p!.gallery) {
      const res = await get(`/images/${file}`);
      expectSvg(res);
      expect(res.headers.etag).not.toBe(main.headers.etag);
    }
  });

  it('draws categories, choices, blog posts, news, banners and the logo', async () => {
    const [cat] = await t.db.select().from(categories).where(eq(categories.route, 'whiskey-and-bourbon'));
    const [choice] = await t.db.select().from(choiceCategories).limit(1);
    const [post] = await t.db.select().from(blogs).limit(1);
    const [item] = await t.db.select().from(news).limit(1);
    const banners = await t.db.select().from(promoBanners);
    for (const image of [
      cat!.image!,
      'categories/cigars.svg',
      choice!.image!,
      post!.image,
      item!.image,
      ...banners.map((b) => b.image),
      'brand/logo.svg',
      PRODUCT_IMPORT_IMAGE,
    ]) {
      const res = await get(`/images/${image}`);
      expectSvg(res);
    }
    expect((await get(`/images/${cat!.image}`)).body).toContain('Whiskey');
    expect((await get(`/images/${post!.image}`)).body).toContain(escapeXml(post!.title.split(' ')[0]!));
    expect((await get('/images/brand/logo.svg')).body).toContain('Cellar');
    expect((await get(`/images/${PRODUCT_IMPORT_IMAGE}`)).body).toContain('Picture to come');
  });

  it('serves repeated requests from its LRU without the database, and stays within its cap', async () => {
    let selects = 0;
    const counted = new Proxy(t.db, {
      get(target, prop, receiver) {
        if (prop === 'select') selects++;
        return Reflect.get(target, prop, receiver);
      },
    });
    const service = new ImageService(counted, 3);
    const [first, ...rest] = await t.db.select({ route: products.route }).from(products).limit(5);
    await service.render('products', `${first!.route}.svg`);
    const afterFirst = selects;
    await service.render('products', `${first!.route}.svg`);
    expect(selects).toBe(afterFirst);
    for (const p of rest) await service.render('products', `${p.route}.svg`);
    expect(service.size).toBe(3);
  });

  it('serves each drawing as WebP at the widths pages ask for, with an ETag and a 304', async () => {
    const [p] = await t.db.select().from(products).limit(1);
    const widths: number[] = [];
    for (const file of [`${p!.route}-320.webp`, `${p!.route}--2-640.webp`, 'logo-1200.webp']) {
      const folder = file.startsWith('logo') ? 'brand' : 'products';
      const res = await get(`/images/${folder}/${file}`);
      expect(res.statusCode, file).toBe(200);
      expect(res.headers['content-type']).toBe('image/webp');
      expect(res.headers['cache-control']).toBe('public, max-age=86400');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      const meta = await sharp(res.rawPayload).metadata();
      expect([meta.format, meta.exif, meta.icc]).toEqual(['webp', undefined, undefined]);
      widths.push(meta.width!);
      const again = await get(`/images/${folder}/${file}`, { 'if-none-match': res.headers.etag as string });
      expect(again.statusCode).toBe(304);
    }
    expect(widths).toEqual([320, 640, 1200]);
  });

  it("makes a drawing's WebP again when the drawing changes, and once for requests that come together", async () => {
    const drawings = new ImageService(t.db, 10, 0);
    const rasters = new DrawingRasters(drawings);
    const [p] = await t.db.select().from(products).limit(1);
    const [a, b] = await Promise.all([1, 2].map(() => rasters.render('products', `${p!.route}-320.webp`)));
    expect(a).toBe(b);
    await t.db.update(products).set({ name: 'A New Name Entirely' }).where(eq(products.id, p!.id));
    const renamed = await rasters.render('products', `${p!.route}-320.webp`);
    expect(renamed!.etag).not.toBe(a!.etag);
    expect(await rasters.render('products', `${p!.route}.svg`)).toBeNull();
  });

  it('answers 404 with the error payload for unknown names and bad file names', async () => {
    for (const url of [
      '/images/products/no-such-bottle.svg',
      '/images/products/x.png',
      '/images/products/..%2Fx.svg',
      '/images/products/../x.svg',
      '/images/products/Glen.svg',
      '/images/products/a--4.svg',
      '/images/categories/beer--2.svg',
      '/images/unknown/beer.svg',
      '/images/brand/other.svg',
      '/images/blog/no-such-post.svg',
      '/images/products/%3Cscript%3E.svg',
      '/images/products/no-such-bottle-320.webp',
      '/images/products/glen-500.webp',
      '/images/brand/other-640.webp',
      '/images/unknown/beer-640.webp',
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json(), url).toMatchObject({ error: expect.any(String), code: 'NOT_FOUND' });
    }
  });
});
