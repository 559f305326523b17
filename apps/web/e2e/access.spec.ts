import { expect, expectToast, STORAGE_KEY, test } from './fixtures';

const NOT_FOUND = 'Sorry, this page could not be found';

test("a guest's cart dropdown offers Checkout, which asks to log in first", async ({ page }) => {
  await page.goto('/shop/wine');
  await page.getByRole('button', { name: /^Cart, \d+ items$/ }).click();
  await expect(page.getByText('Cart is Empty')).toBeVisible();
  await page.getByRole('button', { name: 'Checkout' }).click();
  await expectToast(page, 'Please Login First to Checkout.');
  await expect(page).toHaveURL(/\/shop\/wine$/);
});

test('account routes do not exist for a guest, and Login does not lead to them', async ({ page }) => {
  for (const path of ['/account', '/account/profile', '/account/orders']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(NOT_FOUND);
  }
  await page.goto('/about');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/about$/);
});

test.describe('a corporate buyer', () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript((key) => {
      const user = { ageValid: true, isLoggedIn: true, authToken: 'corporate-token', userId: 41, userType: 'corporate', details: null };
      localStorage.setItem(key, JSON.stringify({ state: { user }, version: 1 }));
    }, STORAGE_KEY);
  });

  test('has no cart, wishlist or My Orders, and no /account/orders', async ({ page }) => {
    await page.goto('/shop/wine');
    await expect(page.locator('.grid .card').first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add To Cart' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /wishlist/ })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^Cart,/ })).toHaveCount(0);
    await expect(page.getByRole('link', { name: /^Wishlist,/ })).toHaveCount(0);
    await expect(page.getByRole('navigation', { name: 'Customer service' }).getByText('FAQ')).toBeVisible();
    await expect(page.getByText('My Orders')).toHaveCount(0);

    await page.locator('.grid .card__title a').first().click();
    await expect(page.locator('.purchase .price__now')).toContainText('AED');
    await expect(page.locator('.purchase').getByRole('button')).toHaveCount(0);

    await page.goto('/account/orders');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(NOT_FOUND);
    await page.goto('/account/profile');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('My account');
  });
});
