import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import type { ListingResponse } from '@shop/shared/rules';
import { newShopper, openAs, ownClientAddress, signUpViaApi } from './accounts';
import { expect, expectToast, longFlow, test } from './fixtures';
import { pngBuffer, verifyBuyerAge } from './orders';

type Session = Awaited<ReturnType<typeof signUpViaApi>>;

/**
 * Puts an in-stock product of the demo shop in the shopper's cart through the API, as the product page would; its name.
 */
async function fillCart(
  request: APIRequestContext,
  session: Session,
  headers: Record<string, string>,
): Promise<string> {
  const listing = (await (await request.get('/api/v1/product-list/beer')).json()) as ListingResponse;
  const product = listing.product.data.find((p) => (p.price_variation[0]?.stock ?? 0) > 2);
  if (!product) throw new Error('The demo shop has no beer in stock');
  const size = product.price_variation[0]!;
  const added = await request.post('/api/v1/auth/carts', {
    headers: { ...headers, authorization: `Bearer ${session.token}` },
    data: {
      user_id: session.userId,
      product_id: product.id,
      product_variation_id: size.variation_id,
      product_value_id: size.variation_value_id,
      qty: 2,
    },
  });
  expect(added.ok(), await added.text()).toBe(true);
  return product.name.replace(/<[^>]*>/g, '');
}

async function seriousViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id}: ${v.nodes
          .slice(0, 3)
          .map((n) => n.target.join(' '))
          .join(' | ')}`,
    );
}

test('a first order: new address, delivery slot, Emirates ID, cash; confirmation, tracking as the shop moves it, invoice', async ({
  page,
}) => {
  longFlow();
  const client = await ownClientAddress(page);
  const session = await signUpViaApi(page.request, newShopper(), client);
  const productName = await fillCart(page.request, session, client);
  await openAs(page, session, '/checkout');

  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  const summary = page.getByRole('region', { name: 'Your order' });
  await expect(summary).toContainText(productName);

  // No saved address yet: the new-address form is open.
  const form = page.getByRole('group', { name: 'New delivery address' });
  await form.getByLabel('Full name').fill('Layla Haddad');
  await form.getByLabel('Mobile').fill('050 123 4567');
  await form.getByLabel('Emirate').selectOption('Dubai');
  await form.getByLabel('Area and street').fill('Al Wasl Road, Jumeirah 1');
  await form.getByLabel('Building, villa or flat (optional)').fill('Villa 12');
  await form.getByRole('button', { name: 'Save address' }).click();
  await expectToast(page, 'Address Saved Successfully!');
  await expect(page.getByRole('radio', { name: /Layla Haddad/ })).toBeChecked();

  const slot = page.getByLabel('Delivery time');
  await expect(slot).toBeEnabled();
  // The second slot offered: the soonest goes when it is two hours away, which a run can cross.
  await slot.selectOption({ index: 2 });
  await page.getByLabel('Delivery notes (optional)').fill('Please call on arrival');
  await page
    .getByLabel('Emirates ID (front)')
    .setInputFiles({ name: 'emirates-id.png', mimeType: 'image/png', buffer: pngBuffer() });
  await expect(page.getByRole('radio', { name: /Cash on delivery/ })).toBeChecked();
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page).toHaveURL(/\/checkout\/confirmation\?order=CEL-\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your order!' })).toBeVisible();
  const orderNumber = new URL(page.url()).searchParams.get('order')!;
  await expect(page.getByText(orderNumber, { exact: true })).toBeVisible();

  // The cart was ordered whole.
  const cart = await page.request.get(`/api/v1/auth/carts/${session.userId}`, {
    headers: { authorization: `Bearer ${session.token}` },
  });
  expect((await cart.json()).status).toBe(404);

  await page.getByRole('link', { name: 'All your orders' }).click();
  await expect(page).toHaveURL(/\/account\/orders$/);
  await page.getByRole('link', { name: `Order ${orderNumber}` }).click();
  await expect(page).toHaveURL(new RegExp(`/account/order\\?number=${orderNumber}$`));
  await expect(page.getByRole('heading', { level: 1, name: `Order ${orderNumber}` })).toBeVisible();
  const tracking = page.getByRole('region', { name: 'Tracking' }).getByRole('listitem');
  await expect(tracking.filter({ hasText: 'Placed' })).toContainText(/\d{1,2} \w{3} \d{4}, \d{2}:\d{2}/);
  await expect(tracking.filter({ hasText: 'Confirmed' })).toContainText('Not yet');
  await expect(page.getByRole('button', { name: 'Cancel order' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // The shop checks the buyer's Emirates ID and confirms the order (the staff calls, as a manager's service account),
  // and the shopper sees it after a reload.
  await verifyBuyerAge(page.request, orderNumber);
  const moved = await page.request.post(`/api/v1/staff/orders/${orderNumber}/state`, {
    headers: { authorization: `Bearer ${process.env.E2E_STAFF_KEY}` },
    data: { state: 'confirmed' },
  });
  expect(moved.ok(), await moved.text()).toBe(true);
  await page.reload();
  await expect(tracking.filter({ hasText: 'Confirmed' })).toContainText(/\d{1,2} \w{3} \d{4}, \d{2}:\d{2}/);
  await expect(tracking.filter({ hasText: 'Confirmed' })).toHaveAttribute('aria-current', 'step');
  await expect(page.getByRole('button', { name: 'Cancel order' })).toHaveCount(0);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download tax invoice (PDF)' }).click();
  const invoice = await download;
  expect(invoice.suggestedFilename()).toBe(`invoice-${orderNumber}.pdf`);
  const chunks: Buffer[] = [];
  for await (const chunk of await invoice.createReadStream()) chunks.push(chunk as Buffer);
  expect(Buffer.concat(chunks).subarray(0, 5).toString('latin1')).toBe('%PDF-');
});

test('a guest opening /checkout is asked to log in', async ({ page }) => {
  await page.goto('/checkout');
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  await expect(page.getByText('Please Login First to Checkout.')).toBeVisible();
  await page.getByRole('button', { name: 'Login' }).last().click();
  await expect(page.getByRole('dialog')).toBeVisible();
});
