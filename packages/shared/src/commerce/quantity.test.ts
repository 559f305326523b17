import { describe, expect, it } from 'vitest';
import { AddToCartBodySchema, UpdateCartBodySchema } from './cart.ts';
import { MakeOrderBodySchema } from './orders.ts';
import { quantitySchema } from './quantity.ts';
import { QuotationBodySchema } from './quotations.ts';

const qty = quantitySchema('qty', 99);
const messages = (value: unknown) => {
  const parsed = qty.safeParse(value);
  return parsed.success ? parsed.data : parsed.error.issues.map((i) => i.message);
};

describe('a quantity', () => {
  it('is a JSON integer or a string of decimal digits', () => {
    expect(messages(3)).toBe(3);
    expect(messages('12')).toBe(12);
    expect(messages('007')).toBe(7);
  });

  it("is nothing else that Number() would read, each refused with the field's message", () => {
    for (const junk of [
      '0x10',
      '1e1',
      true,
      false,
      1.5,
      '1.5',
      '',
      ' 5',
      '5 ',
      '+5',
      '-1',
      '١٢',
      null,
      [2],
      { qty: 2 },
      Infinity,
      Number.NaN,
    ]) {
      expect(messages(junk), JSON.stringify(junk)).toEqual(['qty must be a whole number.']);
    }
  });

  it('is within its range', () => {
    expect(messages(0)).toEqual(['qty must be 1 or more.']);
    expect(messages('0')).toEqual(['qty must be 1 or more.']);
    expect(messages(-3)).toEqual(['qty must be 1 or more.']);
    expect(messages(100)).toEqual(['qty must be 99 or fewer.']);
    expect(messages('99999999999999999999999')).toEqual(['qty must be 99 or fewer.']);
  });

  it('is the rule of every quantity a request carries', () => {
    const size = { product_id: 7 };
    expect(AddToCartBodySchema.safeParse({ ...size, qty: '0x10' }).success).toBe(false);
    expect(AddToCartBodySchema.parse({ ...size, qty: '2' }).qty).toBe(2);
    expect(AddToCartBodySchema.parse(size).qty).toBe(1);
    expect(UpdateCartBodySchema.safeParse({ cart: [{ cart_id: 1, qty: '1e1' }] }).success).toBe(false);
    expect(MakeOrderBodySchema.safeParse({ product: [{ product_id: 7, qty: true }] }).success).toBe(false);
    expect(MakeOrderBodySchema.parse({ product: [{ product_id: 7, price: 12.5, qty: '2' }] }).product).toEqual([
      { product_id: 7, price: 12.5, qty: 2 },
    ]);
    const quotation = QuotationBodySchema.safeParse({ items: [{ price_variation_id: 7, qty: '0x10' }] });
    expect(quotation.error?.issues.find((i) => i.path.join('.') === 'items.0.qty')?.message).toBe(
      'Please enter a quantity from 1 to 10,000.',
    );
  });
});
