import { newShopper, openAs, ownClientAddress, signUpViaApi } from './accounts';
import { expect, expectToast, longFlow, test } from './fixtures';

const NOT_FOUND = 'Sorry, this page could not be found';

test("a guest's cart dropdown offers Checkout, which asks to log in first", async ({ page }) => {
  await page.goto('/shop/wine');
  await page.getByRole('button', { name: /^Cart, \d+ items$/ }).click();
  await expect(page.getByText('Cart is Empty')).toBeVisible();
  await page.getByRole('button', { name: 'Checkout' }).click();
  await expectToast(page, 'Please Login First to Checkout.');
  await expect(page).toHaveURL(/\/shop\/wine$/);
});

test('account routes do not exist for a guest; Login opens the login popup and stays on the page', async ({ page }) => {
  longFlow();
  for (const path of ['/account', '/account/profile', '/account/orders']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(NOT_FOUND);
  }
  await page.goto('/about');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();
  await expect(page).toHaveURL(/\/about$/);
});

test("a guest's checkout asks to log in and offers the login popup", async ({ page }) => {
  await page.goto('/checkout');
  await expect(page.getByText('Please Login First to Checkout.')).toBeVisible();
  await page.getByRole('main').getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();
  await expect(page).toHaveURL(/\/checkout$/);
});

test.describe('a corporate buyer', () => {
  test('has no cart, wishlist or My Orders, and no /account/orders', async ({ page }) => {
    longFlow();
    // A real corporate account and session (the account pages read /auth/me with it).
    const client = await ownClientAddress(page);
    await openAs(page, await signUpViaApi(page.request, newShopper('corporate'), client), '/shop/wine');
    await expect(page.locator('.grid .card').first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add To Cart' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /wishlist/ })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^Cart,/ })).toHaveCount(0);
    await expect(page.getByRole('link', { name: /^Wishlist,/ })).toHaveCount(0);
    await expect(page.getByRole('navigation', { name: 'Customer service' }).getByText('FAQ')).toBeVisible();
    await expect(page.getByText('My Orders')).toHaveCount(0);

    await page.locator('.grid .card__title a').first().click();
    await expect(page.locator('.purchase .price__now')).toContainText('AED');
    // Where the cart would be, a corporate buyer asks for a quotation instead (decision 017).
    await expect(page.locator('.purchase').getByRole('button', { name: /add to cart|wishlist/i })).toHaveCount(0);
    await expect(page.locator('.purchase').getByRole('button', { name: 'Request a quotation' })).toBeVisible();

    await page.goto('/account/orders');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(NOT_FOUND);
    await page.goto('/account/profile');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('My account');
  });
});
