import type { StaffOrderDetail } from '@shop/shared/rules';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setCsrfToken } from '../../api/csrf-token.ts';
import { fakeServer, renderAt } from '../../testing/render.tsx';
import { OrderMoves } from './order-moves.tsx';

const order = (over: Partial<StaffOrderDetail>) =>
  ({
    order_number: 'CEL-000042',
    state: 'out_for_delivery',
    version: 4,
    fulfilment: 'delivery',
    age: { verified_until: '2030-01-01', documents: [] },
    ...over,
  }) as StaffOrderDetail;

beforeEach(() => setCsrfToken('csrf-1'));
afterEach(() => {
  vi.unstubAllGlobals();
  setCsrfToken(null);
});

describe('the moves of an order', () => {
  it('marks it delivered only with the ID check, sending the version seen and the CSRF token', async () => {
    const calls = fakeServer({ 'POST /orders/CEL-000042/state': { status: 200, body: {} } });
    const user = userEvent.setup();
    renderAt('/', [['/', <OrderMoves order={order({})} />]]);
    await user.click(screen.getByRole('button', { name: 'Delivered' }));
    expect(screen.getByRole('button', { name: 'Delivered' }).getAttribute('aria-expanded')).toBe('true');
    // The tick is required: without it the form is not sent, and says why.
    await user.click(screen.getByRole('button', { name: 'Mark delivered' }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls).toEqual([]);
    await user.click(screen.getByRole('checkbox', { name: /ID checked at the door/ }));
    await user.click(screen.getByRole('button', { name: 'Mark delivered' }));
    await screen.findByText('Order CEL-000042 is delivered. The customer has been told.');
    expect(calls[0]).toMatchObject({
      method: 'POST',
      body: { state: 'delivered', id_checked: true, version: 4 },
      headers: { 'x-csrf-token': 'csrf-1' },
    });
  });

  it('refuses with a reason chosen', async () => {
    const calls = fakeServer({ 'POST /orders/CEL-000042/state': { status: 200, body: {} } });
    const user = userEvent.setup();
    renderAt('/', [['/', <OrderMoves order={order({})} />]]);
    await user.click(screen.getByRole('button', { name: 'Refused' }));
    await user.click(screen.getByRole('radio', { name: 'Under 21' }));
    await user.click(screen.getByRole('button', { name: 'Mark refused' }));
    await waitFor(() => expect(calls[0]?.body).toEqual({ state: 'refused', refusal_reason: 'under_21', version: 4 }));
  });

  it('says why a confirmation waits, and sends nothing', async () => {
    const calls = fakeServer({});
    const user = userEvent.setup();
    renderAt('/', [
      ['/', <OrderMoves order={order({ state: 'placed', age: { verified_until: null, documents: [] } })} />],
    ]);
    const confirm = screen.getByRole('button', { name: 'Confirm' });
    expect(confirm.getAttribute('aria-disabled')).toBe('true');
    expect(screen.getByText(/The buyer's age is not verified yet/).id).toBe(confirm.getAttribute('aria-describedby'));
    await user.click(confirm);
    expect(calls).toEqual([]);
  });

  it('shows a move made meanwhile (409) and reads the order again', async () => {
    const conflict = {
      error: 'The order changed meanwhile: it is now delivered. Reload it and try again.',
      code: 'CONFLICT',
    };
    fakeServer({ 'POST /orders/CEL-000042/state': { status: 409, body: conflict } });
    const user = userEvent.setup();
    const { client } = renderAt('/', [['/', <OrderMoves order={order({ state: 'packed' })} />]]);
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    await user.click(screen.getByRole('button', { name: 'Out for delivery' }));
    expect((await screen.findByRole('alert')).textContent).toBe(conflict.error);
    await waitFor(() => expect(invalidate).toHaveBeenCalledWith({ queryKey: ['orders'] }));
  });
});
