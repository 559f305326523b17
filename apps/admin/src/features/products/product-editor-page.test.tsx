import type { ProductOptions, StaffPermission, StaffProduct } from '@shop/shared/rules';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeServer, renderAt } from '../../testing/render.tsx';
import { ProductEditorPage } from './product-editor-page.tsx';

const options: ProductOptions = {
  categories: [
    { id: 1, name: 'Wine', parent_id: null },
    { id: 6, name: 'Red Wine', parent_id: 1 },
    { id: 2, name: 'Whiskey', parent_id: null },
  ],
  brands: [{ id: 1, name: 'Alpha Estate' }],
  origins: [{ id: 1, name: 'France, Bordeaux' }],
  choices: [{ id: 1, name: 'Staff Picks' }],
};
const product: StaffProduct = {
  id: 42,
  name: 'Alpha Rouge',
  route: 'alpha-rouge',
  old_routes: [],
  category_id: 1,
  sub_category_id: 6,
  brand_id: 1,
  origin_id: null,
  abv: 13.5,
  featured_img: 'products/alpha-rouge.svg',
  gallery: [],
  is_premium: false,
  is_promotion: false,
  choice_ids: [1],
  description: '<p>Dark fruit.</p>',
  tasting_notes: '',
  meta_title: '',
  meta_description: '',
  archived: false,
  created_at: '2026-03-12T10:00:00.000Z',
  sizes: [
    {
      id: 7,
      value: '750 ml',
      price_fils: 12_000,
      offer_price_fils: 0,
      discount_price_fils: 0,
      stock: 5,
      pack_size: 1,
      cost_fils: 6_000,
      in_orders: true,
    },
  ],
};
const me = (permissions: StaffPermission[]) => ({
  status: 200,
  body: { id: 1, name: 'Sam', email: 'sam@shop.ae', role: 'manager', permissions },
});
const history = {
  status: 200,
  body: {
    changes: [
      {
        id: 9,
        at: '2026-03-12T10:00:00.000Z',
        actor: 'Sam <sam@shop.ae> (manager)',
        size: '750 ml',
        before: { price_fils: 11_000, offer_price_fils: 0 },
        after: { price_fils: 12_000, offer_price_fils: 0 },
      },
    ],
  },
};

beforeEach(() =>
  vi.stubGlobal('matchMedia', () => ({ matches: false, addEventListener() {}, removeEventListener() {} })),
);
afterEach(() => vi.unstubAllGlobals());

// The editor is a long form: rendering it and typing into it takes seconds on a busy machine.
describe('the product editor', { timeout: 20_000 }, () => {
  it("shows the server's message on each field it refuses, then saves, and shows the price history", async () => {
    let attempts = 0;
    const calls = fakeServer({
      'GET /me': me(['catalog:write', 'pricing:write', 'stock:write']),
      'GET /products/options': { status: 200, body: options },
      'GET /products/42': { status: 200, body: product },
      'GET /products/42/price-history': history,
      'PUT /products/42': () =>
        ++attempts === 1
          ? {
              status: 400,
              body: {
                error: 'The offer price must be below the price (0 for no offer).',
                code: 'VALIDATION_FAILED',
                errors: { 'sizes.0.offer_price_fils': ['The offer price must be below the price (0 for no offer).'] },
              },
            }
          : { status: 200, body: { ...product, sizes: [{ ...product.sizes[0]!, offer_price_fils: 9_900 }] } },
    });
    const user = userEvent.setup();
    renderAt('/catalog/products/42', [['/catalog/products/:id', <ProductEditorPage />]]);
    const offer = await screen.findByLabelText('Offer price (AED)');
    await user.type(offer, '150');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findAllByText('The offer price must be below the price (0 for no offer).')).toHaveLength(2);
    expect(offer.getAttribute('aria-invalid')).toBe('true');
    expect(calls.find((c) => c.method === 'PUT')!.body).toMatchObject({
      route: 'alpha-rouge',
      sizes: [{ id: 7, value: '750 ml', price_fils: 12_000, offer_price_fils: 15_000, stock: 5, cost_fils: 6_000 }],
    });

    await user.clear(offer);
    await user.type(offer, '99');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await screen.findByText('The product was saved. The shop shows it now.');
    expect(offer.getAttribute('aria-invalid')).toBeNull();
    const table = screen.getByRole('table', { name: 'Price changes, newest first' });
    expect(within(table).getAllByRole('row')[1]!.textContent).toContain('AED 110.00AED 120.00');
    // A size in orders is never removed: the button says why.
    expect(screen.getByRole('button', { name: 'Remove 750 ml' }).hasAttribute('disabled')).toBe(true);
  });

  it('says on the field when an amount is not in AED, without calling the server', async () => {
    const calls = fakeServer({
      'GET /me': me(['catalog:write', 'pricing:write', 'stock:write']),
      'GET /products/options': { status: 200, body: options },
      'GET /products/42': { status: 200, body: product },
      'GET /products/42/price-history': history,
    });
    const user = userEvent.setup();
    renderAt('/catalog/products/42', [['/catalog/products/:id', <ProductEditorPage />]]);
    const price = await screen.findByLabelText('Price (AED)');
    await user.clear(price);
    await user.type(price, '12,0.5x');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Enter an amount in AED, for example 120 or 99.50.')).toBeTruthy();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
  });

  it("keeps an editor's prices and stock read-only, and offers no new size", async () => {
    fakeServer({
      'GET /me': me(['catalog:write', 'content:write']),
      'GET /products/options': { status: 200, body: options },
      'GET /products/42': { status: 200, body: product },
      'GET /products/42/price-history': history,
    });
    renderAt('/catalog/products/42', [['/catalog/products/:id', <ProductEditorPage />]]);
    expect((await screen.findByLabelText('Price (AED)')).hasAttribute('readonly')).toBe(true);
    expect(screen.getByLabelText('Stock').hasAttribute('readonly')).toBe(true);
    expect(screen.getByLabelText('Size').hasAttribute('readonly')).toBe(false);
    expect(screen.queryByRole('button', { name: 'Add a size' })).toBeNull();
  });
});
