import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { ID_CHECKED_AT_DOOR, type ListingResponse } from '@shop/shared/rules';
import { generateSync } from 'otplib';
import { newShopper, ownClientAddress, signUpViaApi } from './accounts';
import { placedOrder } from './orders';

/**
 * The back office (issue 25) as staff use it: an owner (made by playwright.config.ts with `staff:create`) signs in
 * on a phone with the authenticator's code, sees a shopper's order arrive in the queue without a reload, checks the
 * buyer's Emirates ID, and takes the order to the door. Its own test and expect: the storefront's fixtures wait for
 * the storefront's hydration mark, which the back office does not set.
 */

const SHOTS = path.join(os.tmpdir(), 'cellar-admin-screens');
const PHONE = { width: 390, height: 844 };
const DESK = { width: 1280, height: 900 };

/** Every axe finding (WCAG 2.1 A and AA, and best practice), whatever its impact: the back office has none. */
async function axeFindings(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze();
  return violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.nodes
        .slice(0, 3)
        .map((n) => n.target.join(' '))
        .join(' | ')}`,
  );
}

async function shot(page: Page, name: string) {
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });
}

test('an owner signs in with the authenticator, sees a new order arrive and takes it to the door', async ({ page }) => {
  test.slow();
  const email = process.env.E2E_OWNER_EMAIL!;
  const password = process.env.E2E_OWNER_PASSWORD!;
  const secret = process.env.E2E_OWNER_TOTP_SECRET!;
  const client = await ownClientAddress(page);
  await page.setViewportSize(PHONE);
  // Under the shop's Content-Security-Policy, nothing is refused and nothing fails.
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || /Content Security Policy/i.test(message.text())) problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));

  // Signing in: anything under /admin asks for it first. The page is the back office's own, kept by no cache.
  const response = await page.goto('/admin/orders');
  expect(response?.headers()).toMatchObject({ 'cache-control': 'no-store', 'x-robots-tag': 'noindex' });
  expect(response?.headers()['content-security-policy']).toMatch(/script-src 'self'/);
  await expect(page).toHaveURL(/\/admin\/login$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in to the back office' })).toBeVisible();
  await page.getByRole('button', { name: 'Use a recovery code instead' }).click();
  await expect(page.getByLabel('Recovery code')).toBeVisible();
  await page.getByRole('button', { name: 'Use the authenticator code instead' }).click();
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(password);
  const code = generateSync({ secret });
  await page.getByLabel('Authenticator code').fill(String((Number(code) + 1) % 1_000_000).padStart(6, '0'));
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toHaveText('The e-mail, password or authenticator code is wrong.');
  await page.getByLabel('Authenticator code').fill(generateSync({ secret }));
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/admin\/orders$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
  const header = page.getByRole('banner');
  await expect(header).toContainText('Noor');
  await expect(header).toContainText('Owner');

  // A shopper orders while the queue is open: the header counts it, and says so politely.
  const session = await signUpViaApi(page.request, newShopper(), client);
  const listing = (await (await page.request.get('/api/v1/product-list/wine')).json()) as ListingResponse;
  const wine = listing.product.data.find((p) => (p.price_variation[0]?.stock ?? 0) > 3)!;
  const number = await placedOrder(page.request, session, wine.price_variation[0]!, client);
  // (Other tests may order meanwhile too: the count is at least this one.)
  const badge = header.getByRole('button', { name: /^\d+ new orders?: show$/ });
  await expect(badge).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('status').filter({ hasText: /new orders? ha(s|ve) arrived\./ })).toBeAttached();
  // Pressing it starts the count again and shows the tab the newest waits in; this buyer's age is not verified yet.
  await badge.click();
  await expect(page).toHaveURL(/\/admin\/orders(\?tab=awaiting_id)?$/);
  await page
    .getByRole('navigation', { name: 'Order status' })
    .getByRole('link', { name: /^Awaiting ID check/ })
    .click();
  await expect(page.getByRole('link', { name: /^Awaiting ID check/ })).toHaveAttribute('aria-current', 'page');
  // By keyboard, as at a desk: type the number and press Enter.
  await page.getByLabel('Search orders').fill(number);
  await page.getByLabel('Search orders').press('Enter');
  const cards = page.getByRole('list', { name: /Awaiting ID check orders/ }).getByRole('listitem');
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText('ID check needed');
  expect(await axeFindings(page)).toEqual([]);
  await shot(page, 'queue-390');

  // The order: nothing can be confirmed before the ID is checked.
  await cards.first().getByRole('link', { name: number }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Order ${number}` })).toBeFocused();
  // The same order opened in another tab is signed in too: the tabs share the session's CSRF token, not a new session.
  const other = await page.context().newPage();
  await other.goto(`/admin/orders/${number}`);
  await expect(other.getByRole('heading', { level: 1, name: `Order ${number}` })).toBeVisible();
  await other.close();
  const moves = page.getByRole('region', { name: 'Next step' });
  await expect(moves.getByRole('button', { name: 'Confirm' })).toBeDisabled();
  await expect(moves).toContainText("The buyer's age is not verified yet");

  // Proof of age: the upload opens through a short-lived link, and the ID is verified.
  const age = page.getByRole('region', { name: 'Proof of age' });
  await age.getByRole('button', { name: 'View ID' }).click();
  const image = age.getByRole('img', { name: /Emirates ID uploaded by Layla Haddad/ });
  await expect(image).toBeVisible();
  // Shown means loaded: the signed link answers the picture itself (waited for, as a busy machine may be slow).
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  await age.getByRole('radio', { name: 'Verify' }).check();
  await age.getByRole('checkbox', { name: /the name and date of birth match the account, 21 or over/ }).check();
  await age.getByLabel('ID expiry date').fill('2099-12-31');
  expect(await axeFindings(page)).toEqual([]);
  await shot(page, 'order-390-id-check');
  await age.getByRole('button', { name: 'Verify ID' }).click();
  await expect(age).toContainText('Age verified: the ID is valid until 31 Dec 2099.');

  // On to the door: each move with one big button (tapped, or pressed by keyboard), the customer told of each; focus
  // comes back to the panel's heading, as the button pressed is gone.
  for (const [button, said, key] of [
    ['Confirm', 'is confirmed', null],
    ['Mark packed', 'is packed', 'Enter'],
    ['Out for delivery', 'is out for delivery', 'Space'],
  ] as const) {
    const press = moves.getByRole('button', { name: button });
    await (key ? press.press(key) : press.click());
    await expect(moves.getByRole('status')).toHaveText(`Order ${number} ${said}. The customer has been told.`);
    await expect(moves.getByRole('heading', { name: 'Next step' })).toBeFocused();
  }
  await expect(page.locator('.state')).toHaveText('Out for delivery');
  await moves.getByRole('button', { name: 'Delivered' }).click();
  const handover = moves.getByRole('form', { name: 'Hand over at the door' });
  await handover.getByRole('checkbox', { name: ID_CHECKED_AT_DOOR }).check();
  expect(await axeFindings(page)).toEqual([]);
  await shot(page, 'order-390-door');
  await handover.getByRole('button', { name: 'Mark delivered' }).click();
  await expect(moves.getByRole('status')).toHaveText(`Order ${number} is delivered. The customer has been told.`);
  await expect(moves).toContainText('This order is delivered: nothing more to do.');
  await expect(page.getByRole('region', { name: 'History' })).toContainText('Delivered');

  // At a desk: the same order and the queue as a table, sorted by the server.
  await page.setViewportSize(DESK);
  expect(await axeFindings(page)).toEqual([]);
  await shot(page, 'order-1280');
  await page.getByRole('link', { name: '← All orders' }).click();
  await page.getByRole('link', { name: /^Delivered/ }).click();
  const table = page.getByRole('table', { name: 'Delivered orders' });
  await expect(table.getByRole('link', { name: number })).toBeVisible();
  await table.getByRole('button', { name: /Placed/ }).press('Enter');
  await expect(page).toHaveURL(/sort=oldest/);
  await expect(table.getByRole('columnheader', { name: /Placed/ })).toHaveAttribute('aria-sort', 'ascending');
  expect(await axeFindings(page)).toEqual([]);
  await shot(page, 'queue-1280');

  // Signing out ends the session: the queue asks to sign in again.
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
  await expect(page.getByRole('status')).toHaveText('You have signed out.');
  expect((await page.request.get('/api/v1/staff/me')).status()).toBe(401);
  // (The refused sign-in and the ended session answered 401: the console says so, and nothing else.)
  expect(problems.filter((text) => !/status of 401/.test(text))).toEqual([]);
});
