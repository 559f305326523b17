import os from 'node:os';
import path from 'node:path';
import type { ListingResponse, StaffOrderDetail } from '@shop/shared/rules';
import { newShopper, openAs, ownClientAddress, signUpViaApi } from './accounts';
import { expect, longFlow, test } from './fixtures';
import { placedOrder, pngBuffer } from './orders';
import { outboxTo } from './outbox';

const staffKey = { authorization: `Bearer ${process.env.E2E_STAFF_KEY}` };

/**
 * Issue 25, item 6a: the shop holds an order until its buyer's Emirates ID is checked. A rejected ID tells the buyer
 * why, and the order's page takes a new one, which staff then check.
 */
test('a shopper whose Emirates ID was rejected reads why on the order page and sends a new one', async ({ page }) => {
  longFlow();
  const client = await ownClientAddress(page);
  const shopper = newShopper();
  const session = await signUpViaApi(page.request, shopper, client);
  const listing = (await (await page.request.get('/api/v1/product-list/wine')).json()) as ListingResponse;
  const wine = listing.product.data.find((p) => (p.price_variation[0]?.stock ?? 0) > 3)!;
  const number = await placedOrder(page.request, session, wine.price_variation[0]!, client);

  const staffOrder = async () =>
    (await (
      await page.request.get(`/api/v1/staff/orders/${number}`, { headers: staffKey })
    ).json()) as StaffOrderDetail;
  const [first] = (await staffOrder()).age.documents;
  // Until staff look at it, the order's page says the ID is being checked.
  await openAs(page, session, `/account/order?number=${number}`);
  const proof = page.getByRole('region', { name: 'Proof of age' });
  await expect(proof).toContainText('We are checking your Emirates ID.');

  const rejected = await page.request.post(`/api/v1/staff/id-documents/${first!.id}/decision`, {
    headers: staffKey,
    data: { decision: 'rejected', reason: 'the photo is too dark to read' },
  });
  expect(rejected.ok()).toBe(true);
  // The shopper hears of it by e-mail, with where to send a new one.
  await expect
    .poll(async () => (await outboxTo(shopper.email)).map((m) => m.text).find((t) => t.includes('too dark')))
    .toContain('/account/orders');

  await page.reload();
  await expect(proof).toContainText(
    'We could not verify your Emirates ID: the photo is too dark to read. We hold your order until we can.',
  );
  // As the shopper sees it, on a phone and at a desk (the pictures are for a person to look at).
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: path.join(os.tmpdir(), 'cellar-screens', `order-id-rejected-${width}.png`) });
  }
  await proof.getByRole('button', { name: 'Send the new ID' }).click();
  await expect(proof.getByRole('alert')).toHaveText('Please choose a photo or scan of your Emirates ID.');
  await proof
    .getByLabel('A new Emirates ID (front)')
    .setInputFiles({ name: 'emirates-id.png', mimeType: 'image/png', buffer: pngBuffer(64) });
  await proof.getByRole('button', { name: 'Send the new ID' }).click();
  await expect(proof).toContainText('We are checking your Emirates ID.');

  // Staff see the new upload first, waiting for them, and the rejected one below it.
  const [newest, old] = (await staffOrder()).age.documents;
  expect(newest).toMatchObject({ decision: 'pending' });
  expect(old).toMatchObject({ id: first!.id, decision: 'rejected', reason: 'the photo is too dark to read' });
});
