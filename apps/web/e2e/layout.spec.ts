import { expect, test } from './fixtures';

test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  for (const path of ['/', '/shop/wine', '/shop/whiskey-and-bourbon/bourbon', '/blog', '/about', '/no-such-page']) {
    test(`${path} has no horizontal scroll`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.waitForLoadState('networkidle');
      const { scrollWidth, innerWidth } = await page.evaluate(() => ({
        scrollWidth: document.documentElement.scrollWidth,
        innerWidth: window.innerWidth,
      }));
      expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
    });
  }

  test('a product page has no horizontal scroll', async ({ page }) => {
    await page.goto('/shop/wine');
    await page.locator('.grid .card__title a').first().click();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});

test('the header shrinks after 100 px and the category arrows scroll 200 px', async ({ page }) => {
  await page.setViewportSize({ width: 800, height: 800 });
  await page.goto('/');
  const header = page.locator('header.header');
  await expect(page.locator('.row').first()).toBeVisible();
  await expect(header).not.toHaveClass(/is-compact/);
  await page.evaluate(async () => {
    window.scrollTo(0, 90);
    // Two frames later the scroll event and the header's check on the next frame have run; then a task, for React's
    // render of what the check set.
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
  await expect(header).not.toHaveClass(/is-compact/);
  await page.evaluate(() => window.scrollTo(0, 400));
  await expect(header).toHaveClass(/is-compact/);
  const track = page.locator('.strip__track');
  expect(await track.evaluate((el) => el.scrollLeft)).toBe(0);
  await page.getByRole('button', { name: 'Scroll categories right' }).click();
  await expect.poll(() => track.evaluate((el) => el.scrollLeft)).toBe(200);
});
