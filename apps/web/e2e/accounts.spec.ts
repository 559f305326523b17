import { expect, expectToast, longFlow, test } from './fixtures';
import { PASSWORD, newShopper, openAs, ownClientAddress, signUpViaApi, type Shopper } from './accounts';
import { nextCode, outboxCount, outboxTo } from './outbox';
import type { Page } from '@playwright/test';

const NOT_FOUND = 'Sorry, this page could not be found';

let client: Record<string, string> = {};
test.beforeEach(async ({ page }) => {
  // Every test here signs a shopper up (password hashing on the server) and goes through several steps.
  longFlow();
  client = await ownClientAddress(page);
});

/** Fills the register popup as a shopper would, phone through the picker's default UAE code. */
async function fillSignUp(page: Page, shopper: Shopper) {
  const dialog = page.getByRole('dialog', { name: 'Create an account' });
  if (shopper.user_type === 'corporate') await dialog.getByRole('radio', { name: 'Corporate' }).check();
  await dialog.getByLabel('Full name').fill(shopper.full_name);
  await dialog.getByLabel('E-mail address').fill(shopper.email);
  await dialog.getByLabel('Password').fill(shopper.password);
  await dialog.getByLabel('Phone').click();
  await dialog.getByLabel('Phone').pressSequentially(shopper.mobile.slice(4));
  if (shopper.user_type === 'user') {
    await dialog.getByLabel('Landmark').fill(shopper.landmark);
    await dialog.getByLabel('Current location').fill(shopper.current_location);
    await dialog.getByLabel('Nationality').fill(shopper.nationality);
    await dialog.getByLabel('Date of birth').fill(shopper.dob);
  } else {
    await dialog.getByLabel('Company name').fill(shopper.company_name);
    await dialog.getByLabel('Designation').fill(shopper.designation);
    await dialog.getByLabel('Landline').fill(shopper.landline);
  }
  await dialog.getByRole('button', { name: 'Create account' }).click();
}

async function openSignUp(page: Page) {
  await page.goto('/');
  await page.getByRole('button', { name: 'Login' }).click();
  await page.getByRole('dialog', { name: 'Log in' }).getByRole('button', { name: 'Create an account' }).click();
}

test('an individual signs up, verifies by e-mail and lands on /account', async ({ page }) => {
  const shopper = newShopper('user');
  await openSignUp(page);
  await fillSignUp(page, shopper);
  const verify = page.getByRole('dialog', { name: 'Verify your account' });
  await expect(verify.getByRole('radio', { name: `Email: ${shopper.email}` })).toBeChecked();
  await expect(verify.getByRole('radio', { name: `Phone: ${shopper.mobile}` })).toBeVisible();
  const before = await outboxCount(shopper.email);
  await verify.getByRole('button', { name: 'Get OTP' }).click();
  await expectToast(page, 'OTP Sent on Email!');
  const entry = page.getByRole('dialog', { name: 'Enter your code' });
  await expect(entry.getByText(/^9:5\d$/)).toBeVisible();
  await entry.getByLabel('Verification code').fill(await nextCode(shopper.email, before));
  await entry.getByRole('button', { name: 'Submit OTP' }).click();
  await expectToast(page, 'OTP Verified, You Have Successfully Logged In!');
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByRole('heading', { name: shopper.full_name })).toBeVisible();
  await expect(page.getByRole('definition').filter({ hasText: shopper.email })).toBeVisible();
  await expect(page.getByText('12 April 1990')).toBeVisible();
});

test('a corporate buyer signs up, verifies by mobile and sees no cart or wishlist', async ({ page }) => {
  const shopper = newShopper('corporate');
  await openSignUp(page);
  await fillSignUp(page, shopper);
  const verify = page.getByRole('dialog', { name: 'Verify your account' });
  await verify.getByRole('radio', { name: /^Phone:/ }).check();
  const before = await outboxCount(shopper.mobile);
  await verify.getByRole('button', { name: 'Get OTP' }).click();
  await expectToast(page, 'OTP Sent on Phone!');
  const entry = page.getByRole('dialog', { name: 'Enter your code' });
  await entry.getByLabel('Verification code').fill(await nextCode(shopper.mobile, before));
  await entry.getByRole('button', { name: 'Submit OTP' }).click();
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByText('Corporate account')).toBeVisible();
  await expect(page.getByText('Events LLC')).toBeVisible();
  await expect(page.getByRole('button', { name: /^Cart,/ })).toHaveCount(0);
  await expect(page.getByRole('link', { name: /^Wishlist,/ })).toHaveCount(0);
  await expect(
    page.getByRole('navigation', { name: 'My account' }).getByRole('link', { name: 'My orders' }),
  ).toHaveCount(0);
  await page.goto('/shop/wine');
  await expect(page.locator('.grid .card').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add To Cart' })).toHaveCount(0);
  for (const path of ['/cart', '/wishlist', '/checkout', '/account/orders']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(NOT_FOUND);
  }
});

