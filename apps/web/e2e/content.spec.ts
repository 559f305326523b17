import { expect, expectToast, test } from './fixtures';

test('a blog post opens from the blog list', async ({ page }) => {
  await page.goto('/blog');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const first = page.locator('.article-card__title a').first();
  const title = (await first.textContent())?.trim() ?? '';
  await first.click();
  await expect(page).toHaveURL(/\/blog\/[a-z0-9-]+\/[a-z0-9-]+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(page.locator('.article__content')).not.toBeEmpty();
  await expect(page).toHaveTitle(new RegExp(title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
});

test('unknown paths show the not-found page', async ({ page }) => {
  await page.goto('/this/does/not/exist');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sorry, this page could not be found');
  await page.goto('/product/no-such-bottle-anywhere');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sorry, this product could not be found');
  await page.getByRole('link', { name: 'Back to the shop' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('information pages carry their own text', async ({ page }) => {
  await page.goto('/shipping-delivery');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Shipping & Delivery');
  await expect(page.getByText('Delivery costs 15 AED per order. Orders above 100 AED are delivered free.')).toBeVisible();
  await page.goto('/about');
  await expect(page.locator('.faq__item').first()).toBeVisible();
  await page.goto('/faq');
  await expect(page.locator('.faq__item').first()).toBeVisible();
  await page.goto('/contact');
  await expect(page.getByRole('link', { name: 'Open store in Maps' })).toBeVisible();
});

test('newsletter: empty and bad addresses are refused, a good one subscribes', async ({ page }) => {
  await page.goto('/about');
  const input = page.getByLabel('Get offers and new arrivals by email');
  const submit = page.getByRole('button', { name: 'Subscribe' });
  await submit.click();
  await expectToast(page, 'Please Enter Email.');
  await input.fill('shopper@nowhere');
  await submit.click();
  await expectToast(page, 'Invalid email address..');
  await input.fill(`shopper.${Date.now()}@example.ae`);
  await submit.click();
  await expectToast(page, 'Subscribed Successfully!');
  await expect(input).toHaveValue('');
});
