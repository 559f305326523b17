import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { promisify } from 'node:util';
import type { BlogListResponse } from '@shop/shared/rules';
import type { APIRequestContext } from '@playwright/test';
import { newShopper, openAs, ownClientAddress, signUpViaApi } from './accounts';
import { expect, expectToast, longFlow, test } from './fixtures';

const apiDir = path.resolve(import.meta.dirname, '../../api');

/**
 * The comment tooling as staff run it (`npm run comment:<action>` in apps/api), against this test's shop: the
 * embedded database is the server's alone, so the command asks the shop's staff calls, as the support account.
 */
async function commentTool(action: 'pending' | 'approve', id?: string): Promise<string> {
  const env = {
    ...process.env,
    STAFF_API_KEY: process.env.E2E_SUPPORT_KEY,
    SHOP_URL: `http://127.0.0.1:${process.env.E2E_PORT}`,
    INIT_CWD: process.env.E2E_DATA_DIR,
  };
  const args = ['--import', 'tsx', 'src/commands/comments.ts', action, ...(id ? [id] : [])];
  return (await promisify(execFile)(process.execPath, args, { cwd: apiDir, env })).stdout;
}

/** A blog post's page, from the demo shop's list. */
async function somePost(request: APIRequestContext, index = 0): Promise<string> {
  const posts = (await (await request.get('/api/v1/blog-list')).json()) as BlogListResponse;
  const post = posts[index]!;
  return `/blog/${post.category.route}/${post.route}`;
}

test('a reader comments on a post; the comment shows once staff approve it', async ({ page, request }) => {
  longFlow();
  await ownClientAddress(page);
  const email = `reader-${randomUUID().slice(0, 8)}@example.com`;
  const text = `Lovely read, thank you! <b>${randomUUID().slice(0, 8)}</b>`;
  await page.goto(await somePost(request, 1));
  const form = page.getByRole('form', { name: 'Leave a comment' });
  const comments = page.getByRole('region', { name: /^(Comments|\d+ comments?)$/ });

  await form.getByRole('button', { name: 'Post comment' }).click();
  await expect(form.getByLabel('Name')).toBeFocused();
  await expect(form.getByText('Please Enter Name.')).toBeVisible();

  await form.getByLabel('Name').fill('Layla Haddad');
  await form.getByLabel('E-mail').fill(email);
  await form.getByLabel('Comment').fill(text);
  await form.getByRole('button', { name: 'Post comment' }).click();
  await expectToast(page, 'Review has been Submitted Successfully!');
  await expect(form.getByRole('status')).toHaveText(
    'Thank you! Your comment will appear here once it has been approved.',
  );
  await expect(form.getByLabel('Comment')).toHaveValue('');

  // Pending: not shown, even after a reload.
  await page.reload();
  await expect(comments).toBeVisible();
  await expect(comments.getByText(text)).toHaveCount(0);

  const pending = await commentTool('pending');
  const id = new RegExp(`^#(\\d+) .*\\n {2}Layla Haddad <${email.replace(/[.]/g, '\\.')}>$`, 'm').exec(pending)?.[1];
  expect(id, pending).toBeDefined();
  expect(await commentTool('approve', id)).toMatch(new RegExp(`^Approved:\\n#${id} `));

  // Approved: the server-rendered page shows it at once (its cached copy was dropped), markup as typed.
  await page.reload();
  const shown = comments.getByRole('article', { name: 'Layla Haddad' }).filter({ hasText: text });
  await expect(shown).toBeVisible();
  await expect(shown.locator('time')).toHaveText(/^\d{1,2} [A-Z][a-z]+ \d{4}$/);
  await expect(comments.locator('b')).toHaveCount(0);
});

test('a signed-in reader finds their name and e-mail filled in', async ({ page, request }) => {
  const headers = await ownClientAddress(page);
  const shopper = newShopper();
  const session = await signUpViaApi(request, shopper, headers);
  await openAs(page, session, await somePost(request, 2));
  const form = page.getByRole('form', { name: 'Leave a comment' });
  await expect(form.getByLabel('Name')).toHaveValue(shopper.full_name);
  await expect(form.getByLabel('E-mail')).toHaveValue(shopper.email);
  // The field people never see is not reached by the keyboard.
  await form.getByLabel('Comment').focus();
  await page.keyboard.press('Tab');
  await expect(form.getByRole('button', { name: 'Post comment' })).toBeFocused();
});
