import { pictureSources } from '@shop/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffKey } from '../../testing/staff.ts';
import { createTestApp, testDatabases, type TestApp } from '../../testing/test-app.ts';
import { seedCatalogFixture } from '../catalog/catalog.fixtures.ts';
import { photoJpeg } from './media.fixtures.ts';

/** An uploaded key works wherever an image name is kept today: products, their galleries, banners and categories. */
describe.each(testDatabases())('uploaded pictures in the catalog on %s', (kind) => {
  let t: TestApp;
  let keys: string[];

  beforeAll(async () => {
    t = await createTestApp(kind, {
      env: { CATALOG_POLL_MS: '0', IMAGE_BASE_URL: 'https://cdn.example/images/' },
      seed: async (db) => {
        await seedCatalogFixture(db);
      },
    });
    const editor = { authorization: `Bearer ${await staffKey(t, 'editor')}` };
    keys = [];
    for (const size of [700, 800]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/staff/images',
        headers: { 'content-type': 'image/jpeg', ...editor },
        payload: await photoJpeg(size, size),
      });
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json().url).toBe(`https://cdn.example/images/${res.json().key}`);
      keys.push(res.json().key);
    }
    const [featured, second] = keys as [string, string];
    await t.db.execute(sql`update products set featured_img = ${featured}, gallery = ${JSON.stringify([second])}::jsonb
      where route = 'alpha-blanc-reserve-1'`);
    await t.db.execute(sql`update promo_banners set image = ${second}`);
    await t.db.execute(sql`update categories set image = ${featured}`);
    await t.app.catalogSync.announce();
  });
  afterAll(() => t?.close());

  const url = (key: string) => `https://cdn.example/images/${key}`;

  it('answers them under IMAGE_BASE_URL, and the storefront finds their widths in the URL', async () => {
    const page = (await t.app.inject({ method: 'GET', url: '/api/v1/product-detail/alpha-blanc-reserve-1' })).json();
    expect(page.product.featured_img).toBe(url(keys[0]!));
    expect(page.product.slider_images).toEqual([url(keys[0]!), url(keys[1]!)]);
    const home = (await t.app.inject({ method: 'GET', url: '/api/v1/home-best-selling' })).json();
    expect(home.banners[0].image).toBe(url(keys[1]!));
    expect(page.product.category.image).toBe(url(keys[0]!));

    const sources = pictureSources(page.product.featured_img)!;
    expect(sources.srcSet.split(', ').map((s) => s.split(' ')[1])).toEqual(['320w', '640w', '1200w']);
  });

  it('serves them at the path of IMAGE_BASE_URL, where a CDN in front of the shop pulls them', async () => {
    const file = await t.app.inject({ method: 'GET', url: `/images/${keys[0]}` });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/webp');
    expect(file.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });
});
