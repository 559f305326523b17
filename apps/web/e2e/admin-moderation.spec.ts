import { expect, test, type Page } from '@playwright/test';
import { AGE_COOKIE, type BlogListResponse, type ListingResponse } from '@shop/shared/rules';
import { generateSync } from 'otplib';
import { newShopper, ownClientAddress, signUpViaApi } from './accounts';
import { STORAGE_KEY } from './fixtures';
import { deliveredOrder } from './orders';
import { axeFindings, DESK, PHONE, shot } from './admin-screens';

/**
 * Moderation and reports in the back office (issue 26): the owner approves a reader's comment, which then shows under
 * its post, hides a shopper's review, which then leaves the product's page, and reads the reports. Its own test and
 * expect, as admin.spec.ts: the back office sets no hydration mark.
 */

// One sign-in serves the three tests (the owner's authenticator opens one sign-in per 30-second step).
test.describe.configure({ mode: 'serial' });

let owner: { cookies: Awaited<ReturnType<ReturnType<Page['context']>['cookies']>>; csrf: string } | undefined;

/**
 * The owner's back-office session in this page's browser: signed in through the staff call once, its cookie and CSRF
 * token handed to each test's page. Another spec may have spent this step's authenticator code: the code of the next
 * step then opens it.
 */
async function asOwner(page: Page) {
  if (!owner) {
    let csrf = '';
    await expect
      .poll(
        async () => {
          const res = await page.request.post('/api/v1/staff/login', {
            data: {
              email: process.env.E2E_MODERATION_OWNER_EMAIL,
              password: process.env.E2E_MODERATION_OWNER_PASSWORD,
              totp: generateSync({ secret: process.env.E2E_MODERATION_OWNER_TOTP_SECRET! }),
            },
          });
          if (res.ok()) csrf = ((await res.json()) as { csrf_token: string }).csrf_token;
          return res.status();
        },
        { intervals: [500, 12_000, 12_000, 12_000], timeout: 60_000 },
      )
      .toBe(200);
    owner = { cookies: await page.context().cookies(), csrf };
  } else await page.context().addCookies(owner.cookies);
  await page.addInitScript((token) => sessionStorage.setItem('cellar-admin-csrf', token), owner.csrf);
}

/** A storefront page as a returning adult sees it, once its app has hydrated. */
async function storefront(page: Page, url: string) {
  await page.context().addCookies([{ name: AGE_COOKIE, value: '1', url: `http://127.0.0.1:${process.env.E2E_PORT}` }]);
  await page.addInitScript((key) => {
    if (!localStorage.getItem(key))
      localStorage.setItem(key, JSON.stringify({ state: { user: { ageValid: true } }, version: 1 }));
  }, STORAGE_KEY);
  await page.goto(url);
  await page.waitForFunction(() => document.documentElement.hasAttribute('data-ready'));
}

