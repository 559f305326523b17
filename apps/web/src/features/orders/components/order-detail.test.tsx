import { ORDER_MESSAGES, type OrderDetail, type OrderState, type OrderTrack } from '@shop/shared/rules';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch, renderWithApp, signInAs } from '@/testing/test-utils';
import { OrderDetailView } from './order-detail';

const notify = vi.hoisted(() => vi.fn());
vi.mock('@/lib/toast', () => ({ notify }));

const placedAt = '2030-01-01T06:00:00.000Z';

function order(state: OrderState = 'placed', patch: Partial<OrderDetail> = {}): OrderDetail {
  return {
    id: 12,
    order_number: 'CEL-000012',
    status: 'ORDERPLACED',
    state,
    created_at: placedAt,
    total_amount: 95,
    order_details: [
      {
        id: 1,
        qty: 2,
        unit_price: 40,
        line_total: 80,
        size: '330 ml',
        products: { id: 4, route: 'lager', name: 'Cold <b>Lager</b>', featured_img: '/images/lager.webp' },
      },
    ],
    fulfilment: 'delivery',
    payment: 'cash',
    slot: { id: placedAt, start: placedAt, end: placedAt, label: 'Tue, 1 Jan, 10:00–14:00' },
    notes: 'Gate 4',
    subtotal: 80,
    offer_discount: 0,
    coupon_discount: 0,
    coupon: null,
    shipping: 15,
    vat: 4.52,
    eid_provided: true,
    age_proof: null,
    can_cancel: state === 'placed',
    user: { full_name: 'Layla Haddad', email: 'layla@example.ae' },
    billing_address: {
      address_type: 'Billing',
      full_name: 'Layla Haddad',
      email: null,
      mobile: '+971501234567',
      country: 'United Arab Emirates',
      state: null,
      city: 'Dubai',
      postal_code: null,
      address_line1: 'Al Wasl Road',
      address_line2: 'Villa 12',
    },
    timeline: [],
    returnable: null,
    returns: [],
    refunds: [],
    ...patch,
  };
}

function track(state: OrderState, steps: Array<[OrderState, string]>): OrderTrack {
  return {
    order_number: 'CEL-000012',
    status: 'X',
    state,
    timeline: steps.map(([s, at]) => ({ state: s, status: 'X', label: s, at })),
  };
}

function setup(detail: OrderDetail, tracking: OrderTrack, cancelled?: OrderDetail) {
  signInAs('user');
  const fetch = mockFetch((url, _body, init) => {
    if (url.endsWith('/auth/order-detail/CEL-000012')) return detail;
    if (url.endsWith('/auth/order-track/CEL-000012')) return tracking;
    if (url.endsWith('/auth/orders/CEL-000012/cancel') && init?.method === 'POST') {
      detail = cancelled!;
      tracking = track('cancelled', [
        ['placed', placedAt],
        ['cancelled', '2030-01-01T06:10:00.000Z'],
      ]);
      return cancelled;
    }
    if (url.endsWith('/auth/orders/CEL-000012/invoice'))
      return new Response('%PDF-1.4', { status: 200, headers: { 'content-type': 'application/pdf' } });
    return jsonResponse(404, { error: 'Not found.' });
  });
  renderWithApp(<OrderDetailView orderNumber="CEL-000012" store={null} />);
  return fetch;
}

describe('one order', () => {
  it('shows its lines, amounts, address, slot, payment and the tracking timeline with times', async () => {
    setup(
      order('confirmed', { can_cancel: false }),
      track('confirmed', [
        ['placed', placedAt],
        ['confirmed', '2030-01-01T07:30:00.000Z'],
      ]),
    );
    expect(await screen.findByText('Cold Lager')).toBeInTheDocument();
    expect(screen.getByText('330 ml · 2 × AED 40.00')).toBeInTheDocument();
    expect(screen.getByText('Includes VAT (5%)').nextSibling).toHaveTextContent('AED 4.52');
    expect(screen.getByText('Total').nextSibling).toHaveTextContent('AED 95.00');
    expect(screen.getByText(/Villa 12, Al Wasl Road/)).toBeInTheDocument();
    expect(screen.getByText('Tue, 1 Jan, 10:00–14:00')).toBeInTheDocument();
    expect(screen.getByText('Cash on delivery')).toBeInTheDocument();

    const tracking = within(screen.getByRole('region', { name: 'Tracking' }));
    const steps = await tracking.findAllByRole('listitem');
    expect(steps.map((s) => s.textContent)).toEqual([
      'Placed1 Jan 2030, 10:00',
      'Confirmed1 Jan 2030, 11:30',
      'PackedNot yet',
      'Out for deliveryNot yet',
      'DeliveredNot yet',
    ]);
    expect(steps[1]).toHaveAttribute('aria-current', 'step');
    // Past 'placed' the shop has started on it: no cancel.
    expect(screen.queryByRole('button', { name: 'Cancel order' })).not.toBeInTheDocument();
  });

  it('cancels a placed order only after the shopper confirms', async () => {
    const fetch = setup(
      order('placed'),
      track('placed', [['placed', placedAt]]),
      order('cancelled', { can_cancel: false }),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel order' }));
    const cancels = () => fetch.mock.calls.filter(([url]) => String(url).endsWith('/cancel'));
    expect(cancels()).toHaveLength(0);
    expect(screen.getByText('Cancel order CEL-000012? This cannot be undone.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Keep my order' }));
    expect(cancels()).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: 'Cancel order' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes, cancel the order' }));
    expect(cancels()).toHaveLength(1);
    expect(notify).toHaveBeenCalledWith('success', ORDER_MESSAGES.cancelled);
    expect(await screen.findByText('Cancelled', { selector: '.order-status' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel order' })).not.toBeInTheDocument();
    const tracking = within(screen.getByRole('region', { name: 'Tracking' }));
    await vi.waitFor(() =>
      expect(tracking.getAllByRole('listitem').map((s) => s.textContent)).toEqual([
        'Placed1 Jan 2030, 10:00',
        'Cancelled1 Jan 2030, 10:10',
      ]),
    );
  });

  it("downloads the tax invoice with the shopper's token", async () => {
    const createObjectURL = vi.fn(() => 'blob:invoice');
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const fetch = setup(order('placed'), track('placed', [['placed', placedAt]]));
    await userEvent.click(await screen.findByRole('button', { name: 'Download tax invoice (PDF)' }));
    await vi.waitFor(() => expect(click.mock.calls.length + notify.mock.calls.length).toBeGreaterThan(0));
    expect(notify.mock.calls).toEqual([]);
    const [, init] = fetch.mock.calls.find(([url]) => String(url).endsWith('/invoice'))!;
    expect((init!.headers as Record<string, string>).authorization).toBe('Bearer token');
    expect(click.mock.contexts[0]).toHaveAttribute('download', 'invoice-CEL-000012.pdf');
    expect(await ((createObjectURL.mock.calls[0] as unknown[])[0] as Blob).text()).toBe('%PDF-1.4');
  });

  it('offers no tax invoice for a cancelled order', async () => {
    setup(
      order('cancelled', { status: 'ORDERCANCELLED' }),
      track('cancelled', [
        ['placed', placedAt],
        ['cancelled', placedAt],
      ]),
    );
    expect(await screen.findByText('Cold Lager')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Download tax invoice (PDF)' })).not.toBeInTheDocument();
  });
});
