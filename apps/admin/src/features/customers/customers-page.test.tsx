import type { CustomerPage, CustomerSummary } from '@shop/shared/rules';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { onePage } from '../../testing/pages.ts';
import { fakeServer, renderAt } from '../../testing/render.tsx';
import { CustomersPage } from './customers-page.tsx';

const customer = (id: number, name: string, over: Partial<CustomerSummary> = {}): CustomerSummary => ({
  id,
  user_type: 'user',
  full_name: name,
  email: `${name.split(' ')[0]!.toLowerCase()}@example.ae`,
  mobile: `+97150000000${id}`,
  created_at: '2026-03-12T10:00:00.000Z',
  blocked: false,
  ...over,
});
const found = (data: CustomerSummary[], over: Partial<CustomerPage> = {}): CustomerPage => ({
  ...onePage(data),
  ...over,
});
const urls = () => (fetch as unknown as Mock).mock.calls.map(([url]) => String(url));

beforeEach(() =>
  vi.stubGlobal('matchMedia', () => ({ matches: false, addEventListener() {}, removeEventListener() {} })),
);
afterEach(() => vi.unstubAllGlobals());

describe('the customer search', () => {
  it('searches on the server and lists each account, linked, with a blocked one marked', async () => {
    fakeServer({
      'GET /customers': {
        status: 200,
        body: found([customer(7, 'Layla Haddad'), customer(3, 'Omar Saleh', { blocked: true, mobile: null })], {
          total: 27,
          last_page: 2,
          to: 25,
        }),
      },
    });
    const user = userEvent.setup();
    renderAt('/customers', [['/customers', <CustomersPage />]]);
    await screen.findByText('Layla Haddad');
    await user.type(screen.getByLabelText('Search by name, e-mail, mobile or customer number'), ' 050 1234 ');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await screen.findByRole('table', { name: 'Customers matching “050 1234”' });
    expect(urls()).toEqual(['/api/v1/staff/customers?page=1', '/api/v1/staff/customers?q=050+1234&page=1']);

    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      'Layla HaddadNo. 7layla@example.ae+97150000000712 Mar 2026',
      'Omar SalehNo. 3omar@example.ae—12 Mar 2026Blocked',
    ]);
    expect(screen.getByRole('link', { name: 'Omar Saleh' }).getAttribute('href')).toBe('/customers/3');
    expect(screen.getByRole('status').textContent).toBe('27 customers: Customers matching “050 1234”.');

    await user.click(screen.getByRole('button', { name: 'Next' }));
    await vi.waitFor(() => expect(urls()).toContain('/api/v1/staff/customers?q=050+1234&page=2'));
  });

  it('says when nothing matches, and shows a refused search in an alert', async () => {
    const refused = { error: 'The search holds characters no name, e-mail or number has.', code: 'VALIDATION_FAILED' };
    fakeServer({
      'GET /customers': () =>
        urls().at(-1)!.includes('nobody') ? { status: 200, body: found([]) } : { status: 400, body: refused },
    });
    const user = userEvent.setup();
    const { client } = renderAt('/customers?q=nobody', [['/customers', <CustomersPage />]]);
    await screen.findByText(/No customer matches “nobody”/);
    // A refusal is not worth asking again (the app's client retries twice, seconds apart).
    client.setDefaultOptions({ queries: { retry: false } });
    expect(screen.getByRole('status').textContent).toBe('0 customers: Customers matching “nobody”.');
    await user.clear(screen.getByRole('searchbox'));
    await user.type(screen.getByRole('searchbox'), 'x');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect((await screen.findByRole('alert')).textContent).toBe(refused.error);
  });
});
