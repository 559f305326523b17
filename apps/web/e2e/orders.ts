import { deflateSync, crc32 } from 'node:zlib';
import type { APIRequestContext } from '@playwright/test';
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

/**
 * An order of one size placed through the real calls (an address, the Emirates ID, a delivery slot) and moved to
 * delivered by the staff call (the fulfilment account's key), as the shop would: for tests that need a shopper who
 * received a product.
 */
type Size = { product_id: number; variation_id: number; variation_value_id: number };

export async function deliveredOrder(
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
        billing_address: {
          full_name: 'Layla Haddad',
          mobile: '+971501234567',
          country: 'United Arab Emirates',
          city: 'Dubai',
          address_line1: 'Villa 12, Street 4',
          zip_code: '',
        },
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
  const order = await ok(
    'make-order',
    await request.post('/api/v1/auth/make-order', {
      headers: auth,
      data: { address_id: ((await address.json()) as { data: { id: number } }).data.id, slot: slots.delivery[0]!.id },
    }),
  );
  const number = order.headers()['x-order-number'];
  if (!number) throw new Error('make-order answered no order number');
  for (const state of ['confirmed', 'packed', 'out_for_delivery', 'delivered']) {
    await ok(
      `move to ${state}`,
      await request.post(`/api/v1/staff/orders/${number}/state`, {
        headers: { authorization: `Bearer ${process.env.E2E_STAFF_KEY}` },
        data: { state },
      }),
    );
  }
  return number;
}
