import { test as base, expect, type Page } from '@playwright/test';
import { AGE_COOKIE } from '@shop/shared';

export const STORAGE_KEY = 'cellar-state';

/**
 * `adult` (default true) answers the age gate before the page loads, as a returning visitor would: the stored flag,
 * and the cookie the server renders pages without the gate for. The age-gate spec turns it off.
 */
export const test = base.extend<{ adult: boolean }>({
  adult: [true, { option: true }],
  page: async ({ page, adult, baseURL, javaScriptEnabled }, use) => {
    if (adult) {
      await page.context().addCookies([{ name: AGE_COOKIE, value: '1', url: baseURL! }]);
      await page.addInitScript((key) => {
        if (!localStorage.getItem(key)) localStorage.setItem(key, JSON.stringify({ state: { user: { ageValid: true } }, version: 1 }));
      }, STORAGE_KEY);
    }
    // A server-rendered page shows before its buttons work: a page opened or reloaded is handed back once the app
    // has hydrated (`<html data-ready>`, set by main.tsx).
    if (javaScriptEnabled !== false) {
      // (A page that is not the app, which some tests serve themselves, has no root to wait for.)
      const ready = () => page.waitForFunction(() => !document.getElementById('root') || document.documentElement.hasAttribute('data-ready'));
      const goto = page.goto.bind(page);
      const reload = page.reload.bind(page);
      page.goto = async (url, options) => {
        const response = await goto(url, options);
        await ready();
        return response;
      };
      page.reload = async (options) => {
        const response = await reload(options);
        await ready();
        return response;
      };
    }
    await use(page);
  },
});

export { expect };

/** The toast container's text, once a toast with `text` is shown. */
export async function expectToast(page: Page, text: string) {
  await expect(page.locator('.Toastify').getByText(text, { exact: true })).toBeVisible();
}

/** Waits until the listing has finished fetching (the previous results stay on screen meanwhile). */
export async function listingSettled(page: Page) {
  await expect(page.locator('.listing__main')).toHaveAttribute('aria-busy', 'false');
}

/** Prices shown on the current listing page, in order. */
export async function listingPrices(page: Page): Promise<number[]> {
  await listingSettled(page);
  const texts = await page.locator('.grid .price__now').allTextContents();
  return texts.map((t) => Number(t.replace(/[^0-9.]/g, '')));
}
