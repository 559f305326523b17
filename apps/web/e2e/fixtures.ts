import { test as base, expect, type Page } from '@playwright/test';

export const STORAGE_KEY = 'cellar-state';

/**
 * `adult` (default true) answers the age gate before the page loads, as a returning visitor would;
 * the age-gate spec turns it off.
 */
export const test = base.extend<{ adult: boolean }>({
  adult: [true, { option: true }],
  page: async ({ page, adult }, use) => {
    if (adult) {
      await page.addInitScript((key) => {
        if (!localStorage.getItem(key)) localStorage.setItem(key, JSON.stringify({ state: { user: { ageValid: true } }, version: 1 }));
      }, STORAGE_KEY);
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
