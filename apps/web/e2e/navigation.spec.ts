import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/** Starts recording `document.title` at every change of the document's head, from its value now. */
async function recordTitles(page: Page) {
  await page.evaluate(() => {
    const titles = [document.title];
    (window as unknown as { titles: string[] }).titles = titles;
    new MutationObserver(() => titles.push(document.title)).observe(document.head, {
      childList: true,
      subtree: true,
      characterData: true,
    });
  });
}

const recordedTitles = (page: Page) => page.evaluate(() => (window as unknown as { titles: string[] }).titles);

test.describe('a navigation to another page', () => {
  test('keeps a title from the click until the product shows, and axe finds it right after the click', async ({
    page,
  }) => {
    await page.goto('/shop/wine');
    const link = page.locator('.grid .card__title a').first();
    const name = (await link.textContent())!.trim();
    // The product's answer waits until the checks right after the click are done: the moment between the click and
    // the product page is as long as the test needs, on any machine.
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    await page.route('**/api/v1/product-detail/**', async (route) => {
      await answered;
      await route.continue();
    });
    await recordTitles(page);
    const asked = page.waitForRequest('**/api/v1/product-detail/**');
    await link.click();
    await asked;

    const { violations } = await new AxeBuilder({ page }).withRules(['document-title']).analyze();
    expect(violations.map((v) => v.id)).toEqual([]);
    expect(await page.title()).not.toBe('');
    // Meanwhile the shopper is told that the page is on its way.
    await expect(page.getByRole('progressbar', { name: 'Loading the page' })).toBeVisible();
    await expect(page.locator('main')).toHaveAttribute('aria-busy', 'true');

    answer();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
    const titles = await recordedTitles(page);
    expect(titles.filter((title) => title.trim() === '')).toEqual([]);
    await expect(page.getByRole('progressbar')).toHaveCount(0);
    await expect(page.locator('main')).not.toHaveAttribute('aria-busy', 'true');
  });
});