/** Opens the login popup and asks for a code for the shopper's mobile number. */
async function askForLoginCode(page: Page, shopper: Shopper) {
  await page.getByRole('button', { name: 'Login' }).click();
  const login = page.getByRole('dialog', { name: 'Log in' });
  await login.getByLabel('Phone').click();
  await login.getByLabel('Phone').pressSequentially(shopper.mobile.slice(4));
  const before = await outboxCount(shopper.mobile);
  await login.getByRole('button', { name: 'Send OTP' }).click();
  await expectToast(page, 'OTP sent successfully!');
  return { login, before };
}

test('a shopper logs in with a code sent to their mobile and lands on home', async ({ page }) => {
  const shopper = newShopper();
  // Only a number its account proved opens login by code (decision 018).
  await signUpViaApi(page.request, shopper, client, 'mobile');
  await page.goto('/about');
  const { login, before } = await askForLoginCode(page, shopper);
  await login.getByLabel('6-digit code').fill(await nextCode(shopper.mobile, before));
  await login.getByRole('button', { name: 'Verify OTP' }).click();
  await expectToast(page, 'Logged In Successfully!');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.getByRole('link', { name: 'My account' }).click();
  await expect(page.getByRole('heading', { name: shopper.full_name })).toBeVisible();
});

test('a wrong code is refused; Resend comes after the 30 s countdown and its code logs in', async ({ page }) => {
  const shopper = newShopper();
  await signUpViaApi(page.request, shopper, client, 'mobile');
  await page.goto('/');
  const { login, before } = await askForLoginCode(page, shopper);
  const first = await nextCode(shopper.mobile, before);
  await login.getByLabel('6-digit code').fill(first === '000000' ? '111111' : '000000');
  await login.getByRole('button', { name: 'Verify OTP' }).click();
  await expect(login.getByRole('alert')).toHaveText('Invalid OTP. Please try again.');
  await expectToast(page, 'Invalid OTP. Please try again.');
  await expect(login.getByText(/Resend OTP in 0:[0-2]\d/)).toBeVisible();
  await expect(login.getByRole('button', { name: 'Resend OTP' })).toHaveCount(0);
  // The server makes a resend wait 30 s too: the button comes when both agree (what is left of the 30 s, and a busy
  // machine's margin).
  const resend = login.getByRole('button', { name: 'Resend OTP' });
  await expect(resend).toBeVisible({ timeout: 45_000 });
  const beforeResend = await outboxCount(shopper.mobile);
  await resend.click();
  await expectToast(page, 'OTP resent successfully!');
  const second = await nextCode(shopper.mobile, beforeResend);
  await login.getByLabel('6-digit code').fill(second);
  await login.getByRole('button', { name: 'Verify OTP' }).click();
  await expectToast(page, 'Logged In Successfully!');
  await expect(page.getByRole('link', { name: 'My account' })).toBeVisible();
});

test('a shopper logs in with e-mail and password through /auth/login', async ({ page }) => {
  const shopper = newShopper();
  await signUpViaApi(page.request, shopper, client);
  await page.goto('/shop/wine');
  await page.getByRole('button', { name: 'Login' }).click();
  const login = page.getByRole('dialog', { name: 'Log in' });
  await login.getByRole('button', { name: 'Log in with a password instead' }).click();
  await login.getByLabel('E-mail or mobile number').fill(shopper.email);
  await login.getByLabel('Password').fill('not-the-password');
  await login.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(login.getByRole('alert')).toHaveText('The email or mobile number and password do not match.');
  await login.getByLabel('Password').fill(PASSWORD);
  const request = page.waitForRequest((r) => r.url().endsWith('/api/v1/auth/login') && r.method() === 'POST');
  await login.getByRole('button', { name: 'Log in', exact: true }).click();
  expect((await request).postDataJSON()).toEqual({ email: shopper.email, password: PASSWORD });
  await expectToast(page, 'Logged In Successfully!');
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByRole('heading', { name: shopper.full_name })).toBeVisible();
});

