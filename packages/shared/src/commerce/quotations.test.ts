import { describe, expect, it } from 'vitest';
import { QUOTATION_MAX_LINES, quotationIdOf, quotationNumber } from './quotation-rules.ts';
import { QuotationBodySchema } from './quotations.ts';

const good = {
  items: [{ price_variation_id: 7, qty: 24 }],
  company_name: 'Events LLC',
  full_name: 'Omar Saleh',
  email: 'Omar@Events.ae',
  mobile: '050 123 4567',
  event_type: 'Conference',
  message: 'For 120 guests on 12 May.',
};

/** The first message under each field the rule refuses. */
function errorsOf(body: unknown): Record<string, string> {
  const parsed = QuotationBodySchema.safeParse(body);
  if (parsed.success) return {};
  return Object.fromEntries(parsed.error.issues.map((i) => [i.path.join('.'), i.message]).reverse());
}

describe('a quotation request (decision 017)', () => {
  it('takes a good request: the e-mail lower-cased, a local mobile read with +971, an empty event type as none', () => {
    expect(QuotationBodySchema.parse(good)).toMatchObject({
      email: 'omar@events.ae',
      mobile: '+971501234567',
      event_type: 'Conference',
    });
    expect(QuotationBodySchema.parse({ ...good, event_type: '' }).event_type).toBeNull();
    expect(QuotationBodySchema.parse({ ...good, event_type: undefined }).event_type).toBeNull();
  });

  it('merges the same size named twice into one line, keeping the first order', () => {
    const items = [
      { price_variation_id: 7, qty: 2 },
      { price_variation_id: 9, qty: 1 },
      { price_variation_id: 7, qty: 3 },
    ];
    expect(QuotationBodySchema.parse({ ...good, items }).items).toEqual([
      { price_variation_id: 7, qty: 5 },
      { price_variation_id: 9, qty: 1 },
    ]);
  });

  it.each([
    ['no items', { ...good, items: [] }, 'items', 'Please add at least one product to your quotation.'],
    [
      'too many lines',
      {
        ...good,
        items: Array.from({ length: QUOTATION_MAX_LINES + 1 }, (_, i) => ({ price_variation_id: i + 1, qty: 1 })),
      },
      'items',
      'A quotation takes at most 50 products.',
    ],
    [
      'a quantity of 0',
      { ...good, items: [{ price_variation_id: 7, qty: 0 }] },
      'items.0.qty',
      'Please enter a quantity from 1 to 10,000.',
    ],
    [
      'a quantity over 10,000',
      { ...good, items: [{ price_variation_id: 7, qty: 10_001 }] },
      'items.0.qty',
      'Please enter a quantity from 1 to 10,000.',
    ],
    [
      'a half bottle',
      { ...good, items: [{ price_variation_id: 7, qty: 1.5 }] },
      'items.0.qty',
      'Please enter a quantity from 1 to 10,000.',
    ],
    [
      'twins over 10,000 together',
      {
        ...good,
        items: [
          { price_variation_id: 7, qty: 6000 },
          { price_variation_id: 7, qty: 6000 },
        ],
      },
      'items',
      'Please enter a quantity from 1 to 10,000.',
    ],
    [
      'a size that is no id',
      { ...good, items: [{ price_variation_id: 'x', qty: 1 }] },
      'items.0.price_variation_id',
      'price_variation_id must be a number.',
    ],
    ['no company', { ...good, company_name: ' ' }, 'company_name', 'Please Enter Company Name.'],
    ['no contact name', { ...good, full_name: '' }, 'full_name', 'Please Enter Full Name.'],
    ['a bad mobile', { ...good, mobile: '12' }, 'mobile', 'Please enter a valid mobile number.'],
    ['no message', { ...good, message: '  ' }, 'message', 'Please Enter Message.'],
    [
      'a line break in the company (a header it could forge)',
      { ...good, company_name: 'A\r\nBcc: x@y.z' },
      'company_name',
      'Please Enter Company Name.',
    ],
  ])('refuses %s', (_label, body, field, message) => {
    expect(errorsOf(body)[field]).toBe(message);
  });

  it('numbers quotations QUO-000123 and reads them back, with or without the prefix', () => {
    expect(quotationNumber(123)).toBe('QUO-000123');
    expect(quotationIdOf('QUO-000123')).toBe(123);
    expect(quotationIdOf('quo-42')).toBe(42);
    expect(quotationIdOf('42')).toBe(42);
    for (const bad of ['', 'QUO-', 'CEL-000123', '0', '12a']) expect(quotationIdOf(bad), bad).toBeNull();
  });
});
