import { RETURN_MESSAGES, type OrderDetail, type OrderTrack, type Refund } from '@shop/shared/rules';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch, renderWithApp, signInAs } from '@/testing/test-utils';
import { OrderDetailView } from './order-detail';

const notify = vi.hoisted(() => vi.fn());
vi.mock('@/lib/toast', () => ({ notify }));

afterEach(() => vi.restoreAllMocks());

const at = '2030-01-01T06:00:00.000Z';
const line = (id: number, name: string, qty: number) => ({
  id,
  qty,
  unit_price: 40,
  line_total: 40 * qty,
  size: '750 ml',
  products: { id, route: name.toLowerCase(), name, featured_img: '/images/x.webp' },
});

function delivered(patch: Partial<OrderDetail> = {}): OrderDetail {
  return {
    id: 12,
    order_number: 'CEL-000012',
    status: 'ORDERDELIVERED',
    state: 'delivered',
    created_at: at,
    total_amount: 135,
    order_details: [line(1, 'Rioja', 2), line(2, 'Chablis', 1)],
    fulfilment: 'delivery',
    payment: 'cash',
    slot: { id: at, start: at, end: at, label: 'Tue, 1 Jan, 10:00–14:00' },
    notes: null,
    subtotal: 120,
    offer_discount: 0,
    coupon_discount: 0,
    coupon: null,
    shipping: 15,
    vat: 6.43,
    eid_provided: true,
    age_proof: null,
    can_cancel: false,
    user: { full_name: 'Layla Haddad', email: 'layla@example.ae' },
    billing_address: null,
    timeline: [],
    returnable: {
      until: '2030-01-08T10:00:00.000Z',
      lines: [
        { line_id: 1, name: 'Rioja', size: '750 ml', qty: 2 },
        { line_id: 2, name: 'Chablis', size: '750 ml', qty: 1 },
      ],
    },
    returns: [],
    refunds: [],
    ...patch,
  };
}

const track: OrderTrack = { order_number: 'CEL-000012', status: 'X', state: 'delivered', timeline: [] };

const requested = {
  id: 5,
  state: 'requested' as const,
  reason: 'changed_mind' as const,
  note: null,
  staff_note: null,
  requested_at: '2030-01-02T08:00:00.000Z',
  decided_at: null,
  received_at: null,
  lines: [{ line_id: 1, name: 'Rioja', size: '750 ml', qty: 1, amount: 40 }],
  amount: 40,
};

function setup(detail: OrderDetail | (() => OrderDetail), answer: (body: unknown) => Response | object = () => ({})) {
  signInAs('user');
  const fetch = mockFetch((url, body, init) => {
    if (url.endsWith('/auth/order-detail/CEL-000012')) return typeof detail === 'function' ? detail() : detail;
    if (url.endsWith('/auth/order-track/CEL-000012')) return track;
    if (url.endsWith('/auth/orders/CEL-000012/returns') && init?.method === 'POST') return answer(body);
    if (url.endsWith('/auth/refunds/9/credit-note'))
      return new Response('%PDF-1.4', { status: 200, headers: { 'content-type': 'application/pdf' } });
    return jsonResponse(404, { error: 'Not found.' });
  });
  renderWithApp(<OrderDetailView orderNumber="CEL-000012" store={null} />);
  return fetch;
}

const returnCalls = (fetch: ReturnType<typeof mockFetch>) =>
  fetch.mock.calls.filter(([url]) => String(url).endsWith('/returns'));

