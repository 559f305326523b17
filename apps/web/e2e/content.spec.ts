import { expect, expectToast, longFlow, test } from './fixtures';

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
  longFlow();
  await page.goto('/this/does/not/exist');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sorry, this page could not be found');
  await page.goto('/product/no-such-bottle-anywhere');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sorry, this product could not be found');
  await page.getByRole('link', { name: 'Back to the shop' }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/our-choice/no-such-list');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sorry, this list could not be found');
});

test('a product and a blog post declare one canonical URL, however they were opened', async ({ page, request }) => {
  const wine = await (await request.get('/api/v1/product-list/wine')).json();
  const product = wine.product.data[0];
  for (const path of [
    `/product/${product.id}`,
    `/product/beer/${product.route}`,
    `/PRODUCT/${product.category.route.toUpperCase()}/${product.route}`,
  ]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const links = page.locator('link[rel="canonical"]');
    await expect(links).toHaveCount(1);
    await expect(links).toHaveAttribute(
      'href',
      new URL(`/product/${product.category.route}/${product.route}`, page.url()).href,
    );
  }
  const [post] = await (await request.get('/api/v1/blog-list')).json();
  await page.goto(`/blog/${post.category.route}/${post.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    new URL(`/blog/${post.category.route}/${post.route}`, page.url()).href,
  );
});

test('a category page links to its subcategories', async ({ page, request }) => {
  const wine = await (await request.get('/api/v1/filter-list/wine')).json();
  const first = wine.sub_category.sub_category[0];
  await page.goto('/shop/wine');
  const nav = page.getByRole('navigation', { name: /narrow down/ });
  await nav.getByRole('link', { name: first.title, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/shop/wine/${first.route}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(first.title);
});

test('information pages carry their own text', async ({ page }) => {
  await page.goto('/shipping-delivery');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Shipping & Delivery');
  await expect(
    page.getByText('Delivery costs AED 15 per order. Orders above AED 100 are delivered free.'),
  ).toBeVisible();
  await page.goto('/about');
  await expect(page.locator('.faq__item').first()).toBeVisible();
  await page.goto('/faq');
  await expect(page.locator('.faq__item').first()).toBeVisible();
  await page.goto('/contact');
  await expect(page.getByRole('link', { name: 'Open store in Maps' })).toBeVisible();
});

test('newsletter: empty and bad addresses are refused, a good one subscribes', async ({ page }) => {
  longFlow();
  await page.goto('/about');
  const input = page.getByLabel('Get offers and new arrivals by email');
  const submit = page.getByRole('button', { name: 'Subscribe' });
  await submit.click();
  await expectToast(page, 'Please Enter Email.');
  await input.fill('shopper@nowhere');
  await submit.click();
  await expectToast(page, 'Invalid email address..');
  const address = `shopper.${Date.now()}@example.ae`;
  await input.fill(address);
  await submit.click();
  await expectToast(page, 'Subscribed Successfully!');
  await expect(input).toHaveValue('');

  // An address already on the list gets the same answer (spec section 8), once the first toast is gone.
  await expect(page.locator('.Toastify').getByText('Subscribed Successfully!')).toHaveCount(0);
  await input.fill(address);
  await submit.click();
  await expectToast(page, 'Subscribed Successfully!');
});
