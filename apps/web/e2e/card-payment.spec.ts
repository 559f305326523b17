import type { Page } from '@playwright/test';
import { ORDER_MESSAGES, type ListingResponse } from '@shop/shared/rules';
import { newShopper, openAs, ownClientAddress, signUpViaApi } from './accounts';
import { expect, longFlow, test } from './fixtures';
import { cardOrder, placedOrder } from './orders';

/** Content-Security-Policy reports of the shop's pages, by event or on the console. */
function watchCsp(page: Page): string[] {
  const seen: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) seen.push(message.text());
  });
  return seen;
}

/** From the shop's checkout, as the spec's client does: `window.location.replace(<make-order's answer>)`. */
async function toGateway(page: Page, url: string) {
  await page.evaluate((to) => window.location.replace(to), url);
  await expect(page.getByRole('button', { name: 'Pay', exact: true })).toBeVisible();
}

async function shots(page: Page, name: string) {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: test.info().outputPath(`${name}-${width}.png`), fullPage: true });
  }
}

test('pays by card on the hosted page and comes back to a placed order', async ({ page }) => {
  longFlow();
  const csp = watchCsp(page);
  const client = await ownClientAddress(page);
  const session = await signUpViaApi(page.request, newShopper(), client);
  const { url, number } = await cardOrder(page.request, session, client);
  await openAs(page, session, '/checkout');
  await toGateway(page, url);
  await page.getByRole('button', { name: 'Pay', exact: true }).click();

  await expect(page).toHaveURL(new RegExp(`/checkout/confirmation\\?order=${number}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your order!' })).toBeVisible();
  await expect(page.getByText(/by card online/)).toBeVisible();
  await shots(page, 'card-paid');
  expect(csp).toEqual([]);
});

test('declined on the hosted page: back at checkout with the failure and the cart as it was', async ({ page }) => {
  longFlow();
  const csp = watchCsp(page);
  const client = await ownClientAddress(page);
  const session = await signUpViaApi(page.request, newShopper(), client);
  const { url, name } = await cardOrder(page.request, session, client);
  await openAs(page, session, '/checkout');
  await toGateway(page, url);
  await page.getByRole('button', { name: 'Decline', exact: true }).click();

  await expect(page).toHaveURL(/\/checkout\?status=failed&order=CEL-\d+$/);
  await expect(page.getByRole('alert').filter({ hasText: ORDER_MESSAGES.paymentFailed })).toBeVisible();
  await expect(page.getByText(name).first()).toBeVisible();
  await shots(page, 'card-declined');
  expect(csp).toEqual([]);
});

test("our own checkout offers card online: the gateway's page, then the placed order", async ({ page }) => {
  longFlow();
  const csp = watchCsp(page);
  const client = await ownClientAddress(page);
  const session = await signUpViaApi(page.request, newShopper(), client);
  const auth = { ...client, authorization: `Bearer ${session.token}` };
  const listing = (await (await page.request.get('/api/v1/product-list/beer')).json()) as ListingResponse;
  const [first, second] = listing.product.data.filter((p) => (p.price_variation[0]?.stock ?? 0) > 2);
  const sizeOf = (p: typeof first) => ({
    product_id: p!.id,
    variation_id: p!.price_variation[0]!.variation_id,
    variation_value_id: p!.price_variation[0]!.variation_value_id,
  });
  // A first order by cash proves the shopper's age and leaves a saved address; the card order is the next one.
  await placedOrder(page.request, session, sizeOf(first), client);
  const add = await page.request.post('/api/v1/auth/carts', {
    headers: auth,
    data: {
      user_id: session.userId,
      product_id: second!.id,
      product_variation_id: sizeOf(second).variation_id,
      product_value_id: sizeOf(second).variation_value_id,
      qty: 1,
    },
  });
  expect(add.ok(), await add.text()).toBe(true);

  await openAs(page, session, '/checkout');
  await expect(page.getByRole('radio', { name: /Layla Haddad/ })).toBeChecked();
  const slot = page.getByLabel('Delivery time');
  await expect(slot).toBeEnabled();
  // The second slot offered: the soonest goes when it is two hours away, which a run can cross.
  await slot.selectOption({ index: 2 });
  await page.getByRole('radio', { name: /Card online now/ }).check();
  await shots(page, 'card-online-checkout');
  await page.getByRole('button', { name: 'Pay by card' }).click();
  await page.getByRole('button', { name: 'Pay', exact: true }).click();

  await expect(page).toHaveURL(/\/checkout\/confirmation\?order=CEL-\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your order!' })).toBeVisible();
  await expect(page.getByText(/by card online/)).toBeVisible();
  expect(csp).toEqual([]);
});
