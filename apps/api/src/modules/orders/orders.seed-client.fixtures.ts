import type { CartResponse, PriceVariation } from '@shop/shared';
import sharp from 'sharp';
import { fileForm } from '../../testing/shopping.ts';
import type { TestApp } from '../../testing/test-app.ts';

type Headers = Record<string, string>;
type Card = { id: number; price_variation: PriceVariation[] };

/** A phone camera's picture of an Emirates ID: a JPEG, named as the phone names it. */
export const EID_FILE_NAME = 'IMG_2041.jpg';

/** The price the spec's client shows and sends for a size (contract "Numbers"). */
const effectivePrice = (pv: PriceVariation) =>
  pv.discount_price !== 0 ? pv.discount_price : pv.offer_price !== 0 ? pv.offer_price : pv.price;

/**
 * The spec's own client at checkout, call by call as `seed-client-contract.md` records them (7.22, 7.23, 7.25 and
 * "POST /auth/upload-eid"): what it sends, in its shapes, with the bearer token.
 */
export function seedClient(
  t: TestApp,
  session: { headers: Headers; user: { id: number } },
  extraHeaders: Headers = {},
) {
  const headers = { ...session.headers, ...extraHeaders };
  const userId = session.user.id;
  const call = (method: 'GET' | 'POST', url: string, payload?: object, more: Headers = {}) =>
    t.app.inject({ method, url: `/api/v1${url}`, headers: { ...headers, ...more }, ...(payload && { payload }) });

  return {
    call,
    /** `POST /auth/carts` (7.25). */
    async addToCart(card: Card, qty = 1) {
      const pv = card.price_variation[0]!;
      return call('POST', '/auth/carts', {
        user_id: userId,
        product_id: card.id,
        product_variation_id: pv.variation_id,
        product_value_id: pv.variation_value_id,
        qty,
      });
    },
    /** `POST /auth/add-address` (7.23), then `GET auth/user-addresses/{user_id}`: the first address is preselected. */
    async firstAddressId(): Promise<number> {
      await call('POST', '/auth/add-address', {
        user_id: userId,
        address_type: 'Billing',
        billing_address: {
          full_name: 'Layla Haddad',
          email: 'layla@example.ae',
          mobile: '+971501234567',
          country: 'Abu Dhabi',
          city: 'Dubai',
          state: '',
          zip_code: '',
          address_line1: 'Villa 12, Street 4',
          address_line2: '',
        },
      });
      return ((await call('GET', `/auth/user-addresses/${userId}`)).json() as Array<{ id: number }>)[0]!.id;
    },
    /** `POST /auth/upload-eid`: multipart, the file in field `eid`, under the name it has on the device. */
    async uploadEid(fileName = EID_FILE_NAME) {
      const jpeg = await sharp({
        create: { width: 64, height: 40, channels: 3, background: { r: 200, g: 190, b: 170 } },
      })
        .jpeg()
        .toBuffer();
      const form = fileForm('eid', jpeg, fileName, 'image/jpeg');
      return t.app.inject({
        method: 'POST',
        url: '/api/v1/auth/upload-eid',
        payload: form.payload,
        headers: { ...headers, ...form.headers },
      });
    },
    /**
     * The body of `POST /auth/make-order` exactly as the client builds it from the cart it read (7.22): every field,
     * `product` from the cart lines, `total_amount` a string with two decimals. `change` replaces fields.
     */
    async makeOrderBody(
      shippingType: 'delivery' | 'pickup',
      billingAddressId: number | undefined,
      change: Record<string, unknown> = {},
    ) {
      const cart = (await call('GET', `/auth/carts/${userId}`)).json() as CartResponse;
      if (cart.status !== 200) throw new Error('the cart is empty');
      const amount = cart.data.total;
      const discounted = 0;
      const shipping = shippingType === 'delivery' && amount - discounted < 100 ? 15 : 0;
      return {
        user_id: userId,
        eid: EID_FILE_NAME,
        billing_address_id: billingAddressId,
        isMobile: 0,
        payment_type: 'cod',
        amount,
        discounted_amount: discounted,
        shipping_charges: shipping,
        total_amount: (amount - discounted + shipping).toFixed(2),
        notes: '',
        shipping_type: shippingType,
        gift: 0,
        product: cart.data.cart.map((line) => {
          const pv = line.price_variation[0]!;
          return {
            product_id: line.id,
            product_variation_id: pv.variation_id,
            product_value_id: pv.variation_value_id,
            price: effectivePrice(pv),
            qty: line.qty,
          };
        }),
        ...change,
      };
    },
    /** `POST /auth/make-order` (7.22); the client sends no Idempotency-Key. */
    async makeOrder(body: object, more: Headers = {}) {
      return call('POST', '/auth/make-order', body, more);
    },
  };
}
