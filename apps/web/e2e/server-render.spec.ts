import { isPublicApiReadPath } from '@shop/shared/rules';
import { expect, listingPrices, networkQuiet, test } from './fixtures';
import { PAGE_TYPE_NAMES, pageTypes } from './pages';

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a listing shows its 12 products with prices, and its page-2 and sort links lead to those pages', async ({
    page,
  }) => {
    await page.goto('/shop/wine');
    await expect(page.getByRole('heading', { level: 1, name: 'Wine' })).toBeVisible();
    await expect(page.locator('.grid .card')).toHaveCount(12);
    expect((await listingPrices(page)).every((p) => p > 0)).toBe(true);
    await expect(page.getByText(/^Showing 1–12 of \d+ results$/)).toBeVisible();

    await page.getByRole('link', { name: 'Page 2' }).first().click();
    await expect(page).toHaveURL(/\/shop\/wine\?page=2$/);
    await expect(page.getByText(/^Showing 13–24 of \d+ results$/)).toBeVisible();
    await expect(page.locator('.grid .card')).toHaveCount(12);

    await page.getByLabel('Sort by').selectOption('price-asc');
    await page.getByRole('button', { name: 'Sort' }).click();
    await expect(page).toHaveURL(/\/shop\/wine\?sort=price-asc$/);
    const ascending = await listingPrices(page);
    expect(ascending).toHaveLength(12);
    expect(ascending).toEqual([...ascending].sort((a, b) => a - b));
  });

  test('a product page shows its name, price, stock and description', async ({ page, request }) => {
    const paths = new Map(await pageTypes(request));
    await page.goto(paths.get('product')!);
    await expect(page.getByRole('heading', { level: 1 })).not.toBeEmpty();
    await expect(page.locator('.purchase .price__now').first()).toHaveText(/AED\s*\d/);
    await expect(page.locator('.stock')).toHaveText(/In stock|Out of stock/);
    await expect(page.locator('main')).toContainText('Tasting notes');
  });

  // The first paint comes before any script: what the server renders is styled by the page's own stylesheet, never
  // by one that arrives with a part's code (a shopper would see it unstyled, then jump).
  test("the parts the server renders are styled without their code: forms, the club's pitch, reviews", async ({
    page,
    request,
  }) => {
    const paths = new Map(await pageTypes(request));
    const style = (selector: string, property: string) =>
      page
        .locator(selector)
        .first()
        .evaluate((el, p) => getComputedStyle(el).getPropertyValue(p), property);
    await page.goto('/platinum-club');
    expect(await style('.club-perks', 'display')).toBe('grid');
    expect(await style('.field__input', 'min-height')).toBe('44px');
    await page.goto('/contact');
    expect(await style('.contact-form', 'display')).toBe('grid');
    await page.goto(paths.get('product')!);
    await expect(page.locator('#reviews')).toContainText('Reviews');
    // No review yet: the muted line; reviews: the summary's grid.
    if (await page.locator('.rating-summary').count()) expect(await style('.rating-summary', 'display')).toBe('grid');
    else expect(await style('.reviews__none', 'color')).toBe('rgb(102, 86, 90)');
    await page.goto(paths.get('blog post')!);
    expect(await style('.comment-form', 'display')).toBe('grid');
  });

  test.describe('on a first visit', () => {
    test.use({ adult: false });

    test('the age gate guards the shop, and confirming opens it for the next pages', async ({ page }) => {
      await page.goto('/shop/beer?page=2');
      const gate = page.getByRole('dialog', { name: 'Are you 21 or older?' });
      await expect(gate).toBeVisible();
      await gate.getByRole('button', { name: 'Yes, I am 21 or older' }).click();
      await expect(page).toHaveURL(/\/shop\/beer\?page=2$/);
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await expect(page.getByRole('heading', { level: 1, name: 'Beer' })).toBeVisible();
      await page.goto('/');
      await expect(page.getByRole('dialog')).toHaveCount(0);
    });
  });
});

test.describe('with JavaScript, a server-rendered page', () => {
  for (const name of PAGE_TYPE_NAMES) {
    test(`${name}: hydrates without a mismatch and without asking again for its data`, async ({ page, request }) => {
      const path = new Map(await pageTypes(request)).get(name)!;
      const problems: string[] = [];
      page.on('console', (m) => {
        if (m.type() === 'error' || m.type() === 'warning') problems.push(`${m.type()}: ${m.text()}`);
      });
      page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
      const reads: string[] = [];
      page.on('request', (r) => {
        const url = new URL(r.url());
        if (
          url.pathname.startsWith('/api/v1/') &&
          r.method() === 'GET' &&
          isPublicApiReadPath(url.pathname.slice('/api/v1'.length))
        )
          reads.push(url.pathname);
      });
      const response = await page.goto(path, { waitUntil: 'networkidle' });
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      // Let late parts (the footer, rows near the fold) load and hydrate too.
      await page.mouse.wheel(0, 4000);
      await expect(page.locator('footer.footer')).toBeAttached();
      await networkQuiet(page);
      const rendered = (await response!.text()).includes('id="ssr-data"');
      // Personal pages (a guest's cart, wishlist and checkout) and a record that does not exist stay rendered in the
      // browser.
      const personal = ['cart (guest)', 'wishlist (guest)', 'checkout (guest)'].includes(name);
      expect(rendered).toBe(!personal);
      // A record that does not exist answers 404; the test blocks the service worker.
      expect(
        problems.filter(
          (p) =>
            !/Failed to load resource: the server responded with a status of 404|Service Worker registration blocked/.test(
              p,
            ),
        ),
      ).toEqual([]);
      if (rendered) expect(reads).toEqual([]);
    });
  }
});
