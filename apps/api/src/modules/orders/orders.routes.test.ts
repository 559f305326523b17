import {
  displayedPrice,
  ORDER_MESSAGES,
  priceOrder,
  type OrderDetail,
  type OrderSummary,
  type OrderTrack,
} from '@shop/shared';
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.ts';
import { readOutbox } from '../../notifier/outbox.ts';
import { corporateForm, signUp } from '../../testing/accounts.ts';
import { fileForm, shelf, shopper } from '../../testing/shopping.ts';
import { createTestApp, testDatabases, type TestApp } from '../../testing/test-app.ts';
import { seedCatalogFixture } from '../catalog/catalog.fixtures.ts';
import { createEidStore, sweepExpiredEids } from './eid-store.ts';
import { createOrdersRepo } from './orders.repo.ts';

describe.each(testDatabases())('orders on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, {
      env: { PUBLIC_BASE_URL: 'https://shop.example', CATALOG_POLL_MS: '0' },
      seed: async (db) => {
        await seedCatalogFixture(db);
      },
    });
  });
  afterAll(() => t?.close());

  const stockOf = async (route: string) =>
    (
      await queryRows<{ stock: number }>(
        t.db,
        sql`
    select pv.stock from price_variations pv join products p on p.id = pv.product_id where p.route = ${route} and pv.position = 0`,
      )
    )[0]!.stock;

  it('turns the cart into an order priced by the server, takes the stock, empties the cart and tells the customer', async () => {
    const { headers, user, form } = await signUp(t);
    const me = shopper(t, headers);
    const wines = (await shelf(t, 'wine')).filter((w) => w.price_variation[0]!.stock >= 3);
    const [a, b] = [wines[0]!, wines[1]!];
    const whisky = (await shelf(t, 'whiskey-and-bourbon')).find((w) => w.price_variation[0]!.stock >= 1)!;
    await me.add(a, 2);
    await me.add(b, 1);
    await me.add(whisky, 1);
    const before = { a: await stockOf(a.route), whisky: await stockOf(whisky.route) };
    const addressId = await me.address();
    const eid = await me.uploadEid();
    const slot = await me.slot();

    // The client's own figures are read and ignored.
    const request = {
      user_id: user.id,
      billing_address_id: addressId,
      shipping_type: 'delivery',
      payment_type: 'cod',
      slot,
      eid,
      notes: 'Ring twice',
      amount: 1,
      discounted_amount: 999,
      shipping_charges: 0,
      total_amount: '0.01',
      product: [{ product_id: a.id, price: 0.01, qty: 50 }],
    };
    const placed = await me.call('POST', '/auth/make-order', request, { 'idempotency-key': `order-${user.id}-first` });
    expect(placed.statusCode).toBe(201);
    const url = placed.json() as string;
    expect(url).toMatch(/^https:\/\/shop\.example\/checkout\?status=success&order=CEL-\d{6}$/);
    const number = placed.headers['x-order-number'] as string;

    const detail = (await me.call('GET', `/auth/order-detail/${number}`)).json() as OrderDetail;
    const unit = (c: typeof a) => Math.round(displayedPrice(c.price_variation[0]!) * 100);
    const expected = priceOrder({
      lines: [
        { unitFils: unit(a), qty: 2, isWine: true },
        { unitFils: unit(b), qty: 1, isWine: true },
        { unitFils: unit(whisky), qty: 1, isWine: false },
      ],
      fulfilment: 'delivery',
    });
    expect(detail).toMatchObject({
      order_number: number,
      state: 'placed',
      status: 'ORDERPLACED',
      fulfilment: 'delivery',
      payment: 'cash',
      notes: 'Ring twice',
      eid_provided: true,
      can_cancel: true,
      subtotal: expected.subtotalFils / 100,
      offer_discount: expected.offerDiscountFils / 100,
      shipping: expected.shippingFils / 100,
      total_amount: expected.totalFils / 100,
      vat: expected.vatFils / 100,
      user: { full_name: form.full_name, email: form.email },
      billing_address: { address_line1: 'Villa 12, Street 4', city: 'Dubai' },
    });
    expect(detail.order_details.map((l) => l.qty)).toEqual([2, 1, 1]);
    expect(detail.timeline.map((e) => e.state)).toEqual(['placed']);
    expect(await stockOf(a.route)).toBe(before.a - 2);
    expect(await stockOf(whisky.route)).toBe(before.whisky - 1);
    expect((await me.cart(user.id)).status).toBe(404);
    // The customer hears of it by e-mail and SMS, and the shop by e-mail at ORDERS_EMAIL (unset: CONTACT_EMAIL; all
    // sent in the background).
    const channels = async () =>
      (await readOutbox(t.env.DATA_DIR))
        .filter((m) => m.purpose === 'order' && m.text.includes(number))
        .map((m) => `${m.channel} ${m.to === t.env.CONTACT_EMAIL ? 'shop' : 'customer'}`)
        .sort();
    await expect.poll(channels).toEqual(['email customer', 'email shop', 'sms customer']);

    // A retry of the request with the same key is the same order, not a second one.
    const retried = await me.call('POST', '/auth/make-order', request, { 'idempotency-key': `order-${user.id}-first` });
    expect(retried.statusCode).toBe(200);
    expect(retried.json()).toBe(url);
    expect((await me.call('GET', `/auth/orders/${user.id}`)).json()).toHaveLength(1);
    // A retry sent after the cart was filled again is still the first order, and leaves the new cart as it was.
    await me.add(b, 1);
    const afterRefill = { b: await stockOf(b.route) };
    const retriedAgain = await me.call('POST', '/auth/make-order', request, {
      'idempotency-key': `order-${user.id}-first`,
    });
    expect(retriedAgain.statusCode).toBe(200);
    expect(retriedAgain.json()).toBe(url);
    expect((await me.call('GET', `/auth/orders/${user.id}`)).json()).toHaveLength(1);
    expect((await me.cart(user.id)).status).toBe(200);
    expect(await stockOf(b.route)).toBe(afterRefill.b);
  });

  it("records the customer's details as they are when ordering, just after a change to them", async () => {
    const { headers, user } = await signUp(t);
    const me = shopper(t, headers);
    await me.add((await shelf(t, 'wine')).find((w) => w.price_variation[0]!.stock >= 1)!);
    const [addressId, eid, slot] = [await me.address(), await me.uploadEid(), await me.slot()];
    const renamed = await me.call('POST', '/auth/update-profile', {
      user_id: user.id,
      full_name: 'Layla Haddad-Nasser',
    });
    expect(renamed.statusCode).toBe(200);
    const placed = await me.call('POST', '/auth/make-order', { address_id: addressId, slot, eid });
    expect(placed.statusCode).toBe(201);
    const detail = (
      await me.call('GET', `/auth/order-detail/${placed.headers['x-order-number'] as string}`)
    ).json() as OrderDetail;
    expect(detail.user.full_name).toBe('Layla Haddad-Nasser');
  });

  it('needs an Emirates ID for a first order, and a slot that is still offered', async () => {
    const { headers } = await signUp(t);
    const me = shopper(t, headers);
    await me.add((await shelf(t, 'wine')).find((w) => w.price_variation[0]!.stock >= 1)!);
    const addressId = await me.address();
    const slot = await me.slot();
    const noEid = await me.call('POST', '/auth/make-order', { address_id: addressId, slot });
    expect(noEid.statusCode).toBe(422);
    expect(noEid.json().error).toBe(ORDER_MESSAGES.needsEid);
    const eid = await me.uploadEid();
    // An upload named by id must be this customer's own: someone else's, or one past any id, is none.
    const other = await shopper(t, (await signUp(t)).headers).uploadEid();
    for (const named of [other, '99999999999', -Number(eid), 1.5]) {
      const refused = await me.call('POST', '/auth/make-order', { address_id: addressId, slot, eid: named });
      expect(refused.statusCode, String(named)).toBe(422);
      expect(refused.json().error).toBe(ORDER_MESSAGES.eidNotFound);
    }
    expect(
      (await me.call('POST', '/auth/make-order', { address_id: addressId, slot: '2020-01-01T06:00:00.000Z' })).json()
        .error,
    ).toBe(ORDER_MESSAGES.slotGone);
    expect((await me.call('POST', '/auth/make-order', { slot })).json().error).toBe(ORDER_MESSAGES.needsAddress);
    // Pickup needs no address.
    const pickup = await me.call('POST', '/auth/make-order', {
      fulfilment: 'pickup',
      slot: await me.slot('pickup'),
      payment: 'card',
    });
    expect(pickup.statusCode).toBe(201);
    const detail = (
      await me.call('GET', `/auth/order-detail/${pickup.headers['x-order-number']}`)
    ).json() as OrderDetail;
    expect(detail).toMatchObject({ fulfilment: 'pickup', shipping: 0, billing_address: null, payment: 'card' });
    expect(
      (await me.call('POST', '/auth/make-order', { fulfilment: 'pickup', slot: await me.slot('pickup') })).json().error,
    ).toBe(ORDER_MESSAGES.emptyCart);
  });

  it('judges an Emirates ID by its bytes', async () => {
    const { headers } = await signUp(t);
    for (const [bytes, name, type] of [
      [Buffer.from('<html>not a card</html>'), 'eid.jpg', 'image/jpeg'],
      [Buffer.from('MZ\x90\x00binary'), 'eid.pdf', 'application/pdf'],
    ] as const) {
      const form = fileForm('eid', bytes, name, type);
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/auth/upload-eid',
        payload: form.payload,
        headers: { ...headers, ...form.headers },
      });
      expect(res.statusCode, name).toBe(422);
      expect(res.json().error).toBe(ORDER_MESSAGES.eidType);
    }
    const pdf = fileForm('eid', Buffer.from('%PDF-1.4\n%a scanned card\n'), 'eid.pdf', 'application/pdf');
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/v1/auth/upload-eid',
          payload: pdf.payload,
          headers: { ...headers, ...pdf.headers },
        })
      ).statusCode,
    ).toBe(200);
    // Over the limit: the upload's own message, not another upload route's.
    const big = fileForm(
      'eid',
      Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(10 * 1024 * 1024 + 1)]),
      'eid.pdf',
      'application/pdf',
    );
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/upload-eid',
      payload: big.payload,
      headers: { ...headers, ...big.headers },
    });
    expect(refused.statusCode).toBe(413);
    expect(refused.json().error).toBe(ORDER_MESSAGES.eidTooLarge);
  });

  it('keeps Emirates IDs privately, while an order needs them and EID_RETENTION_DAYS after, then deletes them', async () => {
    const { headers } = await signUp(t);
    const me = shopper(t, headers);
    const id = Number(await me.uploadEid());
    const [doc] = await queryRows<{ file_name: string }>(
      t.db,
      sql`select file_name from eid_documents where id = ${id}`,
    );
    const file = path.join(t.env.DATA_DIR, 'eid', doc!.file_name);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    // No route serves them.
    for (const url of [
      `/eid/${doc!.file_name}`,
      `/profile/../eid/${doc!.file_name}`,
      `/images/../eid/${doc!.file_name}`,
    ])
      expect((await t.app.inject({ method: 'GET', url })).statusCode, url).not.toBe(200);

    const sweep = () => sweepExpiredEids(createOrdersRepo(t.db), createEidStore(path.join(t.env.DATA_DIR, 'eid')), 30);
    const kept = async () =>
      fs.existsSync(file) && (await queryRows(t.db, sql`select 1 from eid_documents where id = ${id}`)).length === 1;
    const wine = (await shelf(t, 'wine')).find((w) => w.price_variation[0]!.stock >= 1)!;
    await me.add(wine, 1);
    const placed = await me.call('POST', '/auth/make-order', {
      address_id: await me.address(),
      slot: await me.slot(),
      eid: String(id),
    });
    expect(placed.statusCode).toBe(201);
    const orderId = Number(
      (await queryRows<{ id: number }>(t.db, sql`select id from orders where eid_document_id = ${id}`))[0]!.id,
    );

    // An order in progress keeps the upload however old it is.
    await t.db.execute(sql`update eid_documents set created_at = now() - interval '31 days' where id = ${id}`);
    await sweep();
    expect(await kept()).toBe(true);
    // Delivered (or cancelled): kept 30 days after that, then deleted, row and file.
    await t.db.execute(
      sql`update orders set state = 'delivered', updated_at = now() - interval '29 days' where id = ${orderId}`,
    );
    await sweep();
    expect(await kept()).toBe(true);
    await t.db.execute(sql`update orders set updated_at = now() - interval '31 days' where id = ${orderId}`);
    expect(await sweep()).toBeGreaterThanOrEqual(1);
    expect(await kept()).toBe(false);
  });

  it('deletes an upload no order named 30 days after it was made, and any file whose upload is gone', async () => {
    const { headers } = await signUp(t);
    const me = shopper(t, headers);
    const unused = Number(await me.uploadEid());
    const stray = Number(await me.uploadEid());
    const names = await queryRows<{ id: number; file_name: string }>(
      t.db,
      sql`select id, file_name from eid_documents where id in (${unused}, ${stray})`,
    );
    const fileOf = (id: number) => path.join(t.env.DATA_DIR, 'eid', names.find((n) => Number(n.id) === id)!.file_name);
    const sweep = () => sweepExpiredEids(createOrdersRepo(t.db), createEidStore(path.join(t.env.DATA_DIR, 'eid')), 30);

    await t.db.execute(sql`update eid_documents set created_at = now() - interval '29 days' where id = ${unused}`);
    await sweep();
    expect(fs.existsSync(fileOf(unused))).toBe(true);
    await t.db.execute(sql`update eid_documents set created_at = now() - interval '31 days' where id = ${unused}`);
    await sweep();
    expect(fs.existsSync(fileOf(unused))).toBe(false);

    // A file that lost its row (the account was deleted, and its uploads' rows with it) goes too, once it is an hour
    // old;
    // a newer one may be an upload whose row is still being written.
    await t.db.execute(sql`delete from eid_documents where id = ${stray}`);
    await sweep();
    expect(fs.existsSync(fileOf(stray))).toBe(true);
    const twoHoursAgo = new Date(Date.now() - 2 * 60 * 60_000);
    fs.utimesSync(fileOf(stray), twoHoursAgo, twoHoursAgo);
    await sweep();
    expect(fs.existsSync(fileOf(stray))).toBe(false);
  });

  it('refuses an empty Emirates ID with the type message, not a server error', async () => {
    const { headers } = await signUp(t);
    const empty = fileForm('eid', Buffer.alloc(0), 'eid.png', 'image/png');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/upload-eid',
      payload: empty.payload,
      headers: { ...headers, ...empty.headers },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().error).toBe(ORDER_MESSAGES.eidType);
  });

  it('orders nothing when a line is out of stock: the cart, the stock and the coupon stay as they were', async () => {
    const { headers, user } = await signUp(t);
    const me = shopper(t, headers);
    const wine = (await shelf(t, 'wine')).find((w) => w.price_variation[0]!.stock >= 2)!;
    const other = (await shelf(t, 'wine')).filter((w) => w.price_variation[0]!.stock >= 2)[1]!;
    await me.add(other, 1);
    await me.add(wine, 2);
    await t.db.execute(sql`insert into coupons (code, kind, value, max_uses) values ('ONCE', 'percent', 10, 1)`);
    await t.db.execute(sql`update price_variations set stock = 1 where product_id = ${wine.id} and position = 0`);
    await t.app.catalogSync.announce();
    const otherBefore = await stockOf(other.route);
    await me.uploadEid();
    const refused = await me.call('POST', '/auth/make-order', {
      address_id: await me.address(),
      slot: await me.slot(),
      coupon: 'once',
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toMatch(/Only 1 left of .*Please change the quantity\./);
    expect(await stockOf(other.route)).toBe(otherBefore);
    expect(await stockOf(wine.route)).toBe(1);
    expect(await queryRows(t.db, sql`select 1 from coupon_redemptions`)).toHaveLength(0);
    const cart = await me.cart(user.id);
    expect(cart.status === 200 && cart.data.cart.map((l) => l.qty)).toEqual([1, 2]);
  });

  it("charges the database's price: a price changed after the catalog was last read refuses the order, and nothing is taken", async () => {
    const { headers, user } = await signUp(t);
    const me = shopper(t, headers);
    const wine = (await shelf(t, 'wine')).find((w) => w.price_variation[0]!.stock >= 2)!;
    await me.add(wine, 1);
    await me.uploadEid();
    const before = await stockOf(wine.route);
    // Written straight to the database, with no announcement: the server's catalog still shows the old price.
    await t.db.execute(
      sql`update price_variations set price_fils = price_fils + 100, offer_price_fils = 0, discount_price_fils = 0 where product_id = ${wine.id} and position = 0`,
    );
    try {
      const refused = await me.call('POST', '/auth/make-order', {
        address_id: await me.address(),
        slot: await me.slot(),
      });
      expect(refused.statusCode).toBe(409);
      expect(refused.json().error).toBe(ORDER_MESSAGES.pricesChanged);
      expect(await stockOf(wine.route)).toBe(before);
      expect(await queryRows(t.db, sql`select 1 from orders where user_id = ${user.id}`)).toHaveLength(0);
      const cart = await me.cart(user.id);
      expect(cart.status === 200 && cart.data.cart.map((l) => l.qty)).toEqual([1]);
      // Once the catalog has the new price, the order goes through at it.
      await t.app.catalogSync.announce();
      const placed = await me.call('POST', '/auth/make-order', {
        address_id: await me.address(),
        slot: await me.slot(),
      });
      expect(placed.statusCode).toBe(201);
      const [line] = await queryRows<{ unit_fils: number; price_fils: number }>(
        t.db,
        sql`
        select l.unit_fils, pv.price_fils from order_lines l join orders o on o.id = l.order_id join price_variations pv on pv.id = l.price_variation_id
        where o.user_id = ${user.id}`,
      );
      expect(Number(line!.unit_fils)).toBe(Number(line!.price_fils));
    } finally {
      await t.db.execute(
        sql`update price_variations set price_fils = price_fils - 100 where product_id = ${wine.id} and position = 0`,
      );
      await t.app.catalogSync.announce();
    }
  });

  it('lets the customer cancel a placed order, giving back its stock and its coupon use', async () => {
    const { headers } = await signUp(t);
    const me = shopper(t, headers);
    const wine = (await shelf(t, 'wine')).find((w) => w.price_variation[0]!.stock >= 2)!;
    await me.add(wine, 2);
    await t.db.execute(sql`insert into coupons (code, kind, value) values ('TENOFF', 'fixed', 1000)`);
    await me.uploadEid();
    const before = await stockOf(wine.route);
    const placed = await me.call('POST', '/auth/make-order', {
      address_id: await me.address(),
      slot: await me.slot(),
      coupon: 'tenoff',
    });
    expect(placed.statusCode).toBe(201);
    const number = placed.headers['x-order-number'] as string;
    expect((await me.call('GET', `/auth/order-detail/${number}`)).json()).toMatchObject({
      coupon: 'TENOFF',
      coupon_discount: 10,
    });
    expect(await stockOf(wine.route)).toBe(before - 2);
    const cancelled = await me.call('POST', `/auth/orders/${number}/cancel`);
    expect(cancelled.statusCode).toBe(200);
    expect((cancelled.json() as OrderDetail).timeline.map((e) => e.state)).toEqual(['placed', 'cancelled']);
    expect(await stockOf(wine.route)).toBe(before);
    expect(
      await queryRows(
        t.db,
        sql`select 1 from coupon_redemptions r join coupons c on c.id = r.coupon_id where c.code = 'TENOFF'`,
      ),
    ).toHaveLength(0);
    expect((await me.call('POST', `/auth/orders/${number}/cancel`)).statusCode).toBe(409);
    const track = (await me.call('GET', `/auth/order-track/${number}`)).json() as OrderTrack;
    expect(track).toMatchObject({ state: 'cancelled', status: 'ORDERCANCELLED' });
    // Nothing was sold: no tax invoice.
    const invoice = await me.call('GET', `/auth/orders/${number}/invoice`);
    expect(invoice.statusCode).toBe(409);
    expect(invoice.json().error).toBe(ORDER_MESSAGES.noInvoice);
  });

  it('keeps orders to their owner, and refuses corporate accounts', async () => {
    const alice = await signUp(t);
    const bob = await signUp(t);
    const me = shopper(t, alice.headers);
    await me.add((await shelf(t, 'wine')).find((w) => w.price_variation[0]!.stock >= 1)!);
    await me.uploadEid();
    const number = (
      await me.call('POST', '/auth/make-order', { address_id: await me.address(), slot: await me.slot() })
    ).headers['x-order-number'] as string;
    const thief = shopper(t, bob.headers);
    expect((await thief.call('GET', `/auth/orders/${alice.user.id}`)).statusCode).toBe(403);
    expect((await thief.call('GET', `/auth/order-detail/${number}`)).statusCode).toBe(404);
    expect((await thief.call('GET', `/auth/order-track/${number}`)).statusCode).toBe(404);
    expect((await thief.call('POST', `/auth/orders/${number}/cancel`)).statusCode).toBe(404);
    expect(((await me.call('GET', `/auth/orders/${alice.user.id}`)).json() as OrderSummary[])[0]).toMatchObject({
      order_number: number,
      state: 'placed',
    });

    const corporate = await signUp(t, corporateForm(), 'mobile');
    const company = shopper(t, corporate.headers);
    for (const [method, url] of [
      ['POST', '/auth/make-order'],
      ['GET', `/auth/orders/${corporate.user.id}`],
      ['GET', `/auth/order-detail/${number}`],
      ['POST', '/auth/upload-eid'],
    ] as const) {
      expect((await company.call(method, url, method === 'POST' ? {} : undefined)).statusCode, url).toBe(403);
    }
  });
});

