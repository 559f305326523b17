import { ORDER_MESSAGES, type OrderDetail, type Slot } from '@shop/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.ts';
import { signUp } from '../../testing/accounts.ts';
import { shelf } from '../../testing/shopping.ts';
import { createTestApp, testDatabases, type TestApp } from '../../testing/test-app.ts';
import { seedCatalogFixture } from '../catalog/catalog.fixtures.ts';
import { seedClient } from './orders.seed-client.fixtures.ts';

/**
 * The spec's own client places a cash order (issue 23): it uploads the Emirates ID, then sends make-order with no
 * slot, the uploaded file's own name as `eid` and its own figures, and replaces the page with the answer.
 */
describe.each(testDatabases())("the spec's client placing an order on %s", (kind) => {
  let t: TestApp;
  // No PUBLIC_BASE_URL: the answer is on the origin the request came to.
  const SHOP = { host: 'cellar.test' };
  beforeAll(async () => {
    t = await createTestApp(kind, {
      env: { CATALOG_POLL_MS: '0' },
      seed: async (db) => {
        await seedCatalogFixture(db);
      },
    });
  });
  afterAll(() => t?.close());

  const wineInStock = async () => (await shelf(t, 'wine')).find((w) => w.price_variation[0]!.stock >= 2)!;
  const slotsNow = async (kind: 'delivery' | 'pickup') =>
    ((await t.app.inject({ method: 'GET', url: '/api/v1/delivery-slots' })).json()[kind] as Slot[])[0]!.id;
  const eidOf = async (orderNumber: string) =>
    (
      await queryRows<{ eid_document_id: number | null }>(
        t.db,
        sql`select eid_document_id from orders where order_number = ${orderNumber}`,
      )
    )[0]!.eid_document_id;
  const uploadsOf = async (userId: number) =>
    (
      await queryRows<{ id: number }>(t.db, sql`select id from eid_documents where user_id = ${userId} order by id`)
    ).map((r) => Number(r.id));

  /** Places an order as the client does, and checks what it answers: the success URL, with a slot the shop offers. */
  async function placeAsClient(client: ReturnType<typeof seedClient>, body: object, kind: 'delivery' | 'pickup') {
    const before = await slotsNow(kind);
    const placed = await client.makeOrder(body);
    const after = await slotsNow(kind);
    expect(placed.statusCode, placed.body).toBe(201);
    // A JSON string: the client's `window.location.replace(body)` goes to the shop's checkout, which shows success.
    const url = new URL(placed.json() as string);
    expect(`${url.origin}${url.pathname}`).toBe('http://cellar.test/checkout');
    expect(url.searchParams.get('status')).toBe('success');
    const number = placed.headers['x-order-number'] as string;
    expect(url.searchParams.get('order')).toBe(number);
    const detail = (await client.call('GET', `/auth/order-detail/${number}`)).json() as OrderDetail;
    // The next slot of its kind, as the storefront offers them (computed just before or just after the order).
    expect([before, after]).toContain(detail.slot.id);
    return detail;
  }

  it("uploads the Emirates ID, then orders for delivery with the file's own name, no slot and its own figures", async () => {
    const session = await signUp(t);
    const client = seedClient(t, session, SHOP);
    expect((await client.addToCart(await wineInStock(), 2)).json().status).toBe(200);
    const addressId = await client.firstAddressId();
    expect((await client.uploadEid()).statusCode).toBe(200);
    const [upload] = await uploadsOf(session.user.id);

    const detail = await placeAsClient(client, await client.makeOrderBody('delivery', addressId), 'delivery');
    expect(detail).toMatchObject({
      fulfilment: 'delivery',
      payment: 'cash',
      eid_provided: true,
      billing_address: { address_line1: 'Villa 12, Street 4' },
    });
    expect(detail.order_details.map((l) => l.qty)).toEqual([2]);
    expect(await eidOf(detail.order_number)).toBe(upload);
  });

  it('orders for pickup the same way', async () => {
    const session = await signUp(t);
    const client = seedClient(t, session, SHOP);
    await client.addToCart(await wineInStock(), 1);
    const addressId = await client.firstAddressId();
    await client.uploadEid();
    const detail = await placeAsClient(client, await client.makeOrderBody('pickup', addressId), 'pickup');
    expect(detail).toMatchObject({
      fulfilment: 'pickup',
      shipping: 0,
      billing_address: null,
      payment: 'cash',
      eid_provided: true,
    });
  });

  it('needs no new upload from a customer whose age an earlier order proved', async () => {
    const session = await signUp(t);
    const client = seedClient(t, session, SHOP);
    await client.addToCart(await wineInStock(), 1);
    const addressId = await client.firstAddressId();
    await client.uploadEid();
    await placeAsClient(client, await client.makeOrderBody('delivery', addressId), 'delivery');

    // The next order names the same file, but nothing new was uploaded: the first order proved the age.
    await client.addToCart(await wineInStock(), 1);
    const second = await placeAsClient(client, await client.makeOrderBody('pickup', addressId), 'pickup');
    expect(second.eid_provided).toBe(true);
    expect(await eidOf(second.order_number)).toBeNull();
    expect(await uploadsOf(session.user.id)).toHaveLength(1);
  });

  it("takes only the customer's own fresh upload that no order used: never another customer's, an old one or a used one", async () => {
    const other = seedClient(t, await signUp(t), SHOP);
    await other.uploadEid();
    const session = await signUp(t);
    const client = seedClient(t, session, SHOP);
    await client.addToCart(await wineInStock(), 1);
    const addressId = await client.firstAddressId();
    const refusedNow = async () => {
      const res = await client.makeOrder(await client.makeOrderBody('delivery', addressId));
      expect(res.statusCode, res.body).toBe(422);
      // A customer who named an upload hears it was not found, not that this is their first order.
      expect(res.json()).toMatchObject({
        error: ORDER_MESSAGES.eidNotFound,
        errors: { eid: [ORDER_MESSAGES.eidNotFound] },
      });
    };
    // The other customer's upload, a moment old and unused, is not this customer's.
    await refusedNow();

    // An upload made more than an hour ago is not the one just made.
    await client.uploadEid();
    const [old] = await uploadsOf(session.user.id);
    await t.db.execute(sql`update eid_documents set created_at = now() - interval '61 minutes' where id = ${old!}`);
    await refusedNow();

    // One an order already used is not new: here that order was cancelled, so the age is not proven either.
    await t.db.execute(sql`update eid_documents set created_at = now() where id = ${old!}`);
    const first = await placeAsClient(client, await client.makeOrderBody('delivery', addressId), 'delivery');
    expect(await eidOf(first.order_number)).toBe(old);
    expect((await client.call('POST', `/auth/orders/${first.order_number}/cancel`)).statusCode).toBe(200);
    await client.addToCart(await wineInStock(), 1);
    await refusedNow();
    expect(ORDER_MESSAGES.eidNotFound).not.toMatch(/first order/);

    // A new upload is.
    await client.uploadEid('IMG_2042.jpg');
    const second = await placeAsClient(client, await client.makeOrderBody('delivery', addressId), 'delivery');
    expect(await eidOf(second.order_number)).toBe((await uploadsOf(session.user.id)).at(-1));
  });

  it('tells a customer with no proof of age and no upload to upload one for their first order', async () => {
    const client = seedClient(t, await signUp(t), SHOP);
    await client.addToCart(await wineInStock(), 1);
    const res = await client.makeOrder(await client.makeOrderBody('pickup', undefined, { eid: undefined }));
    expect(res.statusCode).toBe(422);
    expect(res.json().error).toBe(ORDER_MESSAGES.needsEid);
  });

  it('refuses a proven customer naming an upload id that is not theirs, without speaking of a first order', async () => {
    const other = seedClient(t, await signUp(t), SHOP);
    const theirs = (await other.uploadEid()).json().eid as string;
    const session = await signUp(t);
    const client = seedClient(t, session, SHOP);
    await client.addToCart(await wineInStock(), 1);
    await client.uploadEid();
    await placeAsClient(client, await client.makeOrderBody('pickup', undefined), 'pickup');
    await client.addToCart(await wineInStock(), 1);
    const res = await client.makeOrder(await client.makeOrderBody('pickup', undefined, { eid: theirs }));
    expect(res.statusCode).toBe(422);
    expect(res.json().error).toBe(ORDER_MESSAGES.eidNotFound);
    expect(res.json().error).not.toMatch(/first order/);
    // Naming nothing, the proven customer orders.
    expect(
      (await client.makeOrder(await client.makeOrderBody('pickup', undefined, { eid: undefined }))).statusCode,
    ).toBe(201);
  });
});