describe('returning items of a delivered order', () => {
  it('checks the form with the server texts before sending, then sends it and shows the request', async () => {
    const user = userEvent.setup();
    let detail = delivered();
    // The order as the server reads it: the request changes it.
    const fetch = setup(
      () => detail,
      () => {
        detail = delivered({ returnable: null, returns: [requested] });
        return jsonResponse(201, { status: 201, message: RETURN_MESSAGES.requested, return: requested });
      },
    );
    const open = await screen.findByRole('button', { name: 'Return items' });
    await user.click(open);
    const form = screen.getByRole('region', { name: 'Return items' });
    expect(within(form).getByRole('heading', { name: 'Return items' })).toHaveFocus();
    expect(form).toHaveTextContent('You can ask for a return until 8 January 2030.');

    await user.click(within(form).getByRole('button', { name: 'Send the return request' }));
    expect(within(form).getByText(RETURN_MESSAGES.noLines)).toBeInTheDocument();
    expect(within(form).getByText(RETURN_MESSAGES.reasonRequired)).toBeInTheDocument();
    expect(within(form).getByLabelText(/Rioja/)).toHaveFocus();

    await user.selectOptions(within(form).getByLabelText(/Rioja/), '1');
    await user.click(within(form).getByRole('radio', { name: 'I changed my mind (unopened)' }));
    await user.click(within(form).getByRole('button', { name: 'Send the return request' }));
    expect(within(form).getByText(RETURN_MESSAGES.unopened)).toBeInTheDocument();
    expect(returnCalls(fetch)).toHaveLength(0);

    await user.click(
      within(form).getByRole('checkbox', { name: 'The items are unopened and in their original condition' }),
    );
    await user.click(within(form).getByRole('button', { name: 'Send the return request' }));
    await vi.waitFor(() => expect(notify).toHaveBeenCalledWith('success', RETURN_MESSAGES.requested));
    const [, init] = returnCalls(fetch)[0]!;
    expect(JSON.parse(String(init!.body))).toEqual({
      lines: [{ line_id: 1, qty: 1 }],
      reason: 'changed_mind',
      unopened: true,
    });
    const returns = await screen.findByRole('region', { name: 'Returns and refunds' });
    expect(returns).toHaveTextContent('Return requested');
    expect(returns).toHaveTextContent('1 × Rioja (750 ml)');
    await vi.waitFor(() => expect(within(returns).getByRole('heading')).toHaveFocus());
    expect(screen.queryByRole('button', { name: 'Return items' })).not.toBeInTheDocument();
  });

  it("shows the server's refusal on the form", async () => {
    const user = userEvent.setup();
    setup(delivered(), () => jsonResponse(422, { error: RETURN_MESSAGES.windowClosed, code: 'VALIDATION_ERROR' }));
    await user.click(await screen.findByRole('button', { name: 'Return items' }));
    const form = screen.getByRole('region', { name: 'Return items' });
    await user.selectOptions(within(form).getByLabelText(/Chablis/), '1');
    await user.click(within(form).getByRole('radio', { name: 'The item arrived damaged' }));
    expect(within(form).queryByRole('checkbox')).not.toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Send the return request' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(RETURN_MESSAGES.windowClosed);
  });

  it('closes on Escape and gives the focus back to its button', async () => {
    const user = userEvent.setup();
    setup(delivered());
    const open = await screen.findByRole('button', { name: 'Return items' });
    await user.click(open);
    expect(open).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('region', { name: 'Return items' })).not.toBeInTheDocument();
    await vi.waitFor(() => expect(open).toHaveFocus());
  });

  it('offers no return when nothing may be returned', async () => {
    setup(delivered({ returnable: null }));
    expect(await screen.findByText('Rioja')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Return items' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Returns and refunds' })).not.toBeInTheDocument();
  });
});

describe('the returns and refunds of an order', () => {
  const refund = (patch: Partial<Refund>): Refund => ({
    id: 9,
    kind: 'return',
    method: 'cash',
    state: 'done',
    amount: 55,
    shipping: 15,
    created_at: '2030-01-03T08:00:00.000Z',
    done_at: '2030-01-03T08:00:00.000Z',
    credit_note_number: 'CN-000009',
    credit_note_url: '/api/v1/auth/refunds/9/credit-note',
    ...patch,
  });

  it("shows each return's state and a refused one's reason, each refund with its method and credit note", async () => {
    const user = userEvent.setup();
    const createObjectURL = vi.fn(() => 'blob:credit-note');
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const fetch = setup(
      delivered({
        state: 'refunded',
        returnable: null,
        returns: [
          { ...requested, id: 4, state: 'refused', staff_note: 'The bottle was opened.' },
          { ...requested, state: 'received', reason: 'damaged', amount: 40 },
        ],
        refunds: [refund({}), refund({ id: 10, method: 'card', state: 'pending', credit_note_url: null })],
      }),
    );
    const section = await screen.findByRole('region', { name: 'Returns and refunds' });
    const [refused, received] = within(within(section).getByRole('list', { name: 'Returns' }))
      .getAllByRole('listitem')
      .filter((item) => item.classList.contains('return-card'));
    expect(refused).toHaveTextContent('Return refused');
    expect(refused).toHaveTextContent('Why we refused it: The bottle was opened.');
    expect(received).toHaveTextContent('Returned');
    expect(received).toHaveTextContent('The item arrived damaged');
    expect(received).toHaveTextContent('AED 40.00');

    const [cash, card] = within(within(section).getByRole('list', { name: 'Refunds' })).getAllByRole('listitem');
    expect(cash).toHaveTextContent('Refunded');
    expect(cash).toHaveTextContent('AED 55.00 (delivery AED 15.00 included)');
    expect(cash).toHaveTextContent('In cash');
    expect(card).toHaveTextContent('On its way');
    expect(card).toHaveTextContent('To the card');
    expect(card).toHaveTextContent(RETURN_MESSAGES.refundPending);
    expect(within(card!).queryByRole('button')).not.toBeInTheDocument();

    await user.click(within(cash!).getByRole('button', { name: 'Credit note CN-000009 (PDF)' }));
    await vi.waitFor(() => expect(click).toHaveBeenCalled());
    const [url, init] = fetch.mock.calls.find(([u]) => String(u).endsWith('/credit-note'))!;
    // The address under the API is called once, with the shopper's token.
    expect(String(url)).toBe('/api/v1/auth/refunds/9/credit-note');
    expect((init!.headers as Record<string, string>).authorization).toBe('Bearer token');
    expect(click.mock.contexts[0]).toHaveAttribute('download', 'credit-note-CN-000009.pdf');
  });

  it('offers no tax invoice for a cancelled order whose card payment was refunded', async () => {
    setup(
      delivered({
        state: 'refunded',
        returnable: null,
        refunds: [refund({ kind: 'cancellation', method: 'card', shipping: 15, amount: 135 })],
      }),
    );
    expect(await screen.findByRole('region', { name: 'Returns and refunds' })).toHaveTextContent(
      'Refund of the cancelled order',
    );
    expect(screen.queryByRole('button', { name: 'Download tax invoice (PDF)' })).not.toBeInTheDocument();
  });
});
