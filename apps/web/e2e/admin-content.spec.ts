import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import type { StaffPostList } from '@shop/shared/rules';
import { generateSync } from 'otplib';
import { expect, test } from './fixtures';

/**
 * The back office's content (issue 26, item 6): an editor writes a blog post in the rich-text editor, previews it as
 * the storefront shows it, publishes it, and it is on /blog at once; unpublished, it is gone. The storefront is the
 * fixtures' page (past the age gate, waiting for hydration); the back office, which sets no hydration mark, has a
 * context of its own.
 */

const SHOTS = path.join(os.tmpdir(), 'cellar-admin-screens');
const PHONE = { width: 390, height: 844 };
const DESK = { width: 1280, height: 900 };

async function shot(page: Page, name: string) {
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });
}

async function axeFindings(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze();
  return violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
}

test('an editor writes and publishes a blog post: it appears on /blog at once, and goes when unpublished', async ({
  page: shop,
  browser,
}) => {
  test.slow();
  const title = `A cellar visit in Al Quoz ${Date.now()}`;
  const page = await (await browser.newContext({ viewport: DESK })).newPage();
  await page.goto('/admin/content/posts');
  await expect(page).toHaveURL(/\/admin\/login$/);
  await page.getByLabel('E-mail').fill(process.env.E2E_EDITOR_EMAIL!);
  await page.getByLabel('Password').fill(process.env.E2E_EDITOR_PASSWORD!);
  await page.getByLabel('Authenticator code').fill(generateSync({ secret: process.env.E2E_EDITOR_TOTP_SECRET! }));
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/admin\/content\/posts$/);
  await expect(
    page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Content' }),
  ).toBeVisible();
  await expect(page.getByRole('table')).toBeVisible();
  await shot(page, 'content-posts-1280');
  // A picture the shop already serves: the first post's image key.
  const posts = (await (await page.request.get('/api/v1/staff/posts')).json()) as StaffPostList;
  const image = posts.data[0]!.image;

  await page.getByRole('link', { name: 'New post' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'New blog post' })).toBeVisible();
  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Category').selectOption({ index: 1 });
  await page.getByLabel('Author').fill('Lina');
  await page.getByLabel('Excerpt').fill('An afternoon among the barrels.');
  await page.getByLabel('Picture').fill(image);
  const body = page.getByRole('textbox', { name: 'Text' });
  await body.click();
  await page.keyboard.type('Behind the door');
  await page.getByRole('button', { name: 'Heading', exact: true }).click();
  await body.press('End');
  await body.press('Enter');
  await page.keyboard.type('We tasted ');
  await page.keyboard.press('Control+B');
  await page.keyboard.type('six wines');
  await page.keyboard.press('Control+B');
  await page.keyboard.type(' from the cellar.');
  await page.getByRole('radio', { name: 'Published' }).check();

  await page.getByRole('button', { name: 'Preview' }).click();
  const preview = page.getByRole('region', { name: 'Preview as the storefront shows it' });
  await expect(preview.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(preview.getByRole('heading', { level: 2 })).toHaveText('Behind the door');
  await expect(preview.locator('.article__content strong')).toHaveText('six wines');
  expect(await axeFindings(page)).toEqual([]);
  await shot(page, 'content-editor-1280');

  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved' })).toHaveText(
    'Saved and published: the storefront shows it now.',
  );
  await expect(page).toHaveURL(/\/admin\/content\/posts\/\d+$/);

  // On the storefront: the first card of /blog, at once (the write dropped the cached list by its tag).
  await shop.setViewportSize(PHONE);
  await shop.goto('/blog');
  await expect(shop.locator('.article-card__title a').first()).toHaveText(title);
  await shot(shop, 'content-blog-390');
  await shop.setViewportSize(DESK);
  await shop.locator('.article-card__title a').first().click();
  await expect(shop.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(shop.locator('.article__content h2')).toHaveText('Behind the door');
  await expect(shop.locator('.article__content strong')).toHaveText('six wines');
  await shot(shop, 'content-post-1280');

  // On a phone: the editor, then unpublished.
  await page.setViewportSize(PHONE);
  await page.getByRole('radio', { name: 'Draft (not shown)' }).check();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved' })).toHaveText(
    'Saved as a draft: the storefront does not show it.',
  );
  await shot(page, 'content-editor-390');
  await shop.goto('/blog');
  await expect(shop.locator('.article-card__title a').first()).toBeVisible();
  await expect(shop.getByText(title)).toHaveCount(0);

  await page.getByRole('link', { name: 'All blog posts' }).click();
  await expect(page.getByRole('row', { name: new RegExp(title) })).toContainText('Draft');
  await shot(page, 'content-posts-390');

  // The other tabs: the news, and the FAQ lists in their order, each answer written in the same editor.
  await page.getByRole('navigation', { name: 'Content' }).getByRole('link', { name: 'News' }).click();
  await expect(page.getByRole('table')).toBeVisible();
  await shot(page, 'content-news-390');
  await page.setViewportSize(DESK);
  await page.getByRole('navigation', { name: 'Content' }).getByRole('link', { name: 'FAQ' }).click();
  await expect(page.getByRole('list', { name: 'FAQ page: questions in their order' })).toBeVisible();
  await page.getByRole('button', { name: 'Add a question' }).click();
  await expect(page.getByRole('textbox', { name: 'Answer' })).toBeVisible();
  expect(await axeFindings(page)).toEqual([]);
  await shot(page, 'content-faq-1280');
});
