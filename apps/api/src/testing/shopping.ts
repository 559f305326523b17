import type { CartResponse, PriceVariation, RatingSummary, Slot } from '@shop/shared';
import sharp from 'sharp';
import type { TestApp } from './test-app.ts';

export type Card = {
  id: number;
  route: string;
  name: string;
  category: { route: string };
  price_variation: PriceVariation[];
  rating: RatingSummary;
};
type Headers = Record<string, string>;

/** A small picture standing in for an Emirates ID scan. */
export function eidImage(): Promise<Buffer> {
  return sharp({ create: { width: 64, height: 40, channels: 3, background: { r: 20, g: 90, b: 60 } } })
    .png()
    .toBuffer();
}

/** A multipart body with one file, as a browser sends a form. */
export function fileForm(field: string, bytes: Buffer, filename: string, type: string) {
  const boundary = '----cellar-file-boundary';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** Shopping through the real calls, as a storefront does it. */
export function shopper(t: TestApp, headers: Headers) {
  const call = (method: 'GET' | 'POST' | 'DELETE' | 'PUT', url: string, payload?: object, extra: Headers = {}) =>
    t.app.inject({ method, url: `/api/v1${url}`, headers: { ...headers, ...extra }, ...(payload && { payload }) });
  return {
    call,
    async add(card: Card, qty = 1) {
      const pv = card.price_variation[0]!;
      return (
        await call('POST', '/auth/carts', {
          product_id: card.id,
          product_variation_id: pv.variation_id,
          product_value_id: pv.variation_value_id,
          qty,
        })
      ).json();
    },
    async cart(userId: number) {
      return (await call('GET', `/auth/carts/${userId}`)).json() as CartResponse;
    },
    async address() {
      const res = await call('POST', '/auth/add-address', {
        billing_address: {
          full_name: 'Layla Haddad',
          mobile: '+971501234567',
          country: 'United Arab Emirates',
          city: 'Dubai',
          address_line1: 'Villa 12, Street 4',
          zip_code: '',
        },
      });
      return res.json().data.id as number;
    },
    async uploadEid() {
      const form = fileForm('eid', await eidImage(), 'eid.png', 'image/png');
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/auth/upload-eid',
        payload: form.payload,
        headers: { ...headers, ...form.headers },
      });
      return res.json().eid as string;
    },
    async slot(kind: 'delivery' | 'pickup' = 'delivery') {
      return ((await call('GET', '/delivery-slots')).json()[kind] as Slot[])[0]!.id;
    },
  };
}

/** Every product of a shelf, as the catalog lists it. */
export async function shelf(t: TestApp, route: string): Promise<Card[]> {
  return (await t.app.inject({ method: 'GET', url: `/api/v1/product-list-get/${route}` })).json().product as Card[];
}
