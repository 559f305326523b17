import type { StaffChoice, StaffOffer } from '@shop/shared/rules';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setCsrfToken } from '../../api/csrf-token.ts';
import { fakeServer, renderAt } from '../../testing/render.tsx';
import { HomePagePage } from './home-page-page.tsx';

const OFFERS: StaffOffer[] = [
  { id: 1, headline: 'Free delivery', detail: 'on orders above 100 AED', position: 0 },
  { id: 2, headline: 'Buy 1 wine, get the second up to 50% off', detail: 'for wines under 250 AED', position: 1 },
];
const PICKS: StaffChoice = {
  id: 7,
  route: 'staff-picks',
  title: 'Staff Picks',
  description: '',
  image: null,
  position: 0,
  products: [
    { id: 11, name: 'Cedar Merlot' },
    { id: 12, name: 'Bekaa Rosé' },
  ],
};
const empty = { status: 200, body: { data: [] } };
const screenCalls = (more: Parameters<typeof fakeServer>[0]) =>
  fakeServer({
    'GET /home-page/offers': { status: 200, body: { data: OFFERS } },
    'GET /home-page/rows': empty,
    'GET /home-page/banners': empty,
    'GET /home-page/choices': { status: 200, body: { data: [PICKS] } },
    'GET /catalog/categories': empty,
    ...more,
  });

beforeEach(() => setCsrfToken('csrf-1'));
afterEach(() => {
  vi.unstubAllGlobals();
  setCsrfToken(null);
});

describe('the home page screen', () => {
  it("edits an offer banner's text in place and says it is saved", async () => {
    const calls = screenCalls({
      'PUT /home-page/offers/1': { status: 200, body: { ...OFFERS[0], detail: 'on every order' } },
    });
    const user = userEvent.setup();
    renderAt('/home-page', [['/home-page', <HomePagePage />]]);
    await user.click(await screen.findByRole('button', { name: 'Edit Free delivery' }));
    const form = screen.getByRole('form', { name: 'Edit Free delivery' });
    const detail = within(form).getByLabelText('Detail');
    await user.clear(detail);
    await user.type(detail, 'on every order');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The offer text is saved.')).toBeTruthy();
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
      headline: 'Free delivery',
      detail: 'on every order',
    });
  });

  it("sets an our-choice list's products by their numbers, in order, and shows the server's word on a bad one", async () => {
    let tries = 0;
    const calls = screenCalls({
      'PUT /home-page/choices/7/products': () =>
        ++tries === 1
          ? {
              status: 422,
              body: {
                error: 'No product has this id. (999)',
                code: 'VALIDATION_FAILED',
                errors: { product_ids: ['No product has this id. (999)'] },
              },
            }
          : { status: 200, body: { ...PICKS, products: [PICKS.products[1], PICKS.products[0]] } },
    });
    const user = userEvent.setup();
    renderAt('/home-page', [['/home-page', <HomePagePage />]]);
    expect(await screen.findByText('2 products: Cedar Merlot, Bekaa Rosé.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Products of Staff Picks' }));
    const numbers = screen.getByLabelText('Product numbers, in order');
    expect((numbers as HTMLTextAreaElement).value).toBe('11, 12');
    await user.clear(numbers);
    await user.type(numbers, '12, 999');
    await user.click(screen.getByRole('button', { name: 'Save products' }));
    expect(await screen.findByText('No product has this id. (999)')).toBeTruthy();
    await user.clear(numbers);
    await user.type(numbers, '12 11');
    await user.click(screen.getByRole('button', { name: 'Save products' }));
    await vi.waitFor(() => expect(screen.queryByLabelText('Product numbers, in order')).toBeNull());
    expect(calls.filter((c) => c.method === 'PUT').map((c) => c.body)).toEqual([
      { product_ids: [12, 999] },
      { product_ids: [12, 11] },
    ]);
  });
});
