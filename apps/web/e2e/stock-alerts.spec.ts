import { randomUUID } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import type { ProductCard } from '@shop/shared/rules';
import { newShopper, openAs, ownClientAddress, signUpViaApi } from './accounts';
import { expect, expectToast, longFlow, test } from './fixtures';
import { outboxTo } from './outbox';

const FORM_NAME = 'Get an e-mail when this size is back in stock.';
/** The fulfilment account's key: stock is fulfilment's to set. */
const staff = { authorization: `Bearer ${process.env.E2E_STAFF_KEY}` };

/** A product of a shelf no other spec shops from, with its default size in stock (ids are the seed's, read here). */
async function productOf(request: APIRequestContext, cat: string): Promise<ProductCard> {
  const body = (await (await request.get(`/api/v1/product-list-get/${cat}`)).json()) as { product: ProductCard[] };
  const found = body.product.find((p) => (p.price_variation[0]?.stock ?? 0) > 0);
  if (!found) throw new Error(`The demo shop has no ${cat} in stock`);
  return found;
}

/** The staff call that sets a size's counted stock (the shop's stock tooling), with the reason it asks for. */
async function setStock(request: APIRequestContext, priceVariationId: number, stock: number) {
  const res = await request.put(`/api/v1/staff/stock/${priceVariationId}`, {
    headers: staff,
    data: { stock, reason: 'e2e: stock alert test' },
  });
  expect(res.status(), await res.text()).toBe(200);
}

/** Errors and warnings the page logs (a hydration mismatch is one), but the blocked service worker's. */
function problemsOf(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (m) => {
    if ((m.type() === 'error' || m.type() === 'warning') && !/Service Worker registration blocked/.test(m.text()))
      problems.push(`${m.type()}: ${m.text()}`);
  });
  page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
  return problems;
}

/** Serious or critical accessibility problems on the page as it is now. */
async function seriousViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page })
    .include('.purchase')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
}

test('ask for an alert on an out-of-stock size and receive it in the outbox when stock returns', async ({
  page,
  request,
}) => {
  longFlow();
  const product = await productOf(request, 'rum');
  const size = product.price_variation[0]!;
  const path = `/product/${product.category.route}/${product.route}`;
  const email = `waiting-${randomUUID().slice(0, 8)}@example.com`;
  await ownClientAddress(page);
  await setStock(request, size.id, 0);
  try {
    const problems = problemsOf(page);
    await page.goto(path);
    await expect(page.locator('.stock')).toHaveText('Out Of Stock');
    const form = page.getByRole('form', { name: FORM_NAME });
    // The form is in the page the server sent, and hydrates without a mismatch.
    await expect(form).toBeVisible();

    // By keyboard: nothing typed is refused under the field, which takes the focus.
    await form.getByLabel('E-mail').focus();
    await page.keyboard.press('Enter');
    await expect(form.getByLabel('E-mail')).toBeFocused();
    await expect(form.getByLabel('E-mail')).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByRole('alert')).toHaveText('Please Enter Email Address.');
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.type(email);
    await page.keyboard.press('Enter');
    const confirmation = `We will e-mail ${email} once, when ${size.value} is back in stock.`;
    await expectToast(page, confirmation);
    await expect(form.getByRole('status')).toHaveText(confirmation);
    await expect(form.getByRole('status')).toBeFocused();
    expect(await outboxTo(email)).toEqual([]);
    expect(problems).toEqual([]);
  } finally {
    await setStock(request, size.id, size.stock);
  }

  await expect.poll(async () => (await outboxTo(email)).length).toBe(1);
  const [mail] = await outboxTo(email);
  const link = /Order it here: (\S+)/.exec(mail!.text)?.[1];
  expect(link).toBe(new URL(path, test.info().project.use.baseURL).href);
  await page.goto(link!);
  await expect(page.locator('.stock')).toHaveText(/In stock/);
  await expect(page.getByRole('form', { name: FORM_NAME })).toHaveCount(0);
  // Sent once: more stock later sends nothing more.
  await setStock(request, size.id, size.stock + 1);
  await page.waitForTimeout(500);
  expect(await outboxTo(email)).toHaveLength(1);
  await setStock(request, size.id, size.stock);
});

test('a signed-in shopper asks with one press, for the account address', async ({ page, request }) => {
  longFlow();
  const product = await productOf(request, 'tequila');
  const size = product.price_variation[0]!;
  const shopper = newShopper();
  const session = await signUpViaApi(request, shopper, await ownClientAddress(page));
  await setStock(request, size.id, 0);
  try {
    const problems = problemsOf(page);
    // The page is rendered for a guest (shared, cached HTML); the signed-in form follows once it has hydrated.
    await openAs(page, session, `/product/${product.category.route}/${product.route}`);
    const form = page.getByRole('form', { name: FORM_NAME });
    await expect(form.getByText('We will write once to')).toBeVisible();
    await expect(form.getByLabel('E-mail')).toHaveCount(0);
    await form.getByRole('button', { name: 'Notify me' }).click();
    await expectToast(page, `We will e-mail ${shopper.email} once, when ${size.value} is back in stock.`);
    expect(problems).toEqual([]);
  } finally {
    await setStock(request, size.id, size.stock);
  }
  await expect
    .poll(async () => (await outboxTo(shopper.email)).filter((m) => m.text.includes('is back in stock')).length)
    .toBe(1);
});

test('the stock tooling answers only to a staff key whose role sets stock', async ({ request }) => {
  const product = await productOf(request, 'rum');
  const url = `/api/v1/staff/stock/${product.price_variation[0]!.id}`;
  const data = { stock: 0, reason: 'e2e: must be refused' };
  const anonymous = await request.put(url, { data });
  expect(anonymous.status()).toBe(401);
  expect(await anonymous.json()).toMatchObject({ code: 'STAFF_LOGIN_REQUIRED' });
  // Support is staff, but stock is not theirs to set.
  const support = await request.put(url, { data, headers: { authorization: `Bearer ${process.env.E2E_SUPPORT_KEY}` } });
  expect(support.status()).toBe(403);
  expect(await support.json()).toMatchObject({ code: 'STAFF_FORBIDDEN' });
});
