import { test as base, expect, type Page, type Request } from '@playwright/test';
import { AGE_COOKIE } from '@shop/shared/rules';

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
        if (!localStorage.getItem(key))
          localStorage.setItem(key, JSON.stringify({ state: { user: { ageValid: true } }, version: 1 }));
      }, STORAGE_KEY);
    }
    // A server-rendered page shows before its buttons work: a page opened or reloaded is handed back once the app
    // has hydrated (`<html data-ready>`, set by main.tsx).
    if (javaScriptEnabled !== false) {
      // (A page that is not the app, which some tests serve themselves, has no root to wait for.)
      const ready = () =>
        page.waitForFunction(
          () => !document.getElementById('root') || document.documentElement.hasAttribute('data-ready'),
        );
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

/**
 * Marks the running test a long flow (a sign-up, an order, several pages, or an axe scan of a whole page): it gets
 * three times the usual budget (playwright.config.ts), which such a flow needs on a busy 2-core machine. A budget
 * only catches a hang; how fast the shop is, the benchmarks say.
 */
export function longFlow() {
  test.slow();
}

/**
 * Waits until the page has had no request in flight for `quietMs`: Playwright's 'networkidle', but at any moment (after
 * a scroll that loads more, say), not only after a navigation.
 */
export async function networkQuiet(page: Page, quietMs = 500) {
  const inFlight = new Set<Request>();
  let lastChange = Date.now();
  const started = (request: Request) => {
    inFlight.add(request);
    lastChange = Date.now();
  };
  const ended = (request: Request) => {
    inFlight.delete(request);
    lastChange = Date.now();
  };
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  try {
    await expect.poll(() => inFlight.size === 0 && Date.now() - lastChange >= quietMs, { intervals: [100] }).toBe(true);
  } finally {
    page.off('request', started);
    page.off('requestfinished', ended);
    page.off('requestfailed', ended);
  }
}

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
