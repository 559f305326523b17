import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import type { ListingResponse } from '@shop/shared/rules';
import { newShopper, openAs, ownClientAddress, signUpViaApi } from './accounts';
import { expect, expectToast, longFlow, test } from './fixtures';
import { outboxTo } from './outbox';

/**
 * A wine of the demo shop with two sizes or more (the size choice matters), else any wine: its page, name and sizes.
 */
async function aWine(request: APIRequestContext) {
  const listing = (await (await request.get('/api/v1/product-list/wine')).json()) as ListingResponse;
  const product = listing.product.data.find((p) => p.price_variation.length > 1) ?? listing.product.data[0];
  if (!product) throw new Error('The demo shop has no wine');
  return {
    path: `/product/${product.category.route}/${product.route}`,
    name: product.name.replace(/<[^>]*>/g, ''),
    sizes: product.price_variation,
  };
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

test('a corporate user requests a quotation from a product page and sees it on /account with status Received', async ({
  page,
}) => {
  longFlow();
  const client = await ownClientAddress(page);
  const buyer = newShopper('corporate');
  const session = await signUpViaApi(page.request, buyer, client);
  const wine = await aWine(page.request);
  await openAs(page, session, wine.path);

  // No cart for a corporate buyer (spec section 6): the quotation box stands where it would be.
  await expect(page.getByRole('heading', { name: 'Buying for your company?' })).toBeVisible();
  await expect(page.getByRole('button', { name: /add to cart/i })).toHaveCount(0);
  const size = wine.sizes.at(-1)!;
  if (wine.sizes.length > 1) await page.getByRole('radio', { name: size.value }).check();
  await page.getByLabel('Quantity', { exact: true }).fill('24');
  await page.getByRole('button', { name: 'Request a quotation' }).click();

  const form = page.getByRole('form', { name: 'Your quotation request' });
  await expect(form.getByLabel(`Quantity of ${wine.name}, ${size.value}`)).toHaveValue('24');
  // The company's details come from the account, and may be changed.
  await expect(form.getByLabel('Company')).toHaveValue('Events LLC');
  await expect(form.getByLabel('Contact name')).toHaveValue('Omar Saleh');
  await expect(form.getByLabel('E-mail')).toHaveValue(buyer.email);
  await form.getByLabel('Event type (optional)').selectOption('Conference');
  await form.getByRole('button', { name: 'Send quotation request' }).click();
  await expect(form.getByLabel('Message')).toBeFocused();
  await expect(form.getByText('Please Enter Message.')).toBeVisible();
  await form.getByLabel('Message').fill('For 120 guests on 12 May.\nDelivery to the Marina.');
  expect(await seriousViolations(page)).toEqual([]);
  await form.getByRole('button', { name: 'Send quotation request' }).click();

  await expectToast(page, 'Data has been Submitted Successfully!');
  const thanks = page.getByText(/^Thank you! Your request QUO-\d{6} has been received\.$/);
  await expect(thanks).toBeVisible();
  const number = /QUO-\d{6}/.exec((await thanks.textContent())!)![0];
  // Acknowledged to the buyer by e-mail.
  await expect
    .poll(async () => (await outboxTo(buyer.email)).some((m) => m.text.includes(number) && m.text.includes(wine.name)))
    .toBe(true);

  await page.getByRole('link', { name: 'See my quotations' }).click();
  await expect(page).toHaveURL(/\/account$/);
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: `Quotation ${number}` }) });
  await expect(card).toContainText('Received');
  await expect(card).toContainText(`24 × ${wine.name}`);
  await expect(card).toContainText('Events LLC · Conference');
  // No orders for a corporate buyer, in the account's tabs either.
  await expect(page.getByRole('link', { name: 'My orders' })).toHaveCount(0);

  // The trade team marks it quoted (the staff call behind `npm run quotation:status`, as the support account); the
  // buyer sees it.
  const moved = await page.request.post(`/api/v1/staff/quotations/${number}/status`, {
    headers: { authorization: `Bearer ${process.env.E2E_SUPPORT_KEY}` },
    data: { status: 'quoted' },
  });
  expect(moved.ok(), await moved.text()).toBe(true);
  await page.reload();
  await expect(card).toContainText('Quoted');
});

test('an individual user sees no quotation action, and the API refuses them', async ({ page }) => {
  const client = await ownClientAddress(page);
  const session = await signUpViaApi(page.request, newShopper('user'), client);
  const wine = await aWine(page.request);
  await openAs(page, session, wine.path);
  await expect(page.locator('.purchase').getByRole('button', { name: 'Add To Cart' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Request a quotation' })).toHaveCount(0);
  await expect(page.getByText('Buying for your company?')).toHaveCount(0);

  const headers = { ...client, authorization: `Bearer ${session.token}` };
  const body = {
    items: [{ price_variation_id: wine.sizes[0]!.id, qty: 6 }],
    company_name: 'Me',
    full_name: 'Layla Haddad',
    email: 'layla@example.com',
    mobile: '0501234567',
    message: 'Hi',
  };
  const asked = await page.request.post('/api/v1/product-quotation', { headers, data: body });
  expect(asked.status()).toBe(403);
  expect((await asked.json()).code).toBe('CORPORATE_ONLY');
  expect((await page.request.get('/api/v1/auth/quotations', { headers })).status()).toBe(403);
  expect((await page.request.post('/api/v1/product-quotation', { headers: client, data: body })).status()).toBe(401);
});
