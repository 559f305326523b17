import { ORDER_MESSAGES, type CouponOffer } from '@shop/shared/rules';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { useCartStore } from '@/stores/cart-store';
import { jsonResponse, mockFetch, renderWithApp, signInAs } from '@/testing/test-utils';
import { cartLine, slot } from '../checkout-fixtures';
import { CheckoutForm, type AddressStepProps } from './checkout-form';

const notify = vi.hoisted(() => vi.fn());
vi.mock('@/lib/toast', () => ({ notify }));
const leaveFor = vi.hoisted(() => vi.fn());
vi.mock('@/lib/leave-for', () => ({ leaveFor }));

const DELIVERY = slot('2030-01-01T06:00:00.000Z', 'Tue, 1 Jan, 10:00–14:00');
const PICKUP = slot('2030-01-01T07:00:00.000Z', 'Tue, 1 Jan, 11:00–13:00');
const TENOFF: CouponOffer = {
  name: 'TENOFF',
  description: '10% off',
  kind: 'percent',
  value: 10,
  min_order: 50,
  max_discount: null,
  category_ids: [],
  expires_at: null,
};
const PLACED = '/checkout?status=success&order=CEL-000042';

/** The address step as the page gives it: one saved address. */
function AddressStub({ value, onChange, error }: AddressStepProps) {
  return (
    <fieldset>
      <legend>Delivery address</legend>
      {error ? <p role="alert">{error}</p> : null}
      <label>
        <input type="radio" name="address" checked={value === 3} onChange={() => onChange(3)} />
        Home, Dubai
      </label>
    </fieldset>
  );
}

function setup({
  needsEid = true,
  makeOrder = (): unknown => jsonResponse(201, PLACED),
  lines = [cartLine(40, 2, 'beer')],
  methods = ['cash', 'card'],
} = {}) {
  signInAs('user');
  const fetch = mockFetch((url) => {
    if (url.endsWith('/delivery-slots')) return { status: 200, delivery: [DELIVERY], pickup: [PICKUP] };
    if (url.endsWith('/coupons')) return [TENOFF];
    if (url.endsWith('/payment-methods')) return { status: 200, methods };
    if (url.endsWith('/auth/upload-eid')) return { status: 200, message: ORDER_MESSAGES.eidUploaded, eid: '5' };
    if (url.endsWith('/auth/make-order')) return makeOrder();
    return jsonResponse(404, { error: 'Not found.' });
  });
  const onPlaced = vi.fn();
  renderWithApp(
    <CheckoutForm
      lines={lines}
      needsEid={needsEid}
      store={{ address: 'Shop 4, Al Wasl Road, Dubai', mapLink: 'https://maps.example/store' }}
      renderAddress={(p) => <AddressStub {...p} />}
      onPlaced={onPlaced}
    />,
  );
  const orders = () => fetch.mock.calls.filter(([url]) => String(url).endsWith('/auth/make-order'));
  return { fetch, onPlaced, orders };
}

const place = () => userEvent.click(screen.getByRole('button', { name: 'Place order' }));
const summary = () => within(screen.getByRole('region', { name: 'Your order' }));

async function chooseSlot(label: string, s = DELIVERY) {
  await screen.findByRole('option', { name: `Tue, 1 Jan, ${s.label.split(', ').at(-1)}` });
  await userEvent.selectOptions(screen.getByLabelText(label), s.id);
}