test('an approved comment appears under its post', async ({ page }) => {
  test.slow();
  const client = await ownClientAddress(page);
  const post = ((await (await page.request.get('/api/v1/blog-list')).json()) as BlogListResponse)[2]!;
  const text = `Decanted it for an hour: much better. ${Date.now()}`;
  // A reader's comment, as the post's form sends it: its token is taken once it is a few seconds old.
  const { form_token } = (await (await page.request.get(`/api/v1/comment-token?blog_id=${post.id}`)).json()) as {
    form_token: string;
  };
  await expect
    .poll(
      async () =>
        (
          await page.request.post('/api/v1/comments', {
            headers: client,
            data: { blog_id: post.id, name: 'Layla Haddad', email: 'layla@example.com', message: text, form_token },
          })
        ).status(),
      { intervals: [1_000] },
    )
    .toBe(201);

  await asOwner(page);
  await page.setViewportSize(PHONE);
  await page.goto('/admin/dashboard');
  await page.getByRole('link', { name: /comments? to approve/ }).click();
  await expect(page).toHaveURL(/\/admin\/moderation$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Moderation' })).toBeVisible();
  const item = page.getByRole('listitem').filter({ hasText: text });
  await expect(item).toContainText(post.title.replace(/<[^>]*>/g, ''));
  await shot(page, 'moderation-comments-390');
  await item.getByRole('button', { name: "Approve Layla Haddad's comment" }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Approved:' })).toContainText('now shows under');
  await expect(item).toHaveCount(0);

  await page.setViewportSize(DESK);
  await page.getByRole('button', { name: 'Approved' }).click();
  await expect(page.getByRole('listitem').filter({ hasText: text })).toBeVisible();
  await shot(page, 'moderation-comments-1280');
  expect(await axeFindings(page)).toEqual([]);

  await storefront(page, `/blog/${post.category.route}/${post.route}`);
  const comments = page.getByRole('region', { name: /^(Comments|\d+ comments?)$/ });
  await expect(comments.getByText(text)).toBeVisible();
});

test('a hidden review leaves the page', async ({ page }) => {
  test.slow();
  const client = await ownClientAddress(page);
  const session = await signUpViaApi(page.request, newShopper(), client);
  const listing = (await (await page.request.get('/api/v1/product-list/beer')).json()) as ListingResponse;
  const beer = listing.product.data[1]!;
  const title = `Flat and warm ${Date.now()}`;
  const written = await page.request.post('/api/v1/reviews', {
    headers: { ...client, authorization: `Bearer ${session.token}` },
    data: { product_id: beer.id, rating: 1, title, message: 'It arrived flat.' },
  });
  expect(written.status()).toBe(201);
  const productPage = `/product/${beer.category.route}/${beer.route}`;
  await storefront(page, productPage);
  const reviews = page.getByRole('region', { name: 'Reviews' });
  await expect(reviews.getByText(title)).toBeVisible();

  await asOwner(page);
  await page.setViewportSize(PHONE);
  await page.goto('/admin/moderation?tab=reviews');
  const item = page.getByRole('listitem').filter({ hasText: title });
  await expect(item).toContainText('It arrived flat.');
  await shot(page, 'moderation-reviews-390');
  await item.getByRole('button', { name: `Hide the review “${title}”` }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Hidden:' })).toContainText('no longer shows');
  await expect(item.getByText('Hidden', { exact: true })).toBeVisible();
  await page.setViewportSize(DESK);
  await shot(page, 'moderation-reviews-1280');
  expect(await axeFindings(page)).toEqual([]);

  await storefront(page, productPage);
  await expect(page.getByRole('region', { name: 'Reviews' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Reviews' }).getByText(title)).toHaveCount(0);
});

test('the reports chart a delivered sale and download as CSV', async ({ page }) => {
  test.slow();
  const client = await ownClientAddress(page);
  const session = await signUpViaApi(page.request, newShopper(), client);
  const listing = (await (await page.request.get('/api/v1/product-list/wine')).json()) as ListingResponse;
  const wine = listing.product.data.find((p) => (p.price_variation[0]?.stock ?? 0) > 3)!;
  await deliveredOrder(page.request, session, wine.price_variation[0]!, client);

  await asOwner(page);
  await page.setViewportSize(DESK);
  await page.goto('/admin/reports');
  await expect(page.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();
  const sales = page.getByRole('region', { name: 'Sales', exact: true });
  await expect(sales.locator('.recharts-wrapper')).toBeVisible();
  await expect(sales).toContainText(/[1-9]\d* sales?/);
  await expect(page.getByRole('region', { name: 'Top 10 products' }).getByRole('table')).toBeVisible();
  await shot(page, 'reports-1280');
  expect(await axeFindings(page)).toEqual([]);
  const csv = await page.request.get(
    (await sales.getByRole('link', { name: 'Download CSV of sales' }).getAttribute('href'))!,
  );
  expect(csv.headers()['content-type']).toBe('text/csv; charset=utf-8');
  expect((await csv.text()).split('\r\n')[0]).toBe('day,orders,net_aed,vat_aed,gross_aed');
  await page.setViewportSize(PHONE);
  const monthly = page.waitForResponse(
    (res) => res.url().includes('/reports/sales?') && res.url().includes('by=month'),
  );
  await sales.getByRole('button', { name: 'By month' }).click();
  await monthly;
  await expect(page).toHaveURL(/by=month/);
  await expect(sales.getByRole('button', { name: 'By month' })).toHaveAttribute('aria-pressed', 'true');
  // A phone's page is no wider than the phone: the charts and tables fit it.
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  await shot(page, 'reports-390');
});