test('a forgotten password is reset with the e-mailed code, then the new one logs in', async ({ page }) => {
  const shopper = newShopper();
  await signUpViaApi(page.request, shopper, client);
  await page.goto('/');
  await page.getByRole('button', { name: 'Login' }).click();
  await page.getByRole('button', { name: 'Log in with a password instead' }).click();
  await page.getByRole('button', { name: 'Forgot password?' }).click();
  const forgot = page.getByRole('dialog', { name: 'Forgot password' });
  await forgot.getByLabel('E-mail address').fill(shopper.email);
  const before = await outboxCount(shopper.email);
  await forgot.getByRole('button', { name: 'Send link' }).click();
  const reset = page.getByRole('dialog', { name: 'Set a new password' });
  await reset.getByLabel('6-digit code').fill(await nextCode(shopper.email, before));
  await reset.getByLabel('New password', { exact: true }).fill('reset-cellar-secret');
  await reset.getByLabel('Confirm new password').fill('reset-cellar-secret');
  await reset.getByRole('button', { name: 'Set new password' }).click();
  await expectToast(page, 'Your password has been reset. Please log in.');
  const login = page.getByRole('dialog', { name: 'Log in' });
  await login.getByLabel('E-mail or mobile number').fill(shopper.mobile);
  await login.getByLabel('Password').fill('reset-cellar-secret');
  await login.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page).toHaveURL(/\/account$/);
});

test('the e-mailed reset link opens a page that sets the new password, once', async ({ page }) => {
  const shopper = newShopper();
  await signUpViaApi(page.request, shopper, client);
  const before = await outboxCount(shopper.email);
  const asked = await page.request.post('/api/v1/forget-password', { data: { email: shopper.email }, headers: client });
  expect(await asked.json()).toMatchObject({ message: 'Reset Password link sent to email Address.' });
  await expect.poll(() => outboxCount(shopper.email)).toBeGreaterThan(before);
  const link = /https?:\/\/\S+\/reset-password#token=[\w-]{43}/.exec((await outboxTo(shopper.email)).at(-1)!.text)![0];
  await page.goto(link);
  // The token leaves the address bar once read.
  await expect(page).toHaveURL(/\/reset-password$/);
  await page.getByLabel('New password', { exact: true }).fill('linked-cellar-secret');
  await page.getByLabel('Confirm new password').fill('linked-cellar-secret');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expectToast(page, 'Your password has been reset. Please log in.');
  const login = page.getByRole('dialog', { name: 'Log in' });
  await login.getByLabel('E-mail or mobile number').fill(shopper.email);
  await login.getByLabel('Password').fill('linked-cellar-secret');
  await login.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page).toHaveURL(/\/account$/);
  // The same link again: spent, and the page offers a new one.
  await page.goto(link);
  await page.getByLabel('New password', { exact: true }).fill('another-cellar-secret');
  await page.getByLabel('Confirm new password').fill('another-cellar-secret');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(
    page.getByText('This reset link has expired or was already used. Please ask for a new one.').first(),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Send a new link' })).toBeVisible();
});

test('a shopper edits the profile with a new picture', async ({ page }) => {
  const shopper = newShopper();
  await openAs(page, await signUpViaApi(page.request, shopper, client), '/account');
  await expect(page.locator('.avatar--initials')).toHaveText('L');
  await page.getByRole('link', { name: 'Edit profile' }).click();
  await expect(page).toHaveURL(/\/account\/profile$/);
  await page.getByLabel('Full name').fill('Layla Haddad-Nasser');
  await page.getByLabel('Anniversary (optional)').fill('2015-10-02');
  // A 1 × 1 PNG, as a phone's photo would be picked.
  const png = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
    'base64',
  );
  await page.getByLabel('Profile picture').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png });
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expectToast(page, 'Profile updated successfully!');
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByRole('heading', { name: 'Layla Haddad-Nasser' })).toBeVisible();
  await expect(page.getByText('2 October 2015')).toBeVisible();
  const avatar = page.locator('img.avatar');
  await expect(avatar).toHaveAttribute('src', /\/profile\/[\w-]+\.webp$/);
  await expect.poll(() => avatar.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(512);
});

test('logout ends the session on the server and forgets the user and the age answer', async ({ page }) => {
  const shopper = newShopper();
  const session = await signUpViaApi(page.request, shopper, client);
  await openAs(page, session, '/account');
  const logout = page.waitForResponse((r) => r.url().endsWith('/api/v1/auth/logout'));
  await page.getByRole('button', { name: 'Log out' }).click();
  expect((await logout).status()).toBe(200);
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('dialog', { name: 'Are you 21 or older?' })).toBeVisible();
  const saved = await page.evaluate(() => JSON.parse(localStorage.getItem('cellar-state') ?? '{}').state.user);
  expect(saved).toMatchObject({ isLoggedIn: false, ageValid: false, authToken: null, userId: null, details: null });
  const me = await page.request.get('/api/v1/auth/me', { headers: { authorization: `Bearer ${session.token}` } });
  expect(me.status()).toBe(401);
  await page.getByRole('button', { name: 'Yes, I am 21 or older' }).click();
  await page.goto('/account');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(NOT_FOUND);
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
});
