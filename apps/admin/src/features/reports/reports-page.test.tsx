import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeServer, renderAt } from '../../testing/render.tsx';
import { ReportsPage } from './reports-page.tsx';

const amounts = (gross: number) => ({ net: Math.round((gross / 1.05) * 100) / 100, vat: 0, gross });

afterEach(() => vi.unstubAllGlobals());

describe('the reports screen', () => {
  // Four charts drawn in jsdom take seconds on a busy machine: a budget for a hang, not a speed target.
  it('shows each report with its figures and CSV link, and asks again by week', { timeout: 20_000 }, async () => {
    const calls = fakeServer({
      'GET /reports/sales': {
        status: 200,
        body: {
          from: '2026-03-01',
          to: '2026-03-02',
          by: 'day',
          rows: [
            { period: '2026-03-01', orders: 1, ...amounts(200) },
            { period: '2026-03-02', orders: 0, net: 0, vat: 0, gross: 0 },
          ],
          totals: { orders: 1, ...amounts(200) },
        },
      },
      'GET /reports/categories': {
        status: 200,
        body: {
          from: '2026-03-01',
          to: '2026-03-02',
          rows: [{ category_id: 1, category: 'Wine', units: 2, ...amounts(200) }],
        },
      },
      'GET /reports/products': {
        status: 200,
        body: {
          from: '2026-03-01',
          to: '2026-03-02',
          rows: [{ product_id: 4, name: 'Alpha Rouge', units: 2, ...amounts(200) }],
        },
      },
      'GET /reports/stock-value': {
        status: 200,
        body: {
          rows: [{ category_id: 1, category: 'Wine', units: 10, at_cost: 600, at_price: 1000 }],
          totals: { units: 10, at_cost: 600, at_price: 1000 },
        },
      },
    });
    const user = userEvent.setup();
    renderAt('/reports', [['/reports', <ReportsPage />]]);
    await screen.findByText('Alpha Rouge');
    const sales = screen.getByRole('region', { name: 'Sales' });
    expect(within(sales).getByText('gross AED 200.00')).toBeTruthy();
    expect(within(sales).getByRole('link', { name: 'Download CSV of sales' }).getAttribute('href')).toBe(
      '/api/v1/staff/reports/sales.csv?from=2026-03-01&to=2026-03-02&by=day',
    );
    const stock = screen.getByRole('region', { name: 'Stock value' });
    expect(within(stock).getByText('at price AED 1,000.00')).toBeTruthy();
    expect(within(stock).getByRole('link', { name: 'Download CSV of stock value' }).getAttribute('href')).toBe(
      '/api/v1/staff/reports/stock-value.csv',
    );
    await user.click(within(sales).getByRole('button', { name: 'By week' }));
    await vi.waitFor(() => expect(calls.some((c) => c.path === '/reports/sales' && c.method === 'GET')).toBe(true));
    const asked = (fetch as unknown as { mock: { calls: [string][] } }).mock.calls.map(([url]) => url);
    expect(asked).toContain('/api/v1/staff/reports/sales?by=week');
  });
});
