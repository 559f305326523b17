import fs from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { RETURN_MESSAGES, type ListingResponse, type OrderDetail } from '@shop/shared/rules';
import { openAs, newShopper, ownClientAddress, signUpViaApi } from './accounts';
import { axeFindings, DESK, PHONE, shot } from './admin-screens';
import { shopperPage, signInAreaOwner } from './back-office';
import { cardOrder, deliveredOrder } from './orders';

/**
 * Returns and refunds (decision 028) from both sides: a shopper asks, on a delivered order's page, to return an
 * unopened bottle; staff approve the request on the back office's Returns screen and mark the goods received,
 * refunding them in cash; the shopper's order then reads Refunded, with a credit note that downloads as a PDF.
 * Its own owners (E2E_RETURNS_OWNER_*, E2E_REFUNDS_OWNER_*), as the other back office specs.
 */

/** The shopper's order page, once the app has hydrated (its buttons work). */
async function openOrder(shop: Page, url: string) {
  await shop.goto(url);
  await expect(shop.locator('html')).toHaveAttribute('data-ready');
}

test('a shopper returns an unopened bottle, staff approve it and refund it in cash, the shopper gets a credit note', async ({
  page,
  browser,
}) => {
  test.slow();
  const shop = await shopperPage(browser, DESK);
  const client = await ownClientAddress(shop);
  const session = await signUpViaApi(shop.request, newShopper(), client);
  const listing = (await (await shop.request.get('/api/v1/product-list/wine')).json()) as ListingResponse;
  const wine = listing.product.data.find((p) => (p.price_variation[0]?.stock ?? 0) > 3)!;
  const number = await deliveredOrder(shop.request, session, wine.price_variation[0]!, client);
  const orderUrl = `/account/order?number=${number}`;

  // The shopper asks for the return from the order's page.
  await openAs(shop, session, orderUrl);
  await expect(shop.locator('html')).toHaveAttribute('data-ready');
  await shop.getByRole('button', { name: 'Return items' }).click();
  const form = shop.getByRole('region', { name: 'Return items' });
  await expect(form.getByRole('heading', { name: 'Return items' })).toBeFocused();
  await expect(form).toContainText('You can ask for a return until');
  // Nothing chosen yet: the form says what is missing, in the server's words, and sends nothing.
  await form.getByRole('button', { name: 'Send the return request' }).click();
  await expect(form.getByText(RETURN_MESSAGES.noLines)).toBeVisible();
  await expect(form.getByText(RETURN_MESSAGES.reasonRequired)).toBeVisible();

  await form.getByRole('combobox').first().selectOption('1');
  await form.getByRole('radio', { name: 'I changed my mind (unopened)' }).check();
  await form.getByRole('checkbox', { name: 'The items are unopened and in their original condition' }).check();
  // As the shopper sees the form, on a phone and at a desk (the pictures are for a person to look at).
  for (const viewport of [PHONE, DESK]) {
    await shop.setViewportSize(viewport);
    await shot(shop, `return-form-${viewport.width}`, 'cellar-screens');
  }
  await form.getByRole('button', { name: 'Send the return request' }).click();
  await expect(shop.locator('.Toastify').getByText(RETURN_MESSAGES.requested, { exact: true })).toBeVisible();
  const returns = shop.getByRole('region', { name: 'Returns and refunds' });
  await expect(returns).toContainText('Return requested');
  await expect(shop.getByRole('button', { name: 'Return items' })).toHaveCount(0);

  // Staff see it waiting on the Returns screen, under Orders, and approve it.
  await signInAreaOwner(page, 'RETURNS');
  await page.getByRole('navigation', { name: 'Orders area' }).getByRole('link', { name: 'Returns' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Returns' })).toBeFocused();
  const card = page.getByRole('article', { name: number });
  await expect(card).toContainText('I changed my mind (unopened)');
  await expect(card).toContainText('Cash on delivery');
  for (const viewport of [PHONE, DESK]) {
    await page.setViewportSize(viewport);
    await shot(page, `returns-${viewport.width}`);
  }
  expect(await axeFindings(page)).toEqual([]);
  await card.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByRole('status').filter({ hasText: RETURN_MESSAGES.approved })).toBeVisible();
  await expect(card).toHaveCount(0);

  // The goods come back: staff mark them received, refunded in cash, and put back in stock.
  await page
    .getByRole('navigation', { name: 'Return status' })
    .getByRole('link', { name: /Approved/ })
    .click();
  await card.getByRole('button', { name: 'Mark received' }).click();
  const receive = card.getByRole('form', { name: 'Mark the return received' });
  await expect(receive.getByRole('radio', { name: 'To the card' })).toHaveCount(0);
  await receive.getByRole('radio', { name: 'In cash' }).check();
  await expect(receive.getByRole('checkbox', { name: 'Refund the delivery charge' })).not.toBeChecked();
  await expect(receive.getByRole('checkbox', { name: 'Put the items back in stock' })).toBeChecked();
  await receive.getByRole('button', { name: 'Mark received and refund' }).click();
  await expect(page.getByRole('status').filter({ hasText: RETURN_MESSAGES.received })).toBeVisible();

  // The order's page in the back office lists the return and the refund, with its credit note.
  await page.goto(`/admin/orders/${number}`);
  const staffPanel = page.getByRole('region', { name: 'Returns and refunds' });
  await expect(staffPanel).toContainText('Returned');
  const staffNote = staffPanel.getByRole('link', { name: /Credit note/ });
  const staffPdf = await page.request.get((await staffNote.getAttribute('href'))!);
  expect(staffPdf.status()).toBe(200);
  expect(staffPdf.headers()['content-type']).toContain('application/pdf');

  // The shopper's order now reads Refunded, on its timeline too, and its credit note downloads as a PDF.
  await openOrder(shop, orderUrl);
  await expect(shop.getByRole('region', { name: 'Tracking' }).getByText('Refunded', { exact: true })).toBeVisible();
  await expect(returns).toContainText('Returned');
  await expect(returns).toContainText('In cash');
  const detail = (await (
    await shop.request.get(`/api/v1/auth/order-detail/${number}`, {
      headers: { ...client, authorization: `Bearer ${session.token}` },
    })
  ).json()) as OrderDetail;
  const noteUrl = detail.refunds[0]?.credit_note_url;
  expect(noteUrl).toBeTruthy();
  const notePath = noteUrl!.replace(/^\/api\/v1/, '');
  const [response, download] = await Promise.all([
    shop.waitForResponse((r) => new URL(r.url()).pathname.endsWith(notePath)),
    shop.waitForEvent('download'),
    returns.getByRole('button', { name: /Credit note/ }).click(),
  ]);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('application/pdf');
  expect(
    fs
      .readFileSync((await download.path())!)
      .subarray(0, 5)
      .toString('latin1'),
  ).toBe('%PDF-');
  await shop.close();
});

test('staff cancel an order paid by card online: the payment goes back to the card, with a credit note', async ({
  page,
  browser,
}) => {
  test.slow();
  const shop = await shopperPage(browser, DESK);
  const client = await ownClientAddress(shop);
  const session = await signUpViaApi(shop.request, newShopper(), client);
  const { url, number } = await cardOrder(shop.request, session, client);
  // The shopper pays on the gateway's page (the stand-in the server starts) and comes back to a placed order.
  await openAs(shop, session, '/checkout');
  await shop.evaluate((to) => window.location.replace(to), url);
  await shop.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(shop).toHaveURL(new RegExp(`/checkout/confirmation\\?order=${number}$`));

  // Staff cancel it from the order's page: the card payment is refunded through the gateway. An owner of its own:
  // the return above signs in the returns' owner, and one person's second sign-in would wait for the next code.
  await signInAreaOwner(page, 'REFUNDS');
  await page.goto(`/admin/orders/${number}`);
  const payment = page.getByRole('region', { name: 'Payment' });
  await expect(payment).toContainText('N-Genius (card online)');
  await page.getByRole('button', { name: 'Cancel order' }).click();
  await page
    .getByRole('form', { name: 'Cancel the order' })
    .getByRole('button', { name: 'Yes, cancel the order' })
    .click();
  const panel = page.getByRole('region', { name: 'Returns and refunds' });
  await expect(panel.getByRole('list', { name: 'Refunds' })).toContainText('Cancelled order');
  await expect(panel.getByRole('link', { name: /Credit note CN-\d+/ })).toBeVisible();
  // The payment as read back from the gateway: all of it refunded.
  const captured = await payment.locator('dt:text-is("Captured") + dd').textContent();
  await expect(payment.locator('dt:text-is("Refunded") + dd')).toHaveText(captured!);
  for (const viewport of [PHONE, DESK]) {
    await page.setViewportSize(viewport);
    await shot(page, `card-refund-${viewport.width}`);
  }
  const note = await page.request.get((await panel.getByRole('link', { name: /Credit note/ }).getAttribute('href'))!);
  expect(note.status()).toBe(200);
  expect(note.headers()['content-type']).toContain('application/pdf');

  // The shopper's order reads Cancelled, then Refunded.
  await openOrder(shop, `/account/order?number=${number}`);
  const tracking = shop.getByRole('region', { name: 'Tracking' });
  await expect(tracking.getByText('Cancelled', { exact: true })).toBeVisible();
  await expect(tracking.getByText('Refunded', { exact: true })).toBeVisible();
  await shop.close();
});
