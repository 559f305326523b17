import { expect, expectToast, listingPrices, listingSettled, longFlow, test } from './fixtures';

test('home → category → sort → page 2 → product', async ({ page }) => {
  longFlow();
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('delivered across Dubai');
  await expect(page.getByText('Free delivery', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Shop by price' })).toBeVisible();

  await page.getByRole('navigation', { name: 'Categories' }).getByRole('link', { name: 'Wine', exact: true }).click();
  await expect(page).toHaveURL(/\/shop\/wine$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Wine' })).toBeVisible();
  await expect(page.getByText(/Showing 1–12 of \d+ results/)).toBeVisible();

  await page.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Price: Low - High' });
  await expect(page).toHaveURL(/\?sort=price-asc$/);
  await expect(page.getByText(/Showing 1–12 of/)).toBeVisible();
  const firstPage = await listingPrices(page);
  expect(firstPage).toEqual([...firstPage].sort((a, b) => a - b));

  await page.getByRole('link', { name: 'Page 2', exact: true }).click();
  await expect(page).toHaveURL(/\?sort=price-asc&page=2$/);
  await expect(page.getByText(/Showing 13–24 of/)).toBeVisible();
  const secondPage = await listingPrices(page);
  expect(secondPage[0]).toBeGreaterThanOrEqual(firstPage.at(-1) ?? 0);

  // Changing the sort returns to page 1.
  await page.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Latest' });
  await expect(page).toHaveURL(/\?sort=latest$/);
  await page.getByRole('link', { name: 'Page 2', exact: true }).click();
  await expect(page).toHaveURL(/page=2/);
  await listingSettled(page);

  const card = page.locator('.grid .card').first();
  const name = (await card.locator('.card__title').textContent())?.trim() ?? '';
  await card.locator('.card__title a').click();
  await expect(page).toHaveURL(/\/product\/wine\/[a-z0-9-]+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  await expect(page.locator('.purchase .price__now')).toContainText('AED');
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toBeVisible();

  await page.locator('.purchase').getByRole('button', { name: 'Add To Cart' }).click();
  await expectToast(page, 'Please Login First!');
});

test('a product can be opened by its numeric id and shows size, stock and related products', async ({
  page,
  request,
}) => {
  const home = await (await request.get('/api/v1/home-best-selling')).json();
  const product = home.best_selling[0].products;
  await page.goto(`/product/${product.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('.stock')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'You may also like' })).toBeVisible();
  const ld = await page.locator('script[type="application/ld+json"]').first().textContent();
  expect(JSON.parse(ld ?? '{}')['@type']).toBe('Product');
  await expect(page).toHaveTitle(/Buy in Dubai/);
});

test('shop by price lists products at or under the maximum', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('link', { name: /Under AED 100/ }).click();
  await expect(page).toHaveURL(/\/shop-by-price\/100-under-aed-100$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('AED 100.00');
  for (const price of await listingPrices(page)) expect(price).toBeLessThanOrEqual(100);
});

for (const [label, call] of [
  ['Premium', '/api/v1/premium-products'],
  ['Promotion', '/api/v1/promotion-product'],
] as const) {
  test(`${label} lists from ${call} (spec section 7), sorts and pages`, async ({ page }) => {
    const calls: string[] = [];
    page.on('request', (r) => {
      const url = new URL(r.url());
      if (url.pathname.startsWith('/api/v1/')) calls.push(url.pathname);
    });
    await page.goto('/about');
    await page.getByRole('navigation', { name: 'Categories' }).getByRole('link', { name: label, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/shop/${label.toLowerCase()}$`));
    await expect(page.getByRole('heading', { level: 1, name: label })).toBeVisible();
    await expect(page.getByText(/Showing 1–12 of \d+ results/)).toBeVisible();

    await page.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Price: High - Low' });
    await expect(page).toHaveURL(/\?sort=price-desc$/);
    const firstPage = await listingPrices(page);
    expect(firstPage.length).toBe(12);
    expect(firstPage).toEqual([...firstPage].sort((a, b) => b - a));

    await page.getByRole('link', { name: 'Page 2', exact: true }).click();
    await expect(page.getByText(/Showing 13–24 of/)).toBeVisible();
    const secondPage = await listingPrices(page);
    expect(secondPage[0]).toBeLessThanOrEqual(firstPage.at(-1) ?? Infinity);

    expect(calls).toContain(call);
    expect(calls.filter((c) => c.startsWith('/api/v1/product-list'))).toEqual([]);
  });
}

test('a guest opening My Orders is asked to log in', async ({ page }) => {
  await page.goto('/about');
  await page.getByRole('button', { name: 'My Orders' }).click();
  await expectToast(page, 'Please Login First.');
});
