import AxeBuilder from '@axe-core/playwright';
import {
  WINE_OFFER_PRICE_LIMIT_FILS,
  aedToFils,
  displayedPrice,
  formatAed,
  type CartResponse,
  type ProductCard,
} from '@shop/shared/rules';
import type { APIRequestContext, Page } from '@playwright/test';
import { newShopper, openAs, ownClientAddress, signUpViaApi } from './accounts';
import { expect, expectToast, longFlow, test } from './fixtures';

type Session = Awaited<ReturnType<typeof signUpViaApi>>;

/** Products of a category as the demo shop has them now (ids and stock are the seed's, never hard-coded here). */
async function productsOf(request: APIRequestContext, cat: string): Promise<ProductCard[]> {
  const body = (await (await request.get(`/api/v1/product-list-get/${cat}`)).json()) as { product: ProductCard[] };
  return body.product;
}

const priceOf = (p: ProductCard) => displayedPrice(p.price_variation[0]!);
const stockOf = (p: ProductCard) => p.price_variation[0]!.stock;

/** Two wines of the offer (under 250 AED) at different prices, with stock to spare, and a beer with a little stock. */
async function demoBasket(request: APIRequestContext) {
  const wines = (await productsOf(request, 'wine')).filter(
    (p) => stockOf(p) >= 5 && priceOf(p) >= 60 && aedToFils(priceOf(p)) < WINE_OFFER_PRICE_LIMIT_FILS,
  );
  const first = wines[0];
  const second = wines.find((p) => priceOf(p) !== priceOf(first!));
  // Below 99 (the most a line may hold), so a quantity above the stock is the server's to refuse.
  const beer = (await productsOf(request, 'beer')).find((p) => stockOf(p) >= 5 && stockOf(p) < 90 && priceOf(p) < 30);
  if (!first || !second || !beer) throw new Error('The demo shop has no suitable wines and beer');
  return { wines: [first, second] as const, beer };
}

/** The cart as the server sums it up, read with the shopper's own token. */
async function serverCart(request: APIRequestContext, session: Session) {
  const answer = await request.get(`/api/v1/auth/carts/${session.userId}`, {
    headers: { authorization: `Bearer ${session.token}` },
  });
  const body = (await answer.json()) as CartResponse;
  if (body.status !== 200) throw new Error('The cart is empty');
  return body.data;
}

/** A shopper, signed up through the API and logged in on `path`. */
async function shopperOn(page: Page, path: string): Promise<Session> {
  const client = await ownClientAddress(page);
  const session = await signUpViaApi(page.request, newShopper('user'), client);
  await openAs(page, session, path);
  return session;
}

async function addFromProductPage(page: Page, product: ProductCard, count: number) {
  if (!page.url().endsWith(`/product/${product.route}`)) await page.goto(`/product/${product.route}`);
  await page.locator('.purchase').getByRole('button', { name: 'Add To Cart' }).click();
  await expect(page.getByRole('button', { name: `Cart, ${count} items` })).toBeVisible();
}

/** Serious or critical axe findings on what the page shows now. */
async function seriousViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
}

/** The value beside a summary term on /cart. */
const summaryRow = (page: Page, term: string | RegExp) =>
  page
    .locator('.cart-summary__rows > div')
    .filter({ has: page.getByText(term, { exact: true }) })
    .locator('dd');

