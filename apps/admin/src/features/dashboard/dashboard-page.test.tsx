import type { StaffDashboard, StaffMe } from '@shop/shared/rules';
import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi, type Mock } from 'vitest';
import { fakeServer, renderAt } from '../../testing/render.tsx';
import { DashboardPage } from './dashboard-page.tsx';

const ME = { id: 1, name: 'Noor', role: 'owner', permissions: [] } as unknown as StaffMe;
const FULL: StaffDashboard = {
  orders: {
    today_by_state: {
      awaiting_payment: 0,
      placed: 4,
      confirmed: 2,
      packed: 0,
      out_for_delivery: 1,
      delivered: 3,
      refused: 0,
      cancelled: 1,
      returned: 0,
      refunded: 0,
    },
    awaiting_id_check: 2,
    revenue_today: { orders: 3, total: 1249.5, vat: 59.5 },
    revenue_7_days: { orders: 21, total: 18320, vat: 872.38 },
  },
  low_stock: { sizes: 6, threshold: 5 },
  pending_comments: 3,
  quotations_to_answer: 1,
  new_messages: 2,
};

const dashboardCalls = () =>
  (globalThis.fetch as Mock).mock.calls.filter(([url]) => String(url).endsWith('/dashboard')).length;
const open = () => renderAt('/dashboard', [['/dashboard', <DashboardPage />]]);
const href = (name: RegExp) => screen.getByRole('link', { name }).getAttribute('href');

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the dashboard', () => {
  it('shows every part the server answers, each linking to where staff act on it', async () => {
    // 22:30 in Dubai on 12 March is already the 13th there: "today" is the shop's day.
    vi.useFakeTimers({ now: new Date('2026-03-12T20:30:00.000Z'), shouldAdvanceTime: true });
    fakeServer({ 'GET /me': { status: 200, body: ME }, 'GET /dashboard': { status: 200, body: FULL } });
    open();
    expect(await screen.findByRole('link', { name: '2 orders awaiting an ID check' })).toBeTruthy();
    expect(href(/awaiting an ID check/)).toBe('/orders?tab=awaiting_id');
    expect(href(/sizes low on stock/)).toBe('/stock?low=1');
    expect(screen.getByText('Sizes on sale with 5 or fewer in stock.')).toBeTruthy();
    // Pending comments open moderation; quotations and messages open the inbox.
    expect(screen.getByText('comments to approve').closest('a')?.getAttribute('href')).toBe('/moderation');
    expect(href(/1 quotation to answer/)).toBe('/inbox?tab=quotations');
    expect(href(/2 new messages/)).toBe('/inbox');

    const today = screen.getByRole('region', { name: /Today’s orders/ });
    expect(within(today).getByRole('heading').textContent).toBe('Today’s orders 11 in all');
    expect(within(today).getByRole('link', { name: '2 Confirmed' }).getAttribute('href')).toBe(
      '/orders?tab=to_pack&from=2026-03-13&to=2026-03-13',
    );
    expect(within(today).getByRole('link', { name: '4 Placed' }).getAttribute('href')).toBe(
      '/orders?from=2026-03-13&to=2026-03-13',
    );
    expect(within(today).getByRole('link', { name: '0 Refused at handover' }).getAttribute('href')).toBe(
      '/orders?tab=refused&from=2026-03-13&to=2026-03-13',
    );

    const revenue = screen.getByRole('region', { name: 'Revenue' });
    const day = within(revenue).getByRole('link', { name: 'AED 1,249.50 revenue today' });
    expect(day.getAttribute('href')).toBe('/orders?tab=delivered&from=2026-03-13&to=2026-03-13');
    expect(day.closest('li')!.textContent).toContain('Includes VAT of AED 59.50. From 3 delivered orders.');
    const week = within(revenue).getByRole('link', { name: 'AED 18,320.00 revenue over the last 7 days' });
    expect(week.getAttribute('href')).toBe('/orders?tab=delivered&from=2026-03-07&to=2026-03-13');
    expect(week.closest('li')!.textContent).toContain('Includes VAT of AED 872.38.');
  });

  it('shows a role only what the server answers for it', async () => {
    fakeServer({
      'GET /me': { status: 200, body: ME },
      'GET /dashboard': {
        status: 200,
        body: { orders: null, low_stock: null, pending_comments: 0, quotations_to_answer: 2, new_messages: 0 },
      },
    });
    open();
    expect(await screen.findByText('quotations to answer')).toBeTruthy();
    expect(screen.getByText('comments to approve')).toBeTruthy();
    expect(screen.queryByRole('region', { name: /Today’s orders/ })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Revenue' })).toBeNull();
    expect(screen.queryByText(/awaiting an ID check/)).toBeNull();
    expect(screen.queryByText(/low on stock/)).toBeNull();
    // The figures that link: the comments' to moderation, the inbox's to the inbox.
    expect(screen.queryAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      '/moderation',
      '/inbox?tab=quotations',
      '/inbox',
    ]);
  });

  it('says so when a role has no figures at all', async () => {
    fakeServer({
      'GET /me': { status: 200, body: ME },
      'GET /dashboard': {
        status: 200,
        body: { orders: null, low_stock: null, pending_comments: null, quotations_to_answer: null },
      },
    });
    open();
    expect(await screen.findByText('Your role has no figures to show here yet.')).toBeTruthy();
  });

  it("says the server's refusal in an alert", async () => {
    const refusal = { error: 'The shop could not count today. Please try again.', code: 'INTERNAL' };
    fakeServer({ 'GET /me': { status: 200, body: ME }, 'GET /dashboard': { status: 403, body: refusal } });
    open();
    expect((await screen.findByRole('alert', {}, { timeout: 500 })).textContent).toBe(refusal.error);
  });

  it('asks again every 30 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    fakeServer({ 'GET /me': { status: 200, body: ME }, 'GET /dashboard': { status: 200, body: FULL } });
    open();
    await screen.findByRole('region', { name: 'Revenue' });
    expect(dashboardCalls()).toBe(1);
    await act(() => vi.advanceTimersByTimeAsync(29_000));
    expect(dashboardCalls()).toBe(1);
    await act(() => vi.advanceTimersByTimeAsync(1_500));
    expect(dashboardCalls()).toBe(2);
  });
});