describe.each(testDatabases())('an order past what its figures hold, on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    // One bottle at 15 million AED: two of them are more fils than an integer column holds.
    t = await createTestApp(kind, {
      seed: async (db) => {
        await seedCatalogFixture(db);
        await db.execute(sql`update price_variations set price_fils = 1500000000, offer_price_fils = 0, discount_price_fils = 0
          where id = (select pv.id from price_variations pv join products p on p.id = pv.product_id join categories c on c.id = p.category_id
                      where c.route = 'wine' and pv.stock >= 2 and pv.position = 0 order by pv.id limit 1)`);
      },
    });
  });
  afterAll(() => t?.close());

  it('is refused with a clear message, and nothing is taken', async () => {
    const { headers } = await signUp(t);
    const me = shopper(t, headers);
    const dear = (await shelf(t, 'wine')).find((w) => w.price_variation[0]!.price >= 15_000_000)!;
    await me.add(dear, 2);
    await me.uploadEid();
    const res = await me.call('POST', '/auth/make-order', { fulfilment: 'pickup', slot: await me.slot('pickup') });
    expect(res.statusCode).toBe(422);
    expect(res.json().error).toBe(ORDER_MESSAGES.tooLarge);
    expect((await queryRows(t.db, sql`select 1 from orders`)).length).toBe(0);
  });
});
