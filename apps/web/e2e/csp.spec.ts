import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { PAGE_TYPE_NAMES, pageTypes } from './pages';

declare global {
  interface Window {
    __cspViolations?: string[];
  }
}

/**
 * The storefront runs under the server's Content-Security-Policy (scripts: this origin and the hashed
 * inline scripts of index.html; no inline handlers, no eval). Every violation the page reports, by
 * event or on the console, fails the test.
 */
async function watchCsp(page: Page): Promise<() => Promise<string[]>> {
  const console: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) console.push(message.text());
  });
  await page.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (e) => {
      window.__cspViolations?.push(
        `${e.effectiveDirective} blocked ${e.blockedURI || 'inline'} (${e.sourceFile}:${e.lineNumber})`,
      );
    });
  });
  return async () => [...(await page.evaluate(() => window.__cspViolations ?? [])), ...console];
}

function directives(policy: string): Map<string, string> {
  return new Map(
    policy
      .split(';')
      .map((part) => part.trim())
      .filter(Boolean)
      .map((part) => {
        const [name = '', ...values] = part.split(/\s+/);
        return [name.toLowerCase(), values.join(' ')];
      }),
  );
}

test('the violation listener catches a blocked inline script', async ({ page }) => {
  const violations = await watchCsp(page);
  await page.route('**/csp-self-check', (route) =>
    route.fulfill({
      contentType: 'text/html',
      headers: { 'content-security-policy': "script-src 'self'" },
      body: '<!doctype html><title>check</title><script>document.title = "ran"</script>',
    }),
  );
  await page.goto('/csp-self-check');
  await expect.poll(violations).toEqual(expect.arrayContaining([expect.stringContaining('script-src')]));
  await expect(page).toHaveTitle('check');
});

for (const name of PAGE_TYPE_NAMES) {
  test(`${name}: no Content-Security-Policy violation`, async ({ page, request }) => {
    const path = new Map(await pageTypes(request)).get(name) ?? '/';
    const violations = await watchCsp(page);
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    // Below the fold too: the footer, lazy rows and images.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.waitForLoadState('networkidle');
    expect(await violations()).toEqual([]);
  });
}

test('a toast, the age gate and the service worker run under the policy too', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL, serviceWorkers: 'allow' });
  const page = await context.newPage();
  const violations = await watchCsp(page);
  const hydrated = () => page.waitForSelector('html[data-ready]', { state: 'attached' });
  await page.goto('/about');
  await hydrated();
  await page.getByRole('button', { name: 'Yes, I am 21 or older' }).click();
  await page.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page.locator('.Toastify').getByText('Please Enter Email.')).toBeVisible();
  await expect
    .poll(() => page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.active?.state ?? null), {
      timeout: 45_000,
    })
    .toBe('activated');
  expect(await violations()).toEqual([]);
  await context.close();
});

test.describe('security headers of a page', () => {
  for (const path of ['/', '/product/42', '/no-such-page']) {
    test(`${path} forbids framing and inline scripts, and sends nosniff and a referrer policy`, async ({ request }) => {
      const response = await request.get(path);
      const headers = response.headers();
      const csp = directives(headers['content-security-policy'] ?? '');
      expect(csp.get('frame-ancestors')).toBe("'none'");
      expect(csp.get('script-src')).toBeDefined();
      expect(csp.get('script-src')).not.toContain("'unsafe-inline'");
      expect(csp.get('script-src')).not.toContain("'unsafe-eval'");
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['referrer-policy']).toBeTruthy();
    });
  }
});
