import { expect, test } from '@playwright/test';
import type { ListingResponse, ProductDetailResponse, SearchResponse } from '@shop/shared/rules';
import { newShopper, openAs, ownClientAddress, signUpViaApi } from './accounts';
import { pngBuffer } from './orders';
import { DESK, PHONE, shot } from './admin-screens';
import { signInAreaOwner } from './back-office';

/**
 * The catalog (issue 26, item 1): the owner creates a product with two sizes and a picture in the back office, and
 * the storefront's search and listing find it within 2 s; a price change then shows on its page and in a cart made
 * before it. Its own test and expect, as admin.spec.ts: the back office sets no hydration mark.
 */

/** What "visible fast" means (issue 26): every change shows within this. */
const FAST_MS = 2000;

test('staff create a product with two sizes and a picture; the shop finds it at once, and shows a new price', async ({
  page,
  browser,
}) => {
  test.slow();
  const client = await ownClientAddress(page);
  const name = `Sunset Dunes Tempranillo ${Date.now().toString(36)}`;
  const route = name.toLowerCase().replace(/\s+/g, '-');

  await page.setViewportSize(DESK);
  await signInAreaOwner(page, 'PRODUCTS');
  await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Products' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Products' })).toBeVisible();
  await page.getByRole('link', { name: 'New product' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'New product' })).toBeVisible();

  await page.getByLabel('Name', { exact: true }).fill(name);
  await expect(page.getByLabel('Route', { exact: true })).toHaveValue(route);
  await page.getByLabel('Category', { exact: true }).selectOption({ label: 'Wine' });
  await page.getByLabel('Subcategory', { exact: true }).selectOption({ label: 'Red Wine' });
  // The picture uploads as soon as it is chosen; the form keeps the key the shop answers.
  await page
    .getByLabel('Featured picture', { exact: true })
    .setInputFiles({ name: 'tempranillo.png', mimeType: 'image/png', buffer: pngBuffer(64) });
  await expect(page.getByText('The picture was uploaded.')).toBeVisible();
  const sizes = page.locator('.size-row');
  await sizes.nth(0).getByLabel('Size', { exact: true }).fill('750 ml');
  await sizes.nth(0).getByLabel('Price (AED)', { exact: true }).fill('95');
  await sizes.nth(0).getByLabel('Stock', { exact: true }).fill('12');
  await page.getByRole('button', { name: 'Add a size' }).click();
  await sizes.nth(1).getByLabel('Size', { exact: true }).fill('6 x 750 ml');
  await sizes.nth(1).getByLabel('Price (AED)', { exact: true }).fill('540');
  await sizes.nth(1).getByLabel('Offer price (AED)', { exact: true }).fill('540');
  await sizes.nth(1).getByLabel('Stock', { exact: true }).fill('3');
  await sizes.nth(1).getByLabel('Pack size', { exact: true }).fill('6');
  await page.getByLabel('Description', { exact: true }).fill('<p>Ripe plum and a <strong>long</strong> finish.</p>');

  // An offer at the price is refused, with the message on that field.
  await page.getByRole('button', { name: 'Create product' }).click();
  const offer = sizes.nth(1).getByLabel('Offer price (AED)', { exact: true });
  await expect(offer).toHaveAttribute('aria-invalid', 'true');
  await expect(sizes.nth(1)).toContainText('The offer price must be below the price (0 for no offer).');
  await shot(page, 'catalog-product-refused-1280');
  await offer.fill('499');
  await page.getByRole('button', { name: 'Create product' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'The product was created and is on sale.' })).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/catalog\/products\/\d+$/);

  // Within 2 s the storefront's search and its listing find it.
  const found = async () => {
    const search = (await (
      await page.request.post('/api/v1/global-search', { data: { query: name.split(' ').slice(0, 3).join(' ') } })
    ).json()) as SearchResponse;
    const listing = (await (
      await page.request.get('/api/v1/product-list/wine/red-wine?sort=latest')
    ).json()) as ListingResponse;
    return [search.products.some((p) => p.route === route), listing.product.data.some((p) => p.route === route)];
  };
  await expect.poll(found, { timeout: FAST_MS, intervals: [50] }).toEqual([true, true]);
  await expect(page.getByRole('heading', { name: 'Price history' })).toBeVisible();
  await shot(page, 'catalog-product-editor-1280');

  // A shopper puts the bottle in a cart before the price changes.
  const detail = (await (await page.request.get(`/api/v1/product-detail/${route}`)).json()) as ProductDetailResponse;
  const [bottle, pack] = detail.product.price_variation;
  expect(detail.product.featured_img).toMatch(/\/uploads\/[0-9a-f]{32}(-av)?-1200\.webp$/);
  expect(pack).toMatchObject({ price: 540, offer_price: 499, pack_of: '6' });
  const session = await signUpViaApi(page.request, newShopper(), client);
  const added = await page.request.post('/api/v1/auth/carts', {
    headers: { authorization: `Bearer ${session.token}` },
    data: {
      user_id: session.userId,
      product_id: bottle!.product_id,
      product_variation_id: bottle!.variation_id,
      product_value_id: bottle!.variation_value_id,
      qty: 2,
    },
  });
  expect(added.ok(), await added.text()).toBe(true);

  // The owner lowers the price, on a phone: the price history shows it.
  await page.setViewportSize(PHONE);
  await sizes.nth(0).getByLabel('Price (AED)', { exact: true }).fill('89.50');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'The product was saved.' })).toBeVisible();
  const history = page.getByRole('list', { name: 'Price changes, newest first' });
  await expect(history.getByRole('listitem').first()).toContainText('750 ml: AED 95.00 → AED 89.50');
  await shot(page, 'catalog-product-editor-390');
  await page.getByRole('link', { name: 'All products' }).click();
  await page.getByLabel('Search by name or route').fill(name.split(' ').slice(-1)[0]!);
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByRole('link', { name })).toBeVisible();
  await shot(page, 'catalog-list-390');
  await page.setViewportSize(DESK);
  await shot(page, 'catalog-list-1280');

  // The product page and the cart show the new price within 2 s.
  await expect
    .poll(
      async () =>
        ((await (await page.request.get(`/api/v1/product-detail/${route}`)).json()) as ProductDetailResponse).product
          .price_variation[0]!.price,
      { timeout: FAST_MS, intervals: [50] },
    )
    .toBe(89.5);
  const shopper = await browser.newPage({ viewport: PHONE });
  await shopper.context().setExtraHTTPHeaders(client);
  await shopper.goto(`/product/${route}`);
  await expect(shopper.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(shopper.getByText('AED 89.50').first()).toBeVisible();
  await shot(shopper, 'catalog-product-page-390');
  await openAs(shopper, session, '/cart');
  await expect(shopper.getByText(name).first()).toBeVisible();
  await expect(shopper.getByText('AED 179.00').first()).toBeVisible();
  await shot(shopper, 'catalog-cart-390');
  await shopper.close();
});
