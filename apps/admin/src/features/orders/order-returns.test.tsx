import { RETURN_MESSAGES, type Refund, type StaffMe, type StaffOrderDetail } from '@shop/shared/rules';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeServer, renderAt } from '../../testing/render.tsx';
import { OrderPayment } from './order-payment.tsx';
import { OrderReturns } from './order-returns.tsx';

const refund = (over: Partial<Refund>): Refund => ({
  id: 9,
  kind: 'return',
  method: 'card',
  state: 'done',
  amount: 55,
  shipping: 15,
  created_at: '2030-01-03T08:00:00.000Z',
  done_at: '2030-01-03T08:00:00.000Z',
  credit_note_number: 'CN-000009',
  credit_note_url: '/api/v1/staff/refunds/9/credit-note.pdf',
  ...over,
});

const order = (over: Partial<StaffOrderDetail>) =>
  ({
    order_number: 'CEL-000012',
    state: 'refunded',
    payment: 'online',
    payment_record: null,
    returns: [],
    refunds: [],
    ...over,
  }) as StaffOrderDetail;

const me = (permissions: string[]) => ({ id: 1, name: 'Sara', role: 'support', permissions }) as unknown as StaffMe;

afterEach(() => vi.unstubAllGlobals());

describe("an order's payment, returns and refunds", () => {
  it('shows the card payment as the gateway last read it', () => {
    fakeServer({});
    renderAt('/', [
      [
        '/',
        <OrderPayment
          order={order({
            payment_record: {
              provider: 'ngenius',
              reference: 'ref-77',
              state: 'CAPTURED',
              amount: 135,
              captured: 135,
              refunded: 55,
            },
          })}
        />,
      ],
    ]);
    const panel = screen.getByRole('region', { name: 'Payment' });
    expect(panel.textContent).toContain('N-Genius (card online)');
    expect(panel.textContent).toContain('Reference ref-77');
    expect(panel.textContent).toContain('CAPTURED');
    expect(within(panel).getByText('Refunded').nextElementSibling?.textContent).toBe('AED 55.00');
  });

  it('shows nothing for an order paid on delivery with no returns', () => {
    fakeServer({});
    const { container } = renderAt('/', [
      [
        '/',
        <>
          <OrderPayment order={order({})} />
          <OrderReturns order={order({})} />
        </>,
      ],
    ]);
    expect(container.textContent).toBe('');
  });

  it('lists the returns and refunds with their credit notes, and tries a refused refund again', async () => {
    let retried = false;
    const calls = fakeServer({
      'GET /me': { status: 200, body: me(['orders:read', 'returns:write']) },
      'POST /refunds/10/retry': () => {
        retried = true;
        return { status: 200, body: { message: RETURN_MESSAGES.refundPending, refund: refund({ id: 10 }) } };
      },
    });
    const user = userEvent.setup();
    renderAt('/', [
      [
        '/',
        <OrderReturns
          order={order({
            returns: [
              {
                id: 5,
                state: 'received',
                reason: 'faulty',
                note: null,
                staff_note: 'Corked, poured away.',
                requested_at: '2030-01-02T08:00:00.000Z',
                decided_at: '2030-01-02T09:00:00.000Z',
                received_at: '2030-01-03T08:00:00.000Z',
                lines: [{ line_id: 1, name: 'Rioja', size: '750 ml', qty: 1, amount: 40 }],
                amount: 40,
              },
            ],
            refunds: [refund({}), refund({ id: 10, state: 'failed', credit_note_url: null, credit_note_number: null })],
          })}
        />,
      ],
    ]);
    const panel = screen.getByRole('region', { name: 'Returns and refunds' });
    const returns = within(panel).getByRole('list', { name: 'Returns' });
    expect(returns.textContent).toContain('Returned');
    expect(returns.textContent).toContain('The product is faulty or corked');
    expect(returns.textContent).toContain('Staff: Corked, poured away.');
    const [done, failed] = within(within(panel).getByRole('list', { name: 'Refunds' })).getAllByRole('listitem');
    expect(done!.textContent).toContain('To the card');
    expect(
      within(done!)
        .getByRole('link', { name: /Credit note CN-000009/ })
        .getAttribute('href'),
    ).toBe('/api/v1/staff/refunds/9/credit-note.pdf');
    const retry = await within(failed!).findByRole('button', { name: 'Try the refund again' });
    expect(failed!.textContent).toContain(RETURN_MESSAGES.refundFailed);
    await user.click(retry);
    await screen.findByText(RETURN_MESSAGES.refundPending);
    expect(retried).toBe(true);
    expect(calls.find((c) => c.method === 'POST')?.path).toBe('/refunds/10/retry');
  });

  it('records a refused refund as paid back by bank transfer', async () => {
    const calls = fakeServer({
      'GET /me': { status: 200, body: me(['orders:read', 'returns:write']) },
      'POST /refunds/10/paid-otherwise': {
        status: 200,
        body: {
          message: RETURN_MESSAGES.refundPaidOtherwise('bank_transfer'),
          refund: refund({ id: 10, method: 'bank_transfer' }),
        },
      },
    });
    const user = userEvent.setup();
    const failed = refund({ id: 10, state: 'failed', credit_note_url: null, credit_note_number: null });
    renderAt('/', [['/', <OrderReturns order={order({ state: 'cancelled', refunds: [failed] })} />]]);
    await user.click(await screen.findByRole('button', { name: 'Paid back by bank transfer' }));
    await screen.findByText('Refund recorded as paid back by bank transfer.');
    const post = calls.find((c) => c.method === 'POST');
    expect([post?.path, post?.body]).toEqual(['/refunds/10/paid-otherwise', { method: 'bank_transfer' }]);
  });

  it('offers no retry to a role without returns:write', async () => {
    fakeServer({ 'GET /me': { status: 200, body: me(['orders:read']) } });
    const { client } = renderAt('/', [
      ['/', <OrderReturns order={order({ refunds: [refund({ state: 'failed', credit_note_url: null })] })} />],
    ]);
    await waitFor(() => expect(client.getQueryData(['staff', 'me'])).toBeTruthy());
    expect(screen.getByRole('region', { name: 'Returns and refunds' }).textContent).toContain('Refused by the gateway');
    expect(screen.queryByRole('button', { name: 'Try the refund again' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Paid back in cash' })).toBeNull();
  });
});
