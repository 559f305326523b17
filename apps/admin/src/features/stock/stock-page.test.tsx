import type { StaffMe, StaffPermission, StockPage as StockList, StockSize } from '@shop/shared/rules';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { setCsrfToken } from '../../api/csrf-token.ts';
import { onePage } from '../../testing/pages.ts';
import { fakeServer, renderAt } from '../../testing/render.tsx';
import { StockPage } from './stock-page.tsx';

const size = (id: number, name: string, stock: number): StockSize => ({
  price_variation_id: id,
  product_id: id + 1000,
  name,
  route: name.toLowerCase().replaceAll(' ', '-'),
  category: { id: 1, route: 'wine', name: 'Wine' },
  size: '750 ml',
  price: 120,
  stock,
  on_sale: true,
});
const page = (data: StockSize[], over: Partial<StockList> = {}): StockList => ({
  ...onePage(data, 50),
  low_stock_threshold: 5,
  ...over,
});
const me = (permissions: StaffPermission[]) => ({ status: 200, body: { name: 'Noor', permissions } as StaffMe });
const MERLOT = size(758, 'Cedar Merlot', 40);
const ROSE = size(759, 'Bekaa Rosé', 3);
const EMPTY = size(760, 'Old Port', 0);

/** The addresses the page asked for (the fake server's record keeps paths only). */
const urls = () => (fetch as unknown as Mock).mock.calls.map(([url]) => String(url));

beforeEach(() => {
  setCsrfToken('csrf-1');
  // The desk layout (a table); the phone's cards are the same rows.
  vi.stubGlobal('matchMedia', () => ({ matches: false, addEventListener() {}, removeEventListener() {} }));
});
afterEach(() => {
  vi.unstubAllGlobals();
  setCsrfToken(null);
});

describe('the stock list', () => {
  it('shows each size with its level, and asks the server for the search, filter, order and page', async () => {
    fakeServer({ 'GET /me': me(['stock:read']), 'GET /stock': { status: 200, body: page([MERLOT, ROSE, EMPTY]) } });
    renderAt('/stock?q=cedar&low=1&sort=stock&dir=desc&page=2', [['/stock', <StockPage />]]);
    const table = await screen.findByRole('table', { name: 'Sizes low on stock, matching “cedar”' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      'Cedar MerlotWine750 ml40In stock',
      'Bekaa RoséWine750 ml3Low',
      'Old PortWine750 ml0Out of stock',
    ]);
    expect(urls()).toContain('/api/v1/staff/stock?search=cedar&low=1&sort=stock&dir=desc&page=2');
    expect(screen.getByRole('columnheader', { name: 'Stock' }).getAttribute('aria-sort')).toBe('descending');
    expect(screen.getByRole('status').textContent).toBe('3 sizes: Sizes low on stock, matching “cedar”.');
  });

  it('offers no way to change stock to a role that may only read it', async () => {
    fakeServer({ 'GET /me': me(['stock:read']), 'GET /stock': { status: 200, body: page([MERLOT]) } });
    renderAt('/stock', [['/stock', <StockPage />]]);
    await screen.findByText('Cedar Merlot');
    await waitFor(() => expect(urls()).toContain('/api/v1/staff/me'));
    expect(screen.queryByRole('button', { name: /Set stock/ })).toBeNull();
    expect(screen.queryByText('Import a stock file')).toBeNull();
    // Reading the stock file is reading stock.
    expect(screen.getByRole('link', { name: 'Download the stock file (CSV)' }).getAttribute('href')).toBe(
      '/api/v1/staff/stock.csv',
    );
  });

  it('sets a size with a reason, says so, reads the list again and gives focus back to its button', async () => {
    let reads = 0;
    const calls = fakeServer({
      'GET /me': me(['stock:read', 'stock:write']),
      'GET /stock': () => ({ status: 200, body: page([{ ...MERLOT, stock: ++reads > 1 ? 12 : 40 }]) }),
      'PUT /stock/758': { status: 200, body: { price_variation_id: 758, product_id: 1758, stock: 12 } },
    });
    const user = userEvent.setup();
    renderAt('/stock', [['/stock', <StockPage />]]);
    const button = await screen.findByRole('button', { name: 'Set stock: Cedar Merlot, 750 ml' });
    await user.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    const count = screen.getByLabelText('New stock');
    expect(count).toBe(document.activeElement);
    await user.clear(count);
    await user.type(count, '12');
    await user.type(screen.getByLabelText('Reason'), 'Stock count');
    await user.click(screen.getByRole('button', { name: 'Save stock' }));
    await screen.findByText('Saved: Cedar Merlot, 750 ml now has 12 in stock (it had 40).');
    expect(calls.find((c) => c.method === 'PUT')).toMatchObject({
      path: '/stock/758',
      body: { stock: 12, reason: 'Stock count' },
      headers: { 'x-csrf-token': 'csrf-1' },
    });
    expect(reads).toBe(2);
    expect(screen.queryByRole('form', { name: /Set the stock/ })).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Set stock: Cedar Merlot, 750 ml' }));
    expect(screen.getByText('Saved (was 40)')).toBeTruthy();
  });

  it("shows the server's words on the fields, and a refusal of another kind in an alert", async () => {
    const invalid = {
      error: 'stock must be a number.',
      code: 'VALIDATION_FAILED',
      errors: {
        stock: ['stock must be a number.'],
        reason: ['Say why the stock changes (a count, a delivery, breakage).'],
      },
    };
    let puts = 0;
    const calls = fakeServer({
      'GET /me': me(['stock:read', 'stock:write']),
      'GET /stock': { status: 200, body: page([MERLOT]) },
      'PUT /stock/758': () =>
        ++puts === 1
          ? { status: 422, body: invalid }
          : { status: 404, body: { error: 'No size has this id.', code: 'NOT_FOUND' } },
    });
    const user = userEvent.setup();
    renderAt('/stock', [['/stock', <StockPage />]]);
    await user.click(await screen.findByRole('button', { name: /Set stock/ }));
    await user.clear(screen.getByLabelText('New stock'));
    await user.click(screen.getByRole('button', { name: 'Save stock' }));
    // Nothing typed goes as no number, for the server to refuse, never as 0.
    await waitFor(() => expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ stock: null, reason: '' }));
    const count = screen.getByLabelText('New stock');
    await waitFor(() => expect(count.getAttribute('aria-invalid')).toBe('true'));
    expect(count.getAttribute('aria-describedby')).toContain('-error');
    expect(screen.getByText('Stock must be a number.')).toBeTruthy();
    expect(screen.getByText(invalid.errors.reason[0]!)).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();

    await user.type(count, '5');
    await user.type(screen.getByLabelText('Reason'), 'Breakage');
    await user.click(screen.getByRole('button', { name: 'Save stock' }));
    expect((await screen.findByRole('alert')).textContent).toBe('No size has this id.');
  });
});
