import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { AGE_COOKIE } from '@shop/shared/rules';
import { generateSync } from 'otplib';
import { STORAGE_KEY } from './fixtures';

/** A staff member as the end-to-end settings give them: e-mail, password and authenticator secret. */
export interface StaffLogin {
  email: string;
  password: string;
  secret: string;
}

/** The staff member the settings name `E2E_<prefix>_*` (made in playwright.config.ts). */
export const staffFromEnv = (prefix: string): StaffLogin => ({
  email: process.env[`E2E_${prefix}_EMAIL`]!,
  password: process.env[`E2E_${prefix}_PASSWORD`]!,
  secret: process.env[`E2E_${prefix}_TOTP_SECRET`]!,
});

/**
 * Signs a staff member in on the login page the back office shows, and waits for `signedIn`. A code already spent
 * this step (by another spec, or this one's earlier sign-in) is refused; the next step's code is then taken.
 */
export async function signInStaff(page: Page, who: StaffLogin, signedIn: Locator) {
  await page.getByLabel('E-mail').fill(who.email);
  await page.getByLabel('Password').fill(who.password);
  await page.getByLabel('Authenticator code').fill(generateSync({ secret: who.secret }));
  await page.getByRole('button', { name: 'Sign in' }).click();
  const refused = page.getByRole('alert');
  await expect(signedIn.or(refused)).toBeVisible();
  if (await refused.isVisible()) {
    await page
      .getByLabel('Authenticator code')
      .fill(generateSync({ secret: who.secret, epoch: Math.floor(Date.now() / 1000) + 30 }));
    await page.getByRole('button', { name: 'Sign in' }).click();
  }
  await expect(signedIn).toBeVisible();
}

/** Signs in the owner of one back-office area (E2E_<AREA>_OWNER_*): the back office opens on Orders. */
export async function signInAreaOwner(page: Page, area: string) {
  await page.goto('/admin/login');
  await signInStaff(page, staffFromEnv(`${area}_OWNER`), page.getByRole('heading', { level: 1, name: 'Orders' }));
}

/** Opens an area from the back office's navigation; on a phone the areas are behind the Menu button. */
export async function openArea(page: Page, area: string) {
  const menu = page.getByRole('button', { name: 'Menu' });
  if ((await menu.isVisible()) && (await menu.getAttribute('aria-expanded')) !== 'true') await menu.click();
  await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: area }).click();
}

/**
 * A returning adult shopper's page beside the staff's, as the shop's own fixture makes one (fixtures.ts): the age gate
 * answered before the page loads, so the storefront shows what staff changed with nothing over it.
 */
export async function shopperPage(browser: Browser, viewport: { width: number; height: number }): Promise<Page> {
  const page = await browser.newPage({ viewport });
  await page.context().addCookies([{ name: AGE_COOKIE, value: '1', url: test.info().project.use.baseURL! }]);
  await page.addInitScript((key) => {
    if (!localStorage.getItem(key))
      localStorage.setItem(key, JSON.stringify({ state: { user: { ageValid: true } }, version: 1 }));
  }, STORAGE_KEY);
  return page;
}

/** Opens a storefront page and hands it back once the app has hydrated (its links and buttons work). */
export async function openShopPage(page: Page, url: string) {
  await page.goto(url);
  await expect(page.locator('html')).toHaveAttribute('data-ready');
}