describe('checkout', () => {
  it('delivery needs an address and a slot, and a first order the Emirates ID', async () => {
    const { orders } = setup();
    await place();
    expect(await screen.findByText(ORDER_MESSAGES.needsAddress)).toBeInTheDocument();
    expect(screen.getByText(ORDER_MESSAGES.needsSlot)).toBeInTheDocument();
    expect(screen.getByText(ORDER_MESSAGES.needsEid)).toBeInTheDocument();
    expect(screen.getByLabelText('Delivery time')).toHaveAttribute('aria-invalid', 'true');
    expect(notify).toHaveBeenCalledWith('error', ORDER_MESSAGES.needsAddress);
    expect(orders()).toHaveLength(0);
  });

  it('asks no Emirates ID after the first order', async () => {
    setup({ needsEid: false });
    await place();
    expect(await screen.findByText(ORDER_MESSAGES.needsSlot)).toBeInTheDocument();
    expect(screen.queryByLabelText('Emirates ID (front)')).not.toBeInTheDocument();
    expect(screen.queryByText(ORDER_MESSAGES.needsEid)).not.toBeInTheDocument();
  });

  it('pickup needs a pickup slot but no address, and charges no shipping', async () => {
    setup({ needsEid: false });
    expect(summary().getByText('Delivery').nextSibling).toHaveTextContent('AED 15.00');
    await userEvent.click(screen.getByRole('radio', { name: /Store pickup/ }));
    expect(screen.getByRole('link', { name: 'Shop 4, Al Wasl Road, Dubai' })).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Delivery address' })).not.toBeInTheDocument();
    expect(summary().getByText('Store pickup').nextSibling).toHaveTextContent('Free');
    expect(summary().getByText('Total').nextSibling).toHaveTextContent('AED 80.00');
    await place();
    expect(await screen.findByText(ORDER_MESSAGES.needsSlot)).toBeInTheDocument();
    expect(screen.queryByText(ORDER_MESSAGES.needsAddress)).not.toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /Cash at pickup/ })).toBeChecked();
  });

  it('places the order once, with the uploaded ID, and says its number', async () => {
    let answer: (r: Response) => void = () => {};
    const { orders, onPlaced } = setup({
      makeOrder: () =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }),
    });
    await userEvent.click(screen.getByRole('radio', { name: 'Home, Dubai' }));
    await chooseSlot('Delivery time');
    await userEvent.upload(
      screen.getByLabelText('Emirates ID (front)'),
      new File(['id'], 'eid.png', { type: 'image/png' }),
    );
    await userEvent.type(screen.getByLabelText('Delivery notes (optional)'), 'Gate code 12{enter}call on arrival');
    await userEvent.click(screen.getByRole('radio', { name: /Card on delivery/ }));
    await place();

    const button = await screen.findByRole('button', { name: 'Placing your order...' });
    expect(button).toBeDisabled();
    await userEvent.click(button);
    expect(orders()).toHaveLength(1);
    const [, init] = orders()[0]!;
    expect(JSON.parse(String(init!.body))).toEqual({
      user_id: 7,
      fulfilment: 'delivery',
      address_id: 3,
      slot: DELIVERY.id,
      payment: 'card',
      notes: 'Gate code 12 call on arrival',
      eid: '5',
    });
    expect((init!.headers as Record<string, string>)['Idempotency-Key']).toMatch(/^checkout-/);

    answer(jsonResponse(201, PLACED));
    await vi.waitFor(() => expect(onPlaced).toHaveBeenCalledWith('CEL-000042'));
    expect(notify).toHaveBeenCalledWith('success', ORDER_MESSAGES.placed);
  });

  it('offers card online only where the shop has a gateway', async () => {
    const { fetch } = setup({ needsEid: false });
    await screen.findByRole('radio', { name: /Card on delivery/ });
    await vi.waitFor(() =>
      expect(fetch.mock.calls.some(([url]) => String(url).endsWith('/payment-methods'))).toBe(true),
    );
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(screen.queryByRole('radio', { name: /Card online/ })).not.toBeInTheDocument();
  });

  it("card online sends the customer to the gateway's page, not to a confirmation", async () => {
    const gateway = 'https://pay.gateway.example/?code=abc';
    const { orders, onPlaced } = setup({
      needsEid: false,
      methods: ['cash', 'card', 'online'],
      makeOrder: () => jsonResponse(201, gateway),
    });
    await userEvent.click(screen.getByRole('radio', { name: 'Home, Dubai' }));
    await chooseSlot('Delivery time');
    await userEvent.click(await screen.findByRole('radio', { name: /Card online now/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Pay by card' }));
    await vi.waitFor(() => expect(leaveFor).toHaveBeenCalledWith(gateway));
    expect(JSON.parse(String(orders()[0]![1]!.body)).payment).toBe('online');
    expect(onPlaced).not.toHaveBeenCalled();
    expect(notify).not.toHaveBeenCalledWith('success', ORDER_MESSAGES.placed);
    expect(screen.getByRole('button', { name: 'Opening the payment page...' })).toBeDisabled();
  });

  it("shows the server's refusal by its field and as a toast", async () => {
    setup({
      needsEid: false,
      makeOrder: () =>
        jsonResponse(422, {
          error: ORDER_MESSAGES.slotGone,
          code: 'VALIDATION_FAILED',
          errors: { slot: [ORDER_MESSAGES.slotGone] },
        }),
    });
    await userEvent.click(screen.getByRole('radio', { name: 'Home, Dubai' }));
    await chooseSlot('Delivery time');
    await place();
    expect(await screen.findByText(ORDER_MESSAGES.slotGone)).toBeInTheDocument();
    expect(screen.getByLabelText('Delivery time')).toHaveAttribute('aria-invalid', 'true');
    expect(notify).toHaveBeenCalledWith('error', ORDER_MESSAGES.slotGone);
    expect(screen.getByRole('button', { name: 'Place order' })).toBeEnabled();
  });

  it('prices the coupon applied on /cart by its own rule, and it can be removed', async () => {
    useCartStore.getState().applyCoupon({ code: 'TENOFF', value: 11 });
    setup({ needsEid: false, lines: [cartLine(110, 1, 'rum')] });
    expect(screen.getByLabelText('Coupon code')).toHaveValue('TENOFF');
    expect(await summary().findByText('− AED 11.00')).toBeInTheDocument();
    // 110 − 11 = 99 is not above 100: delivery is charged.
    expect(summary().getByText('Total').nextSibling).toHaveTextContent('AED 114.00');
    await userEvent.click(screen.getByRole('button', { name: 'Remove' }));
    expect(summary().queryByText('Coupon TENOFF')).not.toBeInTheDocument();
    expect(summary().getByText('Total').nextSibling).toHaveTextContent('AED 110.00');
    expect(useCartStore.getState().coupon).toBeNull();
  });
});
