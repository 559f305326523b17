import type { OrderDetail } from '@shop/shared';
import { describe, expect, it } from 'vitest';
import { renderInvoice } from './invoice.ts';

/** The text an uncompressed pdfkit page shows: its hex strings (standard fonts), decoded, in order. */
function textOf(pdf: Buffer): string {
  return [...pdf.toString('latin1').matchAll(/<([0-9a-f]+)>/gi)]
    .map((m) => Buffer.from(m[1]!, 'hex').toString('latin1'))
    .join('');
}

const order: OrderDetail = {
  id: 7,
  order_number: 'CEL-000007',
  status: 'ORDERPLACED',
  state: 'placed',
  created_at: '2026-11-24T09:30:00.000Z',
  total_amount: 171,
  order_details: [
    {
      id: 1,
      qty: 2,
      unit_price: 60,
      line_total: 120,
      size: '750 ml',
      products: { id: 3, route: 'alpha', name: 'Alpha Rouge <em>No. 2</em>', featured_img: '/images/x.svg' },
    },
    {
      id: 2,
      qty: 1,
      unit_price: 110,
      line_total: 110,
      size: '700 ml',
      products: { id: 4, route: 'glen', name: 'Glen &amp; Arden', featured_img: '/images/y.svg' },
    },
  ],
  fulfilment: 'delivery',
  payment: 'cash',
  slot: {
    id: 's',
    start: '2026-11-25T06:00:00.000Z',
    end: '2026-11-25T10:00:00.000Z',
    label: 'Wed 25 Nov, 10:00–14:00',
  },
  notes: null,
  subtotal: 230,
  offer_discount: 30,
  coupon_discount: 29,
  coupon: 'TENPC',
  shipping: 0,
  vat: 8.14,
  eid_provided: true,
  age_proof: null,
  can_cancel: true,
  user: { full_name: 'Layla Haddad', email: 'layla@example.ae' },
  billing_address: {
    address_type: 'Billing',
    full_name: 'Layla Haddad',
    email: null,
    mobile: '+971501234567',
    country: 'United Arab Emirates',
    state: null,
    city: 'Dubai',
    postal_code: null,
    address_line1: 'Villa 12',
    address_line2: null,
  },
  timeline: [],
  returnable: null,
  returns: [],
  refunds: [],
};
const seller = {
  legalName: 'Cellar Fine Drinks Trading LLC',
  address: 'Warehouse 14, Al Quoz, Dubai',
  trn: '100123456700003',
  email: 'hello@cellar.ae',
  phone: '+971 4 555 0123',
};

describe('the tax invoice', () => {
  it('carries the seller and TRN, the invoice number and date, the lines, discounts, shipping, total and VAT', async () => {
    const pdf = await renderInvoice(order, seller, { compress: false });
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const text = textOf(pdf);
    for (const expected of [
      'TAX INVOICE',
      'Cellar Fine Drinks Trading LLC',
      'TRN 100123456700003',
      'CEL-000007',
      '24 Nov 2026',
      'Layla Haddad',
      'Villa 12, Dubai',
      'Alpha Rouge No. 2',
      'Glen & Arden',
      '750 ml',
      'AED 120.00',
      'Wine offer',
      '- AED 30.00',
      'Coupon TENPC',
      '- AED 29.00',
      'Free',
      'AED 171.00',
      'Includes VAT at 5%',
      'AED 8.14',
      'AED 162.86',
    ])
      expect(text, expected).toContain(expected);
  });
});
