import { IMAGE_MESSAGES, type ImageUploadAnswer, type ProductDetailResponse } from '@shop/shared/rules';
import type { Page, Response } from '@playwright/test';
import { expect, test } from './fixtures';
import { pngBuffer } from './orders';

/**
 * Pictures (issue 26, item 2): a picture staff upload is kept at three widths, and the storefront lets the browser
 * take the one it needs: a phone's listing card loads the 320 width, never the product page's 1,200.
 */

const manager = { authorization: `Bearer ${process.env.E2E_STAFF_KEY}` };
const PHONE = { width: 390, height: 844 };
const DESK = { width: 1280, height: 900 };

/** The width an uploaded picture was loaded at (`…-640.avif` → 640), from the picture's own element. */
async function loadedWidth(page: Page, selector: string): Promise<number> {
  const image = page.locator(selector).first();
  await image.scrollIntoViewIfNeeded();
  await expect.poll(() => image.evaluate((i: HTMLImageElement) => i.complete && i.naturalWidth > 0)).toBe(true);
  const src = await image.evaluate((i: HTMLImageElement) => i.currentSrc);
  expect(src).toMatch(/\/images\/uploads\/[0-9a-f]{32}(-av)?-(320|640|1200)\.(webp|avif)$/);
  return Number(/-(\d+)\.\w+$/.exec(src)![1]);
}

test('an uploaded picture shows on the storefront at the width each screen needs', async ({ page }) => {
  const bad = await page.request.post('/api/v1/staff/images', {
    headers: { ...manager, 'content-type': 'image/svg+xml' },
    data: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
  });
  expect([bad.status(), (await bad.json()).errors.file]).toEqual([422, [IMAGE_MESSAGES.svg]]);

  const uploaded = await page.request.post('/api/v1/staff/images', {
    headers: { ...manager, 'content-type': 'image/png' },
    data: pngBuffer(1600),
  });
  expect(uploaded.status(), await uploaded.text()).toBe(201);
  const { key } = (await uploaded.json()) as ImageUploadAnswer;

  // A product in a category no other spec counts, with the upload as its picture.
  const menu = (await (await page.request.get('/api/v1/categories-menu')).json()) as {
    data: Array<{ id: number; route: string }>;
  };
  const rum = menu.data.find((c) => c.route === 'rum')!;
  const name = `Picture Test Rum ${Date.now().toString(36)}`;
  const route = name.toLowerCase().replace(/\s+/g, '-');
  const created = await page.request.post('/api/v1/staff/products', {
    headers: manager,
    data: {
      name,
      route,
      category_id: rum.id,
      featured_img: key,
      sizes: [{ value: '700 ml', price_fils: 12_500, stock: 4 }],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const productId = ((await created.json()) as { id: number }).id;
  await expect.poll(async () => (await page.request.get(`/api/v1/product-detail/${route}`)).status()).toBe(200);
  const detail = (await (await page.request.get(`/api/v1/product-detail/${route}`)).json()) as ProductDetailResponse;
  expect(detail.product.featured_img).toBe(`/images/${key}`);

  const pictures: Response[] = [];
  page.on('response', (r) => void (r.url().includes('/images/uploads/') && pictures.push(r)));
  try {
    // The listings first: a browser may take a larger width it already holds for a smaller place.
    const card = `.card:has(a[href$="/${route}"]) .card__img`;
    for (const size of [PHONE, DESK]) {
      await page.setViewportSize(size);
      await page.goto('/shop/rum?sort=latest');
      expect(await loadedWidth(page, card), `card at ${size.width}`).toBe(320);
    }
    for (const size of [PHONE, DESK]) {
      await page.setViewportSize(size);
      await page.goto(`/product/rum/${route}`);
      expect(await loadedWidth(page, '.gallery__main img'), `product page at ${size.width}`).toBe(640);
    }

    // Nothing loaded the 1,200 width, and every width is cached for a year.
    expect(pictures.map((r) => r.url()).filter((url) => url.includes('-1200.'))).toEqual([]);
    for (const response of pictures)
      expect(response.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  } finally {
    await page.request.post(`/api/v1/staff/products/${productId}/archive`, {
      headers: manager,
      data: { archived: true },
    });
  }
});
