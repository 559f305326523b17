import { deflateSync, crc32 } from 'node:zlib';
import type { APIRequestContext } from '@playwright/test';
import type { ListingResponse } from '@shop/shared/rules';
import type { signUpViaApi } from './accounts';

type Session = Awaited<ReturnType<typeof signUpViaApi>>;

/** A small real PNG (a grey square), as a phone photo of an Emirates ID would be a real image: the server reads it. */
export function pngBuffer(size = 8): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 0, 0, 0, 0], 8); // 8-bit greyscale
  const rows = Buffer.concat(
    Array.from({ length: size }, () => Buffer.from([0, ...Array.from({ length: size }, () => 160)])),
  );
  return Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

type Size = { product_id: number; variation_id: number; variation_value_id: number };

/** The delivery address every order of these helpers goes to. */
const BUYER_ADDRESS = {
  full_name: 'Layla Haddad',
  mobile: '+971501234567',
  country: 'United Arab Emirates',
  city: 'Dubai',
  address_line1: 'Villa 12, Street 4',
  zip_code: '',
};

/**
 * An order of one size placed through the real calls (an address, the Emirates ID, a delivery slot), as a shopper's
 * checkout makes it: it waits for the shop, its buyer's age not yet verified. Answers its number.
 */
export async function placedOrder(
  request: APIRequestContext,
  session: Session,
  size: Size,
  headers: Record<string, string> = {},
): Promise<string> {
  const auth = { ...headers, authorization: `Bearer ${session.token}` };
  const ok = async (what: string, res: Awaited<ReturnType<APIRequestContext['post']>>) => {
    if (!res.ok()) throw new Error(`${what} answered ${res.status()}: ${await res.text()}`);
    return res;
  };
  await ok(
    'add to cart',
    await request.post('/api/v1/auth/carts', {
      headers: auth,
      data: {
        user_id: session.userId,
        product_id: size.product_id,
        product_variation_id: size.variation_id,
        product_value_id: size.variation_value_id,
        qty: 1,
      },
    }),
  );
  const address = await ok(
    'add address',
    await request.post('/api/v1/auth/add-address', {
      headers: auth,
      data: {
        billing_address: BUYER_ADDRESS,
      },
    }),
  );
  await ok(
    'upload the Emirates ID',
    await request.post('/api/v1/auth/upload-eid', {
      headers: auth,
      multipart: { eid: { name: 'emirates-id.png', mimeType: 'image/png', buffer: pngBuffer() } },
    }),
  );
  const slots = (await (await request.get('/api/v1/delivery-slots', { headers: auth })).json()) as {
    delivery: Array<{ id: string }>;
  };
  // The second slot offered: the soonest goes when it is two hours away, which could fall between the two calls.
  const order = await ok(
    'make-order',
    await request.post('/api/v1/auth/make-order', {
      headers: auth,
      data: { address_id: ((await address.json()) as { data: { id: number } }).data.id, slot: slots.delivery[1]!.id },
    }),
  );
  const number = order.headers()['x-order-number'];
  if (!number) throw new Error('make-order answered no order number');
  return number;
}

/**
 * An order placed (`placedOrder`) and moved to delivered by the staff calls (the manager account's key), as the shop
 * would: for tests that need a shopper who received a product.
 */
export async function deliveredOrder(
  request: APIRequestContext,
  session: Session,
  size: Size,
  headers: Record<string, string> = {},
): Promise<string> {
  const number = await placedOrder(request, session, size, headers);
  const ok = async (what: string, res: Awaited<ReturnType<APIRequestContext['post']>>) => {
    if (!res.ok()) throw new Error(`${what} answered ${res.status()}: ${await res.text()}`);
    return res;
  };
  await verifyBuyerAge(request, number);
  for (const state of ['confirmed', 'packed', 'out_for_delivery', 'delivered']) {
    await ok(
      `move to ${state}`,
      await request.post(`/api/v1/staff/orders/${number}/state`, {
        headers: staffKey,
        // The courier ticks 'ID checked at the door: name matches, 21 or over' before handing it over.
        data: { state, ...(state === 'delivered' && { id_checked: true }) },
      }),
    );
  }
  return number;
}

const staffKey = { authorization: `Bearer ${process.env.E2E_STAFF_KEY}` };

/** The shop checks the buyer's Emirates ID (the manager's staff calls), so their order can be confirmed. */
export async function verifyBuyerAge(request: APIRequestContext, orderNumber: string): Promise<void> {
  const order = await request.get(`/api/v1/staff/orders/${orderNumber}`, { headers: staffKey });
  if (!order.ok()) throw new Error(`staff order read answered ${order.status()}: ${await order.text()}`);
  const documentId = ((await order.json()) as { age: { documents: Array<{ id: number }> } }).age.documents[0]?.id;
  if (!documentId) throw new Error(`order ${orderNumber}: its buyer uploaded no Emirates ID`);
  const decided = await request.post(`/api/v1/staff/id-documents/${documentId}/decision`, {
    headers: staffKey,
    data: { decision: 'verified', id_expires_on: '2099-12-31', name_and_dob_match: true },
  });
  if (!decided.ok()) throw new Error(`age check answered ${decided.status()}: ${await decided.text()}`);
}

/**
 * The spec's client pays by card (decision 027): make-order with `payment_type: "network"` answers the gateway's
 * hosted page (the stand-in the server starts in development), the browser goes there from the shop's page, and the
 * gateway sends it back through the server, which reads the payment and shows the truth at /checkout.
 */
export async function cardOrder(request: APIRequestContext, session: Session, headers: Record<string, string>) {
  const auth = { ...headers, authorization: `Bearer ${session.token}` };
  const listing = (await (await request.get('/api/v1/product-list/beer')).json()) as ListingResponse;
  const product = listing.product.data.find((p) => (p.price_variation[0]?.stock ?? 0) > 2)!;
  const size = product.price_variation[0]!;
  const add = await request.post('/api/v1/auth/carts', {
    headers: auth,
    data: {
      user_id: session.userId,
      product_id: product.id,
      product_variation_id: size.variation_id,
      product_value_id: size.variation_value_id,
      qty: 2,
    },
  });
  if (!add.ok()) throw new Error(`add to cart answered ${add.status()}: ${await add.text()}`);
  const address = await request.post('/api/v1/auth/add-address', {
    headers: auth,
    data: {
      billing_address: BUYER_ADDRESS,
    },
  });
  if (!address.ok()) throw new Error(`add address answered ${address.status()}: ${await address.text()}`);
  const eid = await request.post('/api/v1/auth/upload-eid', {
    headers: auth,
    multipart: { eid: { name: 'IMG_2041.png', mimeType: 'image/png', buffer: pngBuffer() } },
  });
  if (!eid.ok()) throw new Error(`upload the Emirates ID answered ${eid.status()}: ${await eid.text()}`);
  const placed = await request.post('/api/v1/auth/make-order', {
    headers: auth,
    data: {
      user_id: session.userId,
      eid: 'IMG_2041.png',
      billing_address_id: ((await address.json()) as { data: { id: number } }).data.id,
      payment_type: 'network',
      shipping_type: 'delivery',
      isMobile: 0,
      gift: 0,
    },
  });
  if (placed.status() !== 201) throw new Error(`make-order answered ${placed.status()}: ${await placed.text()}`);
  return {
    url: (await placed.json()) as string,
    number: placed.headers()['x-order-number']!,
    name: product.name.replace(/<[^>]*>/g, ''),
  };
}
