import { describe, expect, it } from 'vitest';
import { stockAlertRequestedMessage } from './stock-alert-rules.ts';
import { StockAlertBodySchema, StockAlertGuestBodySchema } from './stock-alerts.ts';

const firstMessage = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`);

describe('back-in-stock requests (decision 017)', () => {
  it('takes a size, and an address lower-cased when one is sent', () => {
    expect(StockAlertBodySchema.parse({ price_variation_id: 12 })).toEqual({ price_variation_id: 12 });
    expect(StockAlertBodySchema.parse({ price_variation_id: '12', email: ' Layla@Example.COM ' })).toEqual({
      price_variation_id: 12,
      email: 'layla@example.com',
    });
  });

  it.each([
    [{}, 'price_variation_id: price_variation_id must be a number.'],
    [{ price_variation_id: 0 }, 'price_variation_id: price_variation_id must be a positive id.'],
    [{ price_variation_id: 1.5 }, 'price_variation_id: price_variation_id must be a whole number.'],
    [{ price_variation_id: 3, email: 'layla@' }, 'email: Invalid Email Address.'],
    [{ price_variation_id: 3, email: '' }, 'email: Please Enter Email Address.'],
  ])('refuses %j', (body, message) => {
    expect(firstMessage(StockAlertBodySchema.safeParse(body))).toEqual([message]);
  });

  it("needs a guest's address", () => {
    expect(firstMessage(StockAlertGuestBodySchema.safeParse({ price_variation_id: 3 }))).toEqual([
      'email: Please Enter Email Address.',
    ]);
    expect(StockAlertGuestBodySchema.parse({ price_variation_id: 3, email: 'a@b.ae' })).toEqual({
      price_variation_id: 3,
      email: 'a@b.ae',
    });
  });

  it('answers with the address and the size', () => {
    expect(stockAlertRequestedMessage('a@b.ae', '1.5 L')).toBe(
      'We will e-mail a@b.ae once, when 1.5 L is back in stock.',
    );
  });
});
