import { COUPON_MESSAGES, type CouponCategoryChoice, type StaffCoupon } from '@shop/shared/rules';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeServer, renderAt } from '../../testing/render.tsx';
import { CouponDetailPage } from './coupon-detail-page.tsx';
import { NewCouponPage } from './coupon-edit-page.tsx';

const categories: CouponCategoryChoice[] = [
  { id: 1, name: 'Beer', parent_id: null },
  { id: 2, name: 'Wine', parent_id: null },
  { id: 3, name: 'Red Wine', parent_id: 2 },
];
const made: StaffCoupon = {
  id: 9,
  code: 'RED20',
  description: '',
  kind: 'percent',
  value: 20,
  max_discount: 30,
  min_order: 100,
  starts_on: '2026-03-01',
  ends_on: null,
  max_uses: null,
  max_uses_per_customer: 1,
  first_order_only: true,
  categories: [{ id: 3, name: 'Red Wine' }],
  customer: null,
  active: true,
  state: 'live',
  uses: 0,
  created_at: '2026-03-01T08:00:00.000Z',
};

afterEach(() => vi.unstubAllGlobals());

describe('the coupon form', () => {
  it("shows each field's problem under it, then sends the coupon with empty boxes as none", async () => {
    let tries = 0;
    const calls = fakeServer({
      'GET /coupons/categories': { status: 200, body: categories },
      'POST /coupons': () =>
        ++tries === 1
          ? {
              status: 400,
              body: {
                error: COUPON_MESSAGES.codeCharacters,
                code: 'VALIDATION_FAILED',
                errors: { code: [COUPON_MESSAGES.codeCharacters], 'category_ids.0': [COUPON_MESSAGES.categoryUnknown] },
              },
            }
          : { status: 201, body: made },
      'GET /coupons/9': { status: 200, body: { coupon: made, uses: [] } },
    });
    const user = userEvent.setup();
    renderAt('/coupons/new', [
      ['/coupons/new', <NewCouponPage />],
      ['/coupons/:id', <CouponDetailPage />],
    ]);
    await user.type(screen.getByLabelText('Code'), 'red 20');
    await user.type(screen.getByLabelText('Percent off'), '20');
    await user.type(screen.getByLabelText('Maximum discount (AED)'), '30');
    await user.type(screen.getByLabelText('Minimum order (AED)'), '100');
    await user.click(screen.getByRole('checkbox', { name: /First order only/ }));
    await user.click(await screen.findByRole('checkbox', { name: 'Red Wine' }));
    await user.click(screen.getByRole('button', { name: 'Create coupon' }));

    const code = screen.getByLabelText('Code');
    await vi.waitFor(() => expect(code.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getAllByText(COUPON_MESSAGES.codeCharacters).length).toBeGreaterThan(0);
    expect(screen.getByText(COUPON_MESSAGES.categoryUnknown)).toBeTruthy();
    await vi.waitFor(() => expect(document.activeElement).toBe(code));

    await user.clear(code);
    await user.type(code, 'red20');
    await user.click(screen.getByRole('button', { name: 'Create coupon' }));
    await screen.findByText('RED20 is saved.');
    expect(calls.filter((c) => c.method === 'POST').at(-1)!.body).toEqual({
      code: 'red20',
      description: '',
      kind: 'percent',
      value: 20,
      max_discount: 30,
      min_order: 100,
      starts_on: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      ends_on: null,
      max_uses: null,
      max_uses_per_customer: 1,
      first_order_only: true,
      category_ids: [3],
    });
    expect(await screen.findByText(/^20% off, at most AED.30\.00$/)).toBeTruthy();
    expect(screen.getByText('Only Red Wine')).toBeTruthy();
  }, 30_000);
});
