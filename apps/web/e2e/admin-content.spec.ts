import type { Page } from '@playwright/test';
import type { StaffPostList } from '@shop/shared/rules';
import { expect, test } from './fixtures';
import { axeFindings, DESK, PHONE, shot } from './admin-screens';
import { signInStaff, staffFromEnv } from './back-office';

/**
 * The back office's content (issue 26, item 6): an editor writes a blog post in the rich-text editor, previews it as
 * the storefront shows it, publishes it, and it is on /blog at once; unpublished, it is gone. The storefront is the
 * fixtures' page (past the age gate, waiting for hydration); the back office, which sets no hydration mark, has a
 * context of its own.
 */

/** The editor's own back office, signed in, at `path` (the login page comes first). */
async function signInEditor(page: Page, path: string) {
  await page.goto(`/admin${path}`);
  await expect(page).toHaveURL(/\/admin\/login$/);
  // Signed in, the back office opens the address asked for.
  await signInStaff(page, staffFromEnv('EDITOR'), page.getByRole('button', { name: 'Sign out' }));
  await expect(page).toHaveURL(new RegExp(`/admin${path}$`));
}

test('an editor writes and publishes a blog post: it appears on /blog at once, and goes when unpublished', async ({
  page: shop,
  browser,
}) => {
  test.slow();
  const title = `A cellar visit in Al Quoz ${Date.now()}`;
  const page = await (await browser.newContext({ viewport: DESK })).newPage();
  await signInEditor(page, '/content/posts');
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

test('an editor rewords a policy page: the storefront shows it at once, its placeholders filled', async ({
  page: shop,
  browser,
}) => {
  test.slow();
  const page = await (await browser.newContext({ viewport: DESK })).newPage();
  await signInEditor(page, '/content/pages');
  await page.getByRole('link', { name: 'Return & Refund' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Return & Refund' })).toBeVisible();
  const line = `Unopened bottles come back within 7 days, ref ${Date.now()}.`;
  await page.getByLabel('Line under the title').fill(line);
  const body = page.getByRole('textbox', { name: 'Text' });
  await body.click();
  await page.keyboard.press('Control+End');
  await page.keyboard.press('Enter');
  await page.keyboard.type('Questions? Write to {email} before you send a bottle back.');

  await page.getByRole('button', { name: 'Preview' }).click();
  const preview = page.getByRole('region', { name: 'Preview as the storefront shows it' });
  await expect(preview.getByText('Questions? Write to')).toBeVisible();
  const mail = preview.getByRole('paragraph').filter({ hasText: 'Questions? Write to' }).getByRole('link');
  await expect(mail).toHaveAttribute('href', /^mailto:/);
  expect(await axeFindings(page)).toEqual([]);
  await shot(page, 'content-page-editor-1280');

  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved' })).toHaveText(
    'Saved. The shop shows the new words at /return-refund now.',
  );
  await page.setViewportSize(PHONE);
  await shot(page, 'content-page-editor-390');

  // On the storefront at once (the save dropped the page's cached answer by its tag), on a phone and a desktop.
  await shop.setViewportSize(PHONE);
  await shop.goto('/return-refund');
  await expect(shop.getByText(line)).toBeVisible();
  const asked = shop.getByRole('paragraph').filter({ hasText: 'Questions? Write to' });
  await expect(asked.getByRole('link')).toHaveAttribute('href', await mail.getAttribute('href').then(String));
  await expect(shop.getByText(/^Last updated: /)).toBeVisible();
  await shot(shop, 'content-policy-390');
  await shop.setViewportSize(DESK);
  await shot(shop, 'content-policy-1280');
});
