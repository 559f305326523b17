import {
  RETURN_MESSAGES,
  type StaffMe,
  type StaffReturnList,
  type StaffReturnRow,
  type StaffPermission,
} from '@shop/shared/rules';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setCsrfToken } from '../../api/csrf-token.ts';
import { ME_KEY } from '../../session/session.ts';
import { fakeServer, renderAt } from '../../testing/render.tsx';
import { ReturnsPage } from './returns-page.tsx';

const me = (permissions: StaffPermission[]) =>
  ({ id: 1, name: 'Sara', role: 'support', permissions }) as unknown as StaffMe;

const row = (over: Partial<StaffReturnRow> = {}): StaffReturnRow => ({
  id: 5,
  state: 'requested',
  reason: 'changed_mind',
  note: 'Bought two by mistake.',
  staff_note: null,
  requested_at: '2030-01-02T08:00:00.000Z',
  decided_at: null,
  received_at: null,
  lines: [{ line_id: 1, name: 'Rioja <em>Reserva</em>', size: '750 ml', qty: 1, amount: 40 }],
  amount: 40,
  order_id: 12,
  order_number: 'CEL-000012',
  customer_name: 'Layla Haddad',
  customer_email: 'layla@example.ae',
  payment: 'cash',
  delivered_at: '2030-01-01T10:00:00.000Z',
  ...over,
});

const list = (returns: StaffReturnRow[]): StaffReturnList => ({
  returns,
  total: returns.length,
  page: 1,
  pages: 1,
  counts: { requested: 2, approved: 1, refused: 0, received: 4 },
});

const result = (message: string) => ({ status: 200, body: { message, return: row(), refunds: [] } });

beforeEach(() => setCsrfToken('csrf-1'));
afterEach(() => {
  vi.unstubAllGlobals();
  setCsrfToken(null);
});