test('a shopper adds two wines and a beer, changes quantities, and sees the wine offer and free delivery', async ({
  page,
}) => {
  longFlow();
  const { wines, beer } = await demoBasket(page.request);
  const session = await shopperOn(page, `/product/${beer.route}`);

  await addFromProductPage(page, beer, 1);
  await page.goto('/cart');
  await expect(summaryRow(page, 'Delivery')).toHaveText('AED 15.00');
  await expect(page.getByText('Free delivery on orders above AED 100.')).toBeVisible();
  await expect(page.getByText(/^Wine offer/)).toHaveCount(0);

  await addFromProductPage(page, wines[0], 2);
  await addFromProductPage(page, wines[1], 3);
  await page.goto('/cart');
  await expect(page.locator('.cart-line')).toHaveCount(3);
  await page.getByRole('button', { name: `Increase quantity of ${beer.name}` }).click();
  await expect(page.getByRole('button', { name: 'Cart, 4 items' })).toBeVisible();
  await expect(page.getByLabel(`Quantity of ${beer.name}`, { exact: true })).toHaveValue('2');

  // A quantity above the stock (the most a line may hold; the beer has fewer than 90): the server's own words, on the
  // line. Other tests buy from the same shop meanwhile, so the count it names is the stock of that moment.
  const beerQty = page.getByLabel(`Quantity of ${beer.name}`, { exact: true });
  await beerQty.fill('99');
  await beerQty.press('Enter');
  const refusal = page.locator('.cart-line').filter({ hasText: beer.name }).getByRole('alert');
  await expect(refusal).toHaveText(/^Only \d+ left in stock\.$/);
  const left = Number(/\d+/.exec((await refusal.textContent()) ?? '')?.[0]);
  expect(left).toBeGreaterThan(0);
  expect(left).toBeLessThan(99);
  await expect(beerQty).toHaveValue('2');

  // The cheaper wine of the pair is up to half price, and the goods are above 100 AED: delivery is free.
  const cart = await serverCart(page.request, session);
  expect(cart.summary.offer_discount).toBe(
    Math.round(aedToFils(Math.min(priceOf(wines[0]), priceOf(wines[1]))) / 2) / 100,
  );
  await expect(summaryRow(page, /^Subtotal \(4 items\)$/)).toHaveText(formatAed(cart.summary.subtotal));
  await expect(summaryRow(page, /^Wine offer/)).toHaveText(`− ${formatAed(cart.summary.offer_discount)}`);
  await expect(summaryRow(page, 'Delivery')).toHaveText('Free');
  await expect(summaryRow(page, 'Total')).toHaveText(formatAed(cart.summary.total));
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Cart, 4 items' }).click();
  await expect(page.locator('.mini-cart__line')).toHaveCount(3);
  expect(await seriousViolations(page)).toEqual([]);
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: `Remove ${beer.name} from cart` }).click();
  await expect(page.locator('.cart-line')).toHaveCount(2);
  await expect(page.getByRole('button', { name: 'Cart, 2 items' })).toBeVisible();
});

test('a bottle moves from the wishlist to the cart, and the wishlist clears', async ({ page }) => {
  longFlow();
  const { wines, beer } = await demoBasket(page.request);
  const wine = wines[0];
  await shopperOn(page, `/product/${wine.route}`);

  await page
    .locator('.purchase')
    .getByRole('button', { name: `Add ${wine.name} to wishlist` })
    .click();
  await expectToast(page, 'Product Added to Wishlist!');
  await expect(
    page.locator('.purchase').getByRole('button', { name: `Remove ${wine.name} from wishlist` }),
  ).toHaveAttribute('aria-pressed', 'true');
  await page.goto(`/product/${beer.route}`);
  await page
    .locator('.purchase')
    .getByRole('button', { name: `Add ${beer.name} to wishlist` })
    .click();
  await expect(page.getByRole('link', { name: 'Wishlist, 2 items' })).toBeVisible();

  await page.getByRole('link', { name: 'Wishlist, 2 items' }).click();
  await expect(page).toHaveURL(/\/wishlist$/);
  const line = page.locator('.wish-line').filter({ hasText: wine.name });
  await line.getByRole('button', { name: 'Add To Cart' }).click();
  await expect(page.getByRole('button', { name: 'Cart, 1 items' })).toBeVisible();
  await expect(line).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Wishlist, 1 items' })).toBeVisible();
  await expect(page.getByText('1 bottle saved')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole('button', { name: 'Clear wishlist' }).click();
  await expectToast(page, 'Wishlist Clear Successfully!');
  await expect(page.getByText('Your wishlist is empty')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Wishlist, 0 items' })).toBeVisible();

  await page.goto('/cart');
  await expect(page.getByLabel(`Quantity of ${wine.name}`, { exact: true })).toHaveValue('1');
});

test("a guest's Add To Cart and heart say 'Please Login First!', and the cart page reads empty", async ({ page }) => {
  await page.goto('/shop/wine');
  const card = page.locator('.grid .card').first();
  await card.getByRole('button', { name: 'Add To Cart' }).click();
  await expectToast(page, 'Please Login First!');

  await page.reload();
  await page
    .locator('.grid .card')
    .first()
    .getByRole('button', { name: /to wishlist$/ })
    .click();
  await expectToast(page, 'Please Login First!');

  await page.goto('/cart');
  await expect(page.getByText('Cart is Empty')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cart, 0 items' })).toBeVisible();
});
