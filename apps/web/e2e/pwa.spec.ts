import { expect, test } from './fixtures';

test('the app is installable: manifest, icons and the offline page', async ({ page, request }) => {
  await page.goto('/');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBeTruthy();
  const manifest = await (await request.get(href!)).json();
  expect(manifest).toMatchObject({ short_name: 'Cellar', display: 'standalone', start_url: '/' });
  const sizes = manifest.icons.map((i: { sizes: string }) => i.sizes);
  expect(sizes).toEqual(expect.arrayContaining(['192x192', '512x512']));
  expect(manifest.icons.some((i: { purpose?: string }) => i.purpose === 'maskable')).toBe(true);
  for (const icon of manifest.icons) expect((await request.get(icon.src)).status()).toBe(200);
  const offline = await request.get('/offline.html');
  expect(await offline.text()).toContain('You are offline');
});

test.describe('with the service worker', () => {
  test.use({ serviceWorkers: 'allow' });

  test('a service worker takes control and precaches the shell', async ({ page, context }) => {
    test.slow();
    await page.goto('/');
    await expect
      .poll(() => page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.active?.state ?? null), {
        timeout: 45_000,
      })
      .toBe('activated');
    const cached = await page.evaluate(async () => {
      const names = await caches.keys();
      let count = 0;
      for (const name of names) count += (await (await caches.open(name)).keys()).length;
      return { names, count };
    });
    expect(cached.names.some((n) => n.includes('precache'))).toBe(true);
    expect(cached.count).toBeGreaterThan(10);

    // Offline, a page never visited falls back to the offline page.
    await page.reload();
    await context.setOffline(true);
    await page.goto('/news').catch(() => undefined);
    await expect(page.getByText(/You are offline|News/).first()).toBeVisible();
    await context.setOffline(false);
  });
});

test.describe('what the service worker keeps', () => {
  test.use({ serviceWorkers: 'allow' });

  test('public pages and catalog reads, never a personal page or an answer asked for with a token', async ({
    page,
  }) => {
    test.slow();
    await page.goto('/');
    await expect
      .poll(() => page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.active?.state ?? null), {
        timeout: 45_000,
      })
      .toBe('activated');
    await page.reload();
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);

    for (const path of ['/about', '/cart', '/wishlist', '/checkout', '/account']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    }
    await page.evaluate(async () => {
      await fetch('/api/v1/contact-details');
      await fetch('/api/v1/corporate', { headers: { authorization: 'Bearer someone' } });
    });

    const cached = async () =>
      page.evaluate(async () => {
        const urls = async (name: string) =>
          (await (await caches.open(name)).keys()).map((r) => new URL(r.url).pathname);
        return { pages: await urls('pages'), catalog: await urls('catalog') };
      });
    await expect.poll(async () => (await cached()).pages).toContain('/about');
    await expect.poll(async () => (await cached()).catalog).toContain('/api/v1/contact-details');
    const { pages, catalog } = await cached();
    for (const personal of ['/cart', '/wishlist', '/checkout', '/account']) expect(pages).not.toContain(personal);
    expect(catalog).not.toContain('/api/v1/corporate');
  });
});

test('the iOS hint appears on iPhone Safari and can be dismissed', async ({ browser, baseURL }) => {
  const context = await browser.newContext({
    baseURL,
    serviceWorkers: 'block',
    viewport: { width: 390, height: 844 },
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
  });
  await context.addInitScript(() =>
    localStorage.setItem('cellar-state', JSON.stringify({ state: { user: { ageValid: true } }, version: 1 })),
  );
  const page = await context.newPage();
  await page.goto('/');
  const hint = page.getByRole('region', { name: 'Install the app' });
  await expect(hint).toContainText('Add to Home Screen');
  await hint.getByRole('button', { name: 'Dismiss install hint' }).click();
  await expect(hint).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Install the app' })).toHaveCount(0);
  await context.close();
});
