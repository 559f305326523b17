import { expect } from 'vitest';
import type { signUp } from '../../testing/accounts.ts';
import type { TestApp } from '../../testing/test-app.ts';

/**
 * A corporate buyer asks for a quotation of these sizes, as the quotation form sends it (an event, a gala dinner): the
 * new quotation's id and number.
 */
export async function askQuotation(
  t: TestApp,
  buyer: Awaited<ReturnType<typeof signUp>>,
  items: Array<{ price_variation_id: number; qty: number }>,
): Promise<{ id: number; number: string }> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/product-quotation',
    headers: buyer.headers,
    payload: {
      items,
      company_name: 'Events LLC',
      full_name: 'Omar Saleh',
      email: buyer.form.email,
      mobile: buyer.form.mobile,
      message: 'Gala dinner',
    },
  });
  expect(res.statusCode).toBe(201);
  return res.json();
}