describe('the returns screen', () => {
  it('lists the requested returns with their tabs and counts, and approves one', async () => {
    let approved = false;
    const calls = fakeServer({
      'GET /me': { status: 200, body: me(['orders:read', 'returns:write']) },
      'GET /returns': () => ({ status: 200, body: list(approved ? [] : [row()]) }),
      'POST /returns/5/decision': () => {
        approved = true;
        return result(RETURN_MESSAGES.approved);
      },
    });
    const user = userEvent.setup();
    renderAt('/orders/returns', [['/orders/returns', <ReturnsPage />]]);
    const card = (await screen.findByRole('article', { name: 'CEL-000012' })) as HTMLElement;
    const tabs = within(screen.getByRole('navigation', { name: 'Return status' }));
    expect(tabs.getByRole('link', { name: /Requested/ }).getAttribute('aria-current')).toBe('page');
    expect(tabs.getByRole('link', { name: /Received/ }).textContent).toBe('Received4 returns');
    expect(within(card).getByRole('link', { name: 'CEL-000012' }).getAttribute('href')).toBe('/orders/CEL-000012');
    expect(card.textContent).toContain('Layla Haddad');
    expect(card.textContent).toContain('I changed my mind (unopened)');
    expect(card.textContent).toContain('Cash on delivery');
    expect(card.textContent).toContain('1 × Rioja Reserva');
    expect(calls.find((c) => c.path === '/returns')).toMatchObject({ method: 'GET' });

    await user.click(within(card).getByRole('button', { name: 'Approve' }));
    await screen.findByText(RETURN_MESSAGES.approved);
    expect(calls.find((c) => c.method === 'POST')).toMatchObject({
      path: '/returns/5/decision',
      body: { decision: 'approved' },
      headers: { 'x-csrf-token': 'csrf-1' },
    });
    await screen.findByText('No requested returns.');
  });

  it('refuses only with a reason, which it sends', async () => {
    const calls = fakeServer({
      'GET /me': { status: 200, body: me(['orders:read', 'returns:write']) },
      'GET /returns': { status: 200, body: list([row()]) },
      'POST /returns/5/decision': result(RETURN_MESSAGES.refused),
    });
    const user = userEvent.setup();
    renderAt('/orders/returns', [['/orders/returns', <ReturnsPage />]]);
    const card = (await screen.findByRole('article', { name: 'CEL-000012' })) as HTMLElement;
    await user.click(within(card).getByRole('button', { name: 'Refuse' }));
    await user.click(within(card).getByRole('button', { name: 'Refuse the return' }));
    expect((await within(card).findByRole('alert')).textContent).toBe(RETURN_MESSAGES.refuseReasonRequired);
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
    await user.type(within(card).getByLabelText(/Why is the return refused/), '  The seal is broken.  ');
    await user.click(within(card).getByRole('button', { name: 'Refuse the return' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
        decision: 'refused',
        note: 'The seal is broken.',
      }),
    );
  });

  it('marks an approved return received: cash by default, the delivery charge for a shop error, restocked', async () => {
    const calls = fakeServer({
      'GET /me': { status: 200, body: me(['orders:read', 'returns:write']) },
      'GET /returns': { status: 200, body: list([row({ state: 'approved', reason: 'damaged', payment: 'card' })]) },
      'POST /returns/5/received': result(RETURN_MESSAGES.received),
    });
    const user = userEvent.setup();
    renderAt('/orders/returns?state=approved', [['/orders/returns', <ReturnsPage />]]);
    const card = (await screen.findByRole('article', { name: 'CEL-000012' })) as HTMLElement;
    expect(within(card).queryByRole('button', { name: 'Approve' })).toBeNull();
    await user.click(within(card).getByRole('button', { name: 'Mark received' }));
    const form = within(card).getByRole('form', { name: 'Mark the return received' });
    expect(within(form).queryByRole('radio', { name: 'To the card' })).toBeNull();
    expect((within(form).getByRole('radio', { name: 'In cash' }) as HTMLInputElement).checked).toBe(true);
    expect(
      (within(form).getByRole('checkbox', { name: 'Refund the delivery charge' }) as HTMLInputElement).checked,
    ).toBe(true);
    await user.click(within(form).getByRole('radio', { name: 'By bank transfer' }));
    await user.click(within(form).getByRole('checkbox', { name: 'Put the items back in stock' }));
    await user.click(within(form).getByRole('button', { name: 'Mark received and refund' }));
    await screen.findByText(RETURN_MESSAGES.received);
    expect(calls.find((c) => c.method === 'POST')).toMatchObject({
      path: '/returns/5/received',
      body: { refund_method: 'bank_transfer', refund_shipping: true, restock: false },
    });
  });

  it('refunds an order paid online only to the card, and a change of mind without the delivery charge', async () => {
    fakeServer({
      'GET /me': { status: 200, body: me(['orders:read', 'returns:write']) },
      'GET /returns': { status: 200, body: list([row({ state: 'approved', payment: 'online' })]) },
    });
    const user = userEvent.setup();
    renderAt('/orders/returns?state=approved', [['/orders/returns', <ReturnsPage />]]);
    const card = (await screen.findByRole('article', { name: 'CEL-000012' })) as HTMLElement;
    await user.click(within(card).getByRole('button', { name: 'Mark received' }));
    const radios = within(card).getAllByRole('radio') as HTMLInputElement[];
    expect(radios.map((r) => [r.value, r.checked])).toEqual([['card', true]]);
    expect(card.textContent).toContain(RETURN_MESSAGES.onlinePaymentGoesToCard);
    expect(
      (within(card).getByRole('checkbox', { name: 'Refund the delivery charge' }) as HTMLInputElement).checked,
    ).toBe(false);
  });

  it('shows no actions to a role without returns:write', async () => {
    fakeServer({
      'GET /me': { status: 200, body: me(['orders:read', 'orders:move']) },
      'GET /returns': { status: 200, body: list([row()]) },
    });
    const { client } = renderAt('/orders/returns', [['/orders/returns', <ReturnsPage />]]);
    const card = (await screen.findByRole('article', { name: 'CEL-000012' })) as HTMLElement;
    // Once the role is known, the card still offers nothing.
    await waitFor(() => expect(client.getQueryData(ME_KEY)).toBeTruthy());
    expect(within(card).queryAllByRole('button')).toEqual([]);
  });
});
