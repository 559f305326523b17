import type { CustomerAccount, CustomerDetail, StaffMe, StaffPermission } from '@shop/shared/rules';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setCsrfToken } from '../../api/csrf-token.ts';
import { fakeServer, renderAt } from '../../testing/render.tsx';
import { CustomerDetailPage } from './customer-detail-page.tsx';

const account = (over: Partial<CustomerAccount> = {}): CustomerAccount => ({
  id: 7,
  user_type: 'user',
  full_name: 'Layla Haddad',
  email: 'layla@example.ae',
  mobile: '+971501234567',
  created_at: '2026-03-12T10:00:00.000Z',
  blocked: false,
  email_verified_at: '2026-03-12T10:01:00.000Z',
  mobile_verified_at: null,
  google_linked: false,
  landmark: null,
  current_location: 'Dubai Marina',
  nationality: 'Emirati',
  dob: '1990-04-12',
  anniversary_date: null,
  company_name: null,
  designation: null,
  landline: null,
  updated_at: '2026-03-12T10:00:00.000Z',
  blocked_at: null,
  blocked_reason: null,
  ...over,
});
const detail = (over: Partial<CustomerAccount> = {}): CustomerDetail => ({
  customer: account(over),
  orders: [
    {
      id: 41,
      order_number: 'CEL-000041',
      created_at: '2026-03-14T09:00:00.000Z',
      state: 'delivered',
      total_amount: 749,
      eid_provided: true,
    },
  ],
  order_count: 60,
  addresses: [
    {
      id: 1,
      address_type: 'Billing',
      full_name: 'Layla Haddad',
      email: null,
      mobile: '+971501234567',
      country: 'United Arab Emirates',
      state: null,
      city: 'Dubai',
      postal_code: null,
      address_line1: 'Villa 12, Street 4',
      address_line2: null,
      is_default: true,
    },
  ],
  age_proof: {
    has_date_of_birth: true,
    emirates_id_provided: true,
    emirates_id_orders: 1,
    id_check: { state: 'rejected', reason: 'the photo is blurred' },
  },
});
const me = (permissions: StaffPermission[]) => ({ status: 200, body: { name: 'Noor', permissions } as StaffMe });
const show = () => renderAt('/customers/7', [['/customers/:id', <CustomerDetailPage />]]);

beforeEach(() => setCsrfToken('csrf-1'));
afterEach(() => {
  vi.unstubAllGlobals();
  setCsrfToken(null);
});

describe("a customer's page", () => {
  it('shows the account, its proof of age, addresses and latest orders, with no block to a reading role', async () => {
    const calls = fakeServer({
      'GET /me': me(['customers:read']),
      'GET /customers/7': { status: 200, body: detail() },
    });
    show();
    await screen.findByRole('heading', { level: 1, name: 'Layla Haddad' });
    await waitFor(() => expect(calls.some((c) => c.path === '/me')).toBe(true));
    const orders = screen.getByRole('region', { name: 'Orders' });
    expect(within(orders).getByText('The latest 1 of 60 orders.')).toBeTruthy();
    expect(within(orders).getByRole('link', { name: 'CEL-000041' }).getAttribute('href')).toBe('/orders/CEL-000041');
    expect(within(orders).getByText('Delivered')).toBeTruthy();
    const age = screen.getByRole('region', { name: 'Proof of age' });
    expect(within(age).getByText('21 or over')).toBeTruthy();
    expect(within(age).getByText(/Uploaded with 1 order/)).toBeTruthy();
    expect(within(age).getByText('Rejected')).toBeTruthy();
    expect(within(age).getByText('Why: the photo is blurred')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Addresses' }).textContent).toContain('Villa 12, Street 4');
    expect(screen.getByRole('region', { name: 'Account' }).textContent).toContain('not verified');
    expect(screen.queryByRole('button', { name: /Block/ })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Access' })).toBeNull();
  });

  it('says since when and why a customer is blocked', async () => {
    const blocked = { blocked: true, blocked_at: '2026-03-20T08:30:00.000Z', blocked_reason: 'Abusive calls' };
    fakeServer({ 'GET /me': me(['customers:read']), 'GET /customers/7': { status: 200, body: detail(blocked) } });
    show();
    const note = await screen.findByText(/They cannot sign in or buy/);
    expect(note.textContent).toBe('Blocked since 20 Mar 2026, 12:30. They cannot sign in or buy.Why: Abusive calls');
  });

  it('asks before blocking, needs a reason, then blocks and shows the account again', async () => {
    let blocked = false;
    let tries = 0;
    const calls = fakeServer({
      'GET /me': me(['customers:read', 'customers:block']),
      'GET /customers/7': () => ({
        status: 200,
        body: detail(blocked ? { blocked, blocked_at: '2026-03-20T08:30:00.000Z', blocked_reason: 'Fraud' } : {}),
      }),
      'POST /customers/7/block': () => {
        if (++tries === 1)
          return {
            status: 422,
            body: { error: 'Say why.', code: 'VALIDATION_FAILED', errors: { reason: ['Say why, in 3 to 300.'] } },
          };
        blocked = true;
        return { status: 200, body: account({ blocked: true }) };
      },
    });
    const user = userEvent.setup();
    show();
    await user.click(await screen.findByRole('button', { name: 'Block this customer…' }));
    expect(screen.getByText(/They are signed out everywhere at once/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Yes, block Layla Haddad' }));
    const reason = screen.getByLabelText('Why block them?');
    await waitFor(() => expect(reason.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('Say why, in 3 to 300.').id).toBe('block-reason-error');
    await user.type(reason, 'Fraud');
    await user.click(screen.getByRole('button', { name: 'Yes, block Layla Haddad' }));
    await screen.findByText('Layla Haddad is blocked: their sessions have ended, and they cannot sign in or buy.');
    expect(calls.filter((c) => c.method === 'POST').map((c) => [c.body, c.headers['x-csrf-token']])).toEqual([
      [{ reason: '' }, 'csrf-1'],
      [{ reason: 'Fraud' }, 'csrf-1'],
    ]);
    expect(await screen.findByRole('button', { name: 'Unblock this customer…' })).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Access' }));
  });

  it('shows an unblock made meanwhile by someone else, and reads the account again', async () => {
    const conflict = { error: 'This customer is not blocked.', code: 'CONFLICT' };
    const calls = fakeServer({
      'GET /me': me(['customers:read', 'customers:block']),
      'GET /customers/7': { status: 200, body: detail({ blocked: true, blocked_reason: 'Fraud' }) },
      'POST /customers/7/unblock': { status: 409, body: conflict },
    });
    const user = userEvent.setup();
    show();
    await user.click(await screen.findByRole('button', { name: 'Unblock this customer…' }));
    await user.type(screen.getByLabelText('Why unblock them?'), 'Settled');
    await user.click(screen.getByRole('button', { name: 'Unblock' }));
    expect((await screen.findByRole('alert')).textContent).toBe(conflict.error);
    await waitFor(() => expect(calls.filter((c) => c.path === '/customers/7' && c.method === 'GET')).toHaveLength(2));
  });
});
