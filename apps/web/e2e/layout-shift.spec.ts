import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { PAGE_TYPE_NAMES, pageTypes } from './pages';

declare global {
  interface Window {
    __layoutShift?: number;
  }
}

/** Cumulative layout shift not caused by the shopper (Layout Instability API), at most this. */
const CLS_BUDGET = 0.02;
/**
 * API answers are held until the (lazily loaded) footer is on the page, then a little longer: the order
 * a slow network delivers them in, and the one in which a page's content pushes what is below it.
 */
async function holdApiUntilFooter(page: Page) {
  await page.route('**/api/v1/**', async (route) => {
    await page
      .locator('footer.footer')
      .waitFor({ state: 'attached', timeout: 15_000 })
      .catch(() => undefined);
    await new Promise((resolve) => setTimeout(resolve, 300));
    await route.continue();
  });
}

/** Adds up, from the first paint on, every layout shift the shopper did not cause (Layout Instability API). */
async function watchLayoutShift(page: Page) {
  await page.addInitScript(() => {
    window.__layoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) {
        if (!entry.hadRecentInput) window.__layoutShift = (window.__layoutShift ?? 0) + entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

const layoutShift = (page: Page) => page.evaluate(() => window.__layoutShift ?? 0);

/**
 * Waits until late arrivals have landed and been laid out: no request in flight, every image in view loaded (or
 * failed; a lazy one out of view is not fetched), the fonts, then two frames, so a shift they cause has been
 * counted. A condition, not a pause: it holds on a busy machine.
 */
async function settled(page: Page) {
  await page.waitForLoadState('networkidle');
  await page.waitForFunction(() =>
    [...document.images].every((img) => {
      const box = img.getBoundingClientRect();
      const inView = box.bottom > 0 && box.top < innerHeight && box.right > 0 && box.left < innerWidth;
      return img.complete || (img.loading === 'lazy' && !inView);
    }),
  );
  await page.evaluate(async () => {
    await document.fonts.ready;
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  });
}

test.describe('at 390 px with a cold cache, nothing moves while a page loads', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  for (const name of PAGE_TYPE_NAMES) {
    test(`${name}: cumulative layout shift ≤ ${CLS_BUDGET}`, async ({ page, request }) => {
      const path = new Map(await pageTypes(request)).get(name) ?? '/';
      await watchLayoutShift(page);
      await holdApiUntilFooter(page);
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      // Late arrivals: lazy images, the footer, the FAQ.
      await settled(page);
      expect(await layoutShift(page)).toBeLessThanOrEqual(CLS_BUDGET);
    });
  }

  test.describe('behind the age gate of a first visit', () => {
    test.use({ adult: false });

    test(`home: cumulative layout shift ≤ ${CLS_BUDGET}`, async ({ page }) => {
      await watchLayoutShift(page);
      await holdApiUntilFooter(page);
      await page.goto('/');
      await expect(page.getByRole('dialog', { name: 'Are you 21 or older?' })).toBeVisible();
      await settled(page);
      expect(await layoutShift(page)).toBeLessThanOrEqual(CLS_BUDGET);
    });
  });
});

/**
 * A phone can paint a page before it has read all of its HTML. What is painted then must stay where it is as the rest
 * arrives: the age gate's box and the header's logo and search keep their place when the parts after them are not
 * there yet (here: taken away, on the server's HTML without JavaScript).
 */
test.describe('a page painted before all of its HTML is read', () => {
  test.use({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    javaScriptEnabled: false,
    adult: false,
  });

  const top = (page: Page, selector: string) => page.locator(selector).evaluate((el) => el.getBoundingClientRect().top);

  test('the age gate box stays put while its buttons are still to come', async ({ page }) => {
    await page.goto('/shop/wine');
    const complete = await top(page, '.age-gate__box');
    await page.locator('.age-gate__actions').evaluate((form) => form.remove());
    expect(await top(page, '.age-gate__box')).toBe(complete);
  });

  test('the header logo and search stay put while the buttons beside them are still to come', async ({ page }) => {
    await page.goto('/shop/wine');
    const complete = [await top(page, '.header__logo img'), await top(page, '.search')];
    await page.locator('.header__actions').evaluate((actions) => actions.remove());
    expect([await top(page, '.header__logo img'), await top(page, '.search')]).toEqual(complete);
  });
});
