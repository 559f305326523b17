import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { newShopper, openAs, ownClientAddress, signUpViaApi } from './accounts';
import { expect, longFlow, test } from './fixtures';

async function seriousViolations(page: Page) {
  await page.waitForLoadState('networkidle');
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.nodes
          .slice(0, 3)
          .map((n) => n.target.join(' '))
          .join(' | ')}`,
    );
}

const pages: Array<[string, (page: Page) => Promise<void>]> = [
  [
    'home',
    async (page) => {
      await page.goto('/');
      await expect(page.locator('.row').first()).toBeVisible();
    },
  ],
  [
    'a listing',
    async (page) => {
      await page.goto('/shop/wine');
      await expect(page.locator('.grid .card').first()).toBeVisible();
    },
  ],
  [
    'a product page',
    async (page) => {
      await page.goto('/shop/whiskey-and-bourbon');
      await page.locator('.grid .card__title a').first().click();
      await expect(page.locator('.purchase')).toBeVisible();
    },
  ],
  [
    'a blog post',
    async (page) => {
      await page.goto('/blog');
      await page.locator('.article-card__title a').first().click();
      await expect(page.locator('.article__content')).toBeVisible();
    },
  ],
  [
    'the login popup with the country list open',
    async (page) => {
      await page.goto('/');
      await page.getByRole('button', { name: 'Login' }).click();
      await page.getByRole('button', { name: /^Country:/ }).click();
      await expect(page.getByRole('listbox', { name: 'Countries' })).toBeVisible();
    },
  ],
  [
    'the register popup (corporate form)',
    async (page) => {
      await page.goto('/');
      await page.getByRole('button', { name: 'Login' }).click();
      await page.getByRole('button', { name: 'Create an account' }).click();
      await page.getByRole('radio', { name: 'Corporate' }).check();
      await expect(page.getByLabel('Company name')).toBeVisible();
    },
  ],
  [
    '/account',
    async (page) => {
      const client = await ownClientAddress(page);
      await openAs(page, await signUpViaApi(page.request, newShopper(), client), '/account');
      await expect(page.getByRole('heading', { name: 'Layla Haddad' })).toBeVisible();
    },
  ],
];

for (const [name, open] of pages) {
  test(`axe finds no serious or critical violation on ${name}`, async ({ page }) => {
    longFlow();
    await open(page);
    expect(await seriousViolations(page)).toEqual([]);
  });
}

test('the age gate is accessible', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL, serviceWorkers: 'block' });
  const page = await context.newPage();
  await page.goto('/');
  await expect(page.getByRole('dialog')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await context.close();
});

test('the shop works by keyboard: skip link, search and a listing link', async ({ page }) => {
  await page.goto('/');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Cellar — home' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('combobox', { name: 'Search products' })).toBeFocused();
  for (let i = 0; i < 12; i++) {
    await page.keyboard.press('Tab');
    if (await page.evaluate(() => document.activeElement?.textContent === 'Wine')) break;
  }
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/shop\/wine$/);
});
